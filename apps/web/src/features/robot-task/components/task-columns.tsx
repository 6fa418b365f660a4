import type { TTask } from '@fleet/contracts';
import { Switch, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
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
    ? [{
        title: t('fields.robot'), key: 'robot', fixed: 'left', width: 190,
        render: (_, r) => (
          <Link to={`/contentPage/robotOperate/operateContent/robotTask?robotId=${r.robotId}`} aria-label={t('manage.openRobot', { number: r.deviceNumber })}>
            {r.deviceNumber}
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>{r.robotAlias}</Typography.Text>
          </Link>
        ),
      }]
    : [];
  return [
    ...robot,
    { title: t('fields.name'), dataIndex: 'name', key: 'name', width: 160 },
    { title: t('fields.periodType'), key: 'periodType', width: 150, render: (_, r) => label('PeriodType', r.periodType) },
    { title: t('fields.date'), dataIndex: 'date', key: 'date', width: 110, render: (d: string | null) => d ?? '—' },
    { title: t('fields.execTime'), dataIndex: 'execTime', key: 'execTime', width: 90 },
    { title: t('fields.enabled'), key: 'enabled', width: 80, render: (_, r) => <EnableSwitch task={r} allowed={opts.rights.enable} /> },
    { title: t('fields.map'), key: 'map', width: 140, render: (_, r) => r.mapName ?? `${r.mapId} ${t('hints.mapGone')}` },
    { title: t('fields.path'), key: 'path', width: 120, render: (_, r) => r.pathName ?? r.pathId ?? '—' },
    { title: t('fields.cleanMode'), key: 'cleanMode', width: 120, render: (_, r) => label('CleanMode', r.cleanMode) },
    { title: t('fields.scene'), key: 'scene', width: 110, render: (_, r) => label('Scene', r.scene) },
    { title: t('fields.repeatTimes'), dataIndex: 'repeatTimes', key: 'repeatTimes', width: 90 },
    { title: t('fields.details'), dataIndex: 'details', key: 'details', width: 180, ellipsis: true, render: (d: string | null) => d ?? '—' },
    { title: t('fields.state'), key: 'state', width: 130, render: (_, r) => <Tag color={STATE_COLOURS[r.state]}>{label('TaskState', r.state)}</Tag> },
    { title: t('fields.creator'), dataIndex: 'creator', key: 'creator', width: 110, render: (c: string | null) => c ?? '—' },
    {
      title: t('common:actions'), key: 'actions', fixed: 'right', width: 250,
      render: (_, r) => <TaskActions task={r} rights={opts.rights} onEdit={opts.onEdit} />,
    },
  ];
};
