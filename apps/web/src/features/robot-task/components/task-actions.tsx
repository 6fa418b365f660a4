import type { TTask } from '@fleet/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CommandOutcome } from '../../../components/command-outcome';
import { RowActions } from '../../../components/row-actions';
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
 * Start now, edit (drawer), delete and the editTask page, each behind its right, by the tables' rule
 * (components/row-actions: three links at most, then More). "Start now" for a robot that can only
 * refuse it (offline, locked, busy …) is disabled with the reason, by the operate screens' rule
 * (lib/robot-refusal.ts); the robot's live state is its detail entry, which the live hub patches.
 */
export const TaskActions = ({ task, rights, onEdit }: Props) => {
  const { t } = useTranslation('robotTask');
  const del = useDeleteTask();
  const start = useStartTask();
  const navigate = useNavigate();
  const { data: robot } = useQuery({ ...getRobotQuery(task.robotId), enabled: rights.start });
  const [commandId, setCommandId] = useState<string | null>(null);
  const refusal = robot ? robotRefusal('start', robot) : null;
  return (
    <RowActions
      subject={task.name}
      actions={[
        rights.start && {
          key: 'start',
          label: t('actions.start'),
          disabledReason: refusal ? t(`robot:refusals.${refusal}`) : undefined,
          confirm: {
            title: t('confirm.startTitle', { name: task.name }),
            text: t('confirm.startText'),
            okText: t('actions.start'),
            loading: start.isPending,
            onConfirm: () => start.mutateAsync(task.id).then((cmd) => setCommandId(cmd.commandId)),
          },
        },
        rights.edit && { key: 'edit', label: t('actions.edit'), onClick: () => onEdit(task) },
        rights.delete && {
          key: 'delete',
          label: t('actions.delete'),
          danger: true,
          confirm: {
            title: t('confirm.deleteTitle', { name: task.name }),
            text: t('confirm.deleteText'),
            okText: t('actions.delete'),
            loading: del.isPending,
            onConfirm: () => del.mutateAsync(task).then(() => void feedback().message.success(t('tasks.deleted'))),
          },
        },
        // The drawer is the usual way; the page is for a longer edit.
        rights.edit && {
          key: 'editor',
          label: t('tasks.openEditor'),
          onClick: () => void navigate(`/contentPage/editTask?robotId=${task.robotId}&taskId=${task.id}`),
        },
      ]}
    >
      {/* Kept once the robot is busy with it (the button then says why it cannot start again). */}
      {commandId && <CommandOutcome commandId={commandId} />}
    </RowActions>
  );
};
