import type { TAreaRobot } from '@fleet/contracts';
import { Empty, Table, Typography, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { operateHref } from '../lib/operate-robot';
import { useRobotTypes } from '../lib/robot-types';
import { Battery } from './battery';
import { FleetStateBadge } from './fleet-state';
import { ValueAge } from './value-age';

interface Props {
  /** The heading over the table ("Robots cleaning this area"). */
  title: string;
  robots: readonly TAreaRobot[];
  /** What the empty table says, in the place's words (what to do to add robots). */
  emptyText: ReactNode;
  /** A last column of what the user may do with each robot (a landmark's "Switch landmark"). */
  actions?: { title: string; width: number; render: (r: TAreaRobot) => ReactNode };
}

/**
 * The robots of one place (an area, a landmark) as the caller sees them now: each leads to its operate
 * page, with its live state, battery and how old its last report is (a silent robot turns stale, never
 * looks current). A place's robots are few (an area holds AREA_ROBOTS_MAX at most), so no paging.
 */
export const LiveRobotsTable = ({ title, robots, emptyText, actions }: Props) => {
  const { t } = useTranslation('robot');
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
    { key: 'state', title: t('fields.fleetState'), width: 100, render: (_: unknown, r) => <FleetStateBadge state={r.state} /> },
    { key: 'battery', title: t('fields.battery'), width: 80, render: (_: unknown, r) => <Battery value={r.battery} /> },
    { key: 'lastReport', title: t('fields.lastReport'), width: 110, render: (_: unknown, r) => <ValueAge at={r.updatedAt} /> },
    ...(actions
      ? [{ key: 'actions', title: actions.title, width: actions.width, render: (_: unknown, r: TAreaRobot) => actions.render(r) }]
      : []),
  ];
  // A fragment: heading and table are two items of the drawer's column, spaced like its other parts.
  return (
    <>
      <Typography.Title level={5} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      <Table<TAreaRobot>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={[...robots]}
        pagination={false}
        locale={{ emptyText: <Empty description={emptyText} /> }}
      />
    </>
  );
};
