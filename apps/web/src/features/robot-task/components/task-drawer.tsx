import type { TTask } from '@fleet/contracts';
import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { TaskForm } from './task-form';

interface Props {
  robotId: number;
  /** undefined: closed; null: a new task; a task: edit it. */
  task: TTask | null | undefined;
  onClose: () => void;
}

/** The tasks tab's create/edit drawer around the shared task form. */
export const TaskDrawer = ({ robotId, task, onClose }: Props) => {
  const { t } = useTranslation('robotTask');
  if (task === undefined) return null;
  return (
    <Drawer open onClose={onClose} title={task ? t('tasks.edit', { name: task.name }) : t('tasks.createTitle')} size={520} destroyOnHidden>
      <TaskForm robotId={robotId} task={task} onDone={onClose} onCancel={onClose} />
    </Drawer>
  );
};
