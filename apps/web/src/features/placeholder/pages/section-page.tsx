import { Card, Tabs } from 'antd';
import { Link, Outlet, useLocation, useResolvedPath } from 'react-router';
import { useTranslation } from 'react-i18next';

interface Tab {
  /** Route segment relative to the section; '' is the default tab. */
  segment: string;
  labelKey: string;
}

interface Props {
  labelKey: string;
  tabs: readonly Tab[];
}

/** A detail container (operateContent, robotMonitor, …): its title, one tab per child route, the child. */
export const SectionPage = ({ labelKey, tabs }: Props) => {
  const { t } = useTranslation();
  const base = useResolvedPath('.').pathname.replace(/\/$/, '');
  const { pathname } = useLocation();
  const rest = pathname.slice(base.length + 1).split('/')[0] ?? '';
  const active = tabs.some((x) => x.segment === rest) ? rest : '';
  return (
    <Card title={<h1 style={{ fontSize: 18, margin: 0 }}>{t(labelKey)}</h1>}>
      <Tabs
        activeKey={active}
        items={tabs.map((x) => ({
          key: x.segment,
          label: <Link to={x.segment ? `${base}/${x.segment}` : base}>{t(x.labelKey)}</Link>,
        }))}
      />
      <Outlet />
    </Card>
  );
};
