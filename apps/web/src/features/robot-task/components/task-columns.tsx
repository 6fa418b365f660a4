import type { TTask } from '@fleet/contracts';
import { Switch, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CellStack } from '../../../components/cell-stack';
import { useSwitchTask } from '../api/switch-task';
import { TaskActions } from './task-actions';
import type { TaskRights } from './task-rights';

const STATE_COLOURS: Record<number, string> = { 0: 'blue', 1: 'green', 2: 'default' };

const EnableSwitch = ({ task, allowed }: { task: TTask; allowed: boolean }) => {
  const { t } = useTranslation('robotTask');
  const toggle = useSwitchTask();
  return (
    <Switch
      size="small"
      checked={task.enabled}
      disabled={!allowed}
      loading={toggle.isPending}
      aria-label={t('actions.enable', { name: task.name })}
      onChange={(enabled) => toggle.mutate({ task, enabled })}
    />
  );
};

/** The columns of spec §3 for a task table; taskManage adds the robot, linking to its tasks tab. */
export const useTaskColumns = (opts: { rights: TaskRights; onEdit: (t: TTask) => void; withRobot?: boolean }): TableColumnsType<TTask> => {
  const { t } = useTranslation('robotTask');
  const label = (name: string, v: string | number) => t(`shared:enums.${name}.${v}`);
  const robot: TableColumnsType<TTask> = opts.withRobot
    ? [
        {
          title: t('fields.robot'),
          key: 'robot',
          fixed: 'left',
          width: 160,
          render: (_, r) => (
            <Link
              to={`/contentPage/robotOperate/operateContent/robotTask?robotId=${r.robotId}`}
              aria-label={t('manage.openRobot', { number: r.deviceNumber })}
            >
              {r.deviceNumber}
              <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                {r.robotAlias}
              </Typography.Text>
            </Link>
          ),
        },
      ]
    : [];
  const title = (...keys: string[]) => keys.map((k) => t(`fields.${k}`)).join(' / ');
  const secondary = (v: React.ReactNode) => <Typography.Text type="secondary">{v}</Typography.Text>;
  // Values that belong together share a column, one under the other: fourteen fields fit a 1400 px screen.
  return [
    ...robot,
    {
      title: title('name', 'details'),
      key: 'name',
      width: 150,
      render: (_, r) => (
        <CellStack>
          {r.name}
          {r.details && (
            <Typography.Paragraph type="secondary" ellipsis={{ rows: 2, tooltip: r.details }} style={{ margin: 0 }}>
              {r.details}
            </Typography.Paragraph>
          )}
        </CellStack>
      ),
    },
    {
      title: title('periodType', 'date', 'execTime'),
      key: 'periodType',
      width: 130,
      render: (_, r) => (
        <CellStack>
          {label('PeriodType', r.periodType)}
          {secondary(`${r.date ?? '—'} · ${r.execTime}`)}
        </CellStack>
      ),
    },
    {
      title: title('map', 'path'),
      key: 'map',
      width: 140,
      render: (_, r) => (
        <CellStack>
          {r.mapName ?? `${r.mapId} ${t('hints.mapGone')}`}
          {secondary(r.pathName ?? r.pathId ?? '—')}
        </CellStack>
      ),
    },
    {
      title: title('cleanMode', 'scene', 'repeatTimes'),
      key: 'cleanMode',
      width: 130,
      render: (_, r) => (
        <CellStack>
          {label('CleanMode', r.cleanMode)}
          {secondary(`${label('Scene', r.scene)} · ×${r.repeatTimes}`)}
        </CellStack>
      ),
    },
    {
      title: title('state', 'enabled'),
      key: 'state',
      width: 110,
      render: (_, r) => (
        <CellStack>
          <Tag color={STATE_COLOURS[r.state]}>{label('TaskState', r.state)}</Tag>
          <EnableSwitch task={r} allowed={opts.rights.enable} />
        </CellStack>
      ),
    },
    { title: t('fields.creator'), dataIndex: 'creator', key: 'creator', width: 100, render: (c: string | null) => c ?? '—' },
    {
      title: t('common:actions'),
      key: 'actions',
      fixed: 'right',
      width: 170,
      render: (_, r) => <TaskActions task={r} rights={opts.rights} onEdit={opts.onEdit} />,
    },
  ];
};
