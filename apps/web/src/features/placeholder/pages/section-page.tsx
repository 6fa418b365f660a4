import { Card } from 'antd';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RouteTabs, type RouteTab } from '../../../components/route-tabs';

interface Props {
  labelKey: string;
  tabs: readonly RouteTab[];
}

/** A detail container (operateContent, robotMonitor, …): its title, one tab per child route, the child. */
export const SectionPage = ({ labelKey, tabs }: Props) => {
  const { t } = useTranslation();
  return (
    <Card title={<h1 style={{ fontSize: 18, margin: 0 }}>{t(labelKey)}</h1>}>
      <RouteTabs tabs={tabs} />
      <Outlet />
    </Card>
  );
};
