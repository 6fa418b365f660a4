import type { TAreaRobot } from '@fleet/contracts';
import { Empty, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Battery } from '../../../components/battery';
import { ValueAge } from '../../../components/value-age';
import { operateHref } from '../../../lib/operate-robot';
import { useRobotTypes } from '../../../lib/robot-types';
import { FleetStateBadge } from './area-cells';

/**
 * The robots of one area as the caller sees them now: each leads to its operate page, with its live
 * state, battery and how old its last report is (a silent robot turns stale, never looks current).
 * At most AREA_ROBOTS_MAX rows, so no paging.
 */
export const AreaRobotsTable = ({ robots }: { robots: readonly TAreaRobot[] }) => {
  const { t } = useTranslation('area');
  const types = useRobotTypes();
  const columns: TableColumnsType<TAreaRobot> = [
    {
      key: 'deviceNumber',
      title: t('shared:fields.deviceNumber'),
      width: 190,
      render: (_: unknown, r) => <Link to={operateHref(r.id)}>{r.deviceNumber}</Link>,
    },
    { key: 'alias', title: t('shared:fields.alias'), width: 120, render: (_: unknown, r) => r.alias ?? '—' },
    { key: 'type', title: t('shared:fields.robotType'), width: 110, render: (_: unknown, r) => types.name(r.robotType) },
    { key: 'state', title: t('detail.state'), width: 100, render: (_: unknown, r) => <FleetStateBadge state={r.state} /> },
    { key: 'battery', title: t('detail.battery'), width: 80, render: (_: unknown, r) => <Battery value={r.battery} /> },
    { key: 'lastReport', title: t('detail.lastReport'), width: 110, render: (_: unknown, r) => <ValueAge at={r.updatedAt} /> },
  ];
  return (
    <Table<TAreaRobot>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={[...robots]}
      pagination={false}
      locale={{ emptyText: <Empty description={t('detail.noRobots')} /> }}
    />
  );
};
