import type { TTask } from '@fleet/contracts';
import { ExportOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space, Tooltip } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CommandOutcome } from '../../../components/command-outcome';
import { feedback } from '../../../lib/feedback';
import { getRobotQuery } from '../../../lib/robot-api';
import { robotRefusal } from '../../../lib/robot-refusal';
import { useDeleteTask } from '../api/delete-task';
import { useStartTask } from '../api/start-task';
import type { TaskRights } from './task-rights';

interface Props {
  task: TTask;
  rights: TaskRights;
  onEdit: (task: TTask) => void;
}

/**
 * "Start now" for a robot that can only refuse it (offline, locked, busy …) is disabled with the reason
 * on hover, by the operate screens' rule (lib/robot-refusal.ts). The robot's live state is its detail
 * entry, which the live hub patches: loaded once per robot, and the robotTask tab has it already.
 */
const StartAction = ({ task }: { task: TTask }) => {
  const { t } = useTranslation('robotTask');
  const start = useStartTask();
  const { data: robot } = useQuery(getRobotQuery(task.robotId));
  const [commandId, setCommandId] = useState<string | null>(null);
  const label = t('actions.start');
  const refusal = robot ? robotRefusal('start', robot) : null;
  const why = refusal && t(`robot:refusals.${refusal}`);
  return (
    <>
      {why ? (
        <Tooltip title={why}>
          {/* A disabled button gets no pointer events: the span takes the hover. */}
          <span>
            <Button type="link" size="small" disabled aria-label={`${label} ${task.name}: ${why}`}>
              {label}
            </Button>
          </span>
        </Tooltip>
      ) : (
        <Popconfirm
          title={t('confirm.startTitle', { name: task.name })}
          description={t('confirm.startText')}
          okText={label}
          okButtonProps={{ loading: start.isPending }}
          onConfirm={() =>
            start.mutateAsync(task.id).then(
              (cmd) => setCommandId(cmd.commandId),
              () => undefined,
            )
          }
        >
          <Button type="link" size="small" aria-label={`${label} ${task.name}`}>
            {label}
          </Button>
        </Popconfirm>
      )}
      {/* Kept once the robot is busy with it (the button then says why it cannot start again). */}
      {commandId && <CommandOutcome commandId={commandId} />}
    </>
  );
};

/** Edit (drawer or the editTask page), start now and delete, each behind its right and a confirmation where it acts. */
export const TaskActions = ({ task, rights, onEdit }: Props) => {
  const { t } = useTranslation('robotTask');
  const del = useDeleteTask();
  return (
    <Space size={4} wrap>
      {rights.edit && (
        <Button type="link" size="small" onClick={() => onEdit(task)} aria-label={`${t('actions.edit')} ${task.name}`}>
          {t('actions.edit')}
        </Button>
      )}
      {rights.edit && (
        // An icon: the drawer is the usual way, the page is for a longer edit; a fixed column stays narrow.
        <Tooltip title={t('tasks.openEditor')}>
          <Link
            to={`/contentPage/editTask?robotId=${task.robotId}&taskId=${task.id}`}
            aria-label={`${t('tasks.openEditor')} ${task.name}`}
            style={{ padding: '0 7px' }}
          >
            <ExportOutlined />
          </Link>
        </Tooltip>
      )}
      {rights.start && <StartAction task={task} />}
      {rights.delete && (
        <Popconfirm
          title={t('confirm.deleteTitle', { name: task.name })}
          description={t('confirm.deleteText')}
          okText={t('actions.delete')}
          okButtonProps={{ danger: true, loading: del.isPending }}
          onConfirm={() =>
            del.mutateAsync(task).then(
              () => void feedback().message.success(t('tasks.deleted')),
              () => undefined,
            )
          }
        >
          <Button type="link" size="small" danger aria-label={`${t('actions.delete')} ${task.name}`}>
            {t('actions.delete')}
          </Button>
        </Popconfirm>
      )}
    </Space>
  );
};
