import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useResolvedPath } from 'react-router';

export interface RouteTab {
  /** Route segment relative to the container; '' is the default tab (its index). */
  segment: string;
  /** Full i18n key (with its namespace) of the tab's name. */
  labelKey: string;
}

/**
 * One tab per child route of a detail container (operateContent, robotMonitor, …). A tab navigates
 * when chosen (click, or arrow keys and Enter) and keeps the query, so `?robotId=` stays on the
 * robot. Its label is text, not a link: a link inside a tab is two nested controls, one more tab stop
 * and a name read twice (axe nested-interactive).
 */
export const RouteTabs = ({ tabs }: { tabs: readonly RouteTab[] }) => {
  const { t } = useTranslation();
  const base = useResolvedPath('.').pathname.replace(/\/$/, '');
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const rest = pathname.slice(base.length + 1).split('/')[0] ?? '';
  const active = tabs.some((x) => x.segment === rest) ? rest : '';
  return (
    <Tabs
      activeKey={active}
      onChange={(key) => void navigate(`${key ? `${base}/${key}` : base}${search}`)}
      items={tabs.map((x) => ({ key: x.segment, label: t(x.labelKey) }))}
    />
  );
};
