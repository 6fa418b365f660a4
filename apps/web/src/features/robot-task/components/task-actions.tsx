import type { TTask } from '@fleet/contracts';
import { ExportOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CommandOutcome } from '../../../components/command-outcome';
import { feedback } from '../../../lib/feedback';
import { useDeleteTask } from '../api/delete-task';
import { useStartTask } from '../api/start-task';
import type { TaskRights } from './task-rights';

interface Props {
  task: TTask;
  rights: TaskRights;
  onEdit: (task: TTask) => void;
}

/** Edit (drawer or the editTask page), start now and delete, each behind its right and a confirmation where it acts. */
export const TaskActions = ({ task, rights, onEdit }: Props) => {
  const { t } = useTranslation('robotTask');
  const del = useDeleteTask();
  const start = useStartTask();
  const [commandId, setCommandId] = useState<string | null>(null);
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
          <Link to={`/contentPage/editTask?robotId=${task.robotId}&taskId=${task.id}`} aria-label={`${t('tasks.openEditor')} ${task.name}`} style={{ padding: '0 7px' }}>
            <ExportOutlined />
          </Link>
        </Tooltip>
      )}
      {rights.start && (
        <Popconfirm
          title={t('confirm.startTitle', { name: task.name })}
          description={t('confirm.startText')}
          okText={t('actions.start')}
          okButtonProps={{ loading: start.isPending }}
          onConfirm={() => start.mutateAsync(task.id).then((cmd) => setCommandId(cmd.commandId), () => undefined)}
        >
          <Button type="link" size="small" aria-label={`${t('actions.start')} ${task.name}`}>
            {t('actions.start')}
          </Button>
        </Popconfirm>
      )}
      {rights.delete && (
        <Popconfirm
          title={t('confirm.deleteTitle', { name: task.name })}
          description={t('confirm.deleteText')}
          okText={t('actions.delete')}
          okButtonProps={{ danger: true, loading: del.isPending }}
          onConfirm={() => del.mutateAsync(task).then(() => void feedback().message.success(t('tasks.deleted')), () => undefined)}
        >
          <Button type="link" size="small" danger aria-label={`${t('actions.delete')} ${task.name}`}>
            {t('actions.delete')}
          </Button>
        </Popconfirm>
      )}
      {commandId && <CommandOutcome commandId={commandId} />}
    </Space>
  );
};
