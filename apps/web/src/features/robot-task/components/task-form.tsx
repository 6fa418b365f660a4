import type { TTask } from '@fleet/contracts';
import { Button, Flex, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback';
import { applyFieldErrors } from '../../../lib/form-rules';
import { useCreateTask } from '../api/create-task';
import { useFindTaskMaps } from '../api/find-task-maps';
import { useUpdateTask } from '../api/update-task';
import { taskFormValues, toTaskBody, type TaskFormValues } from './task-form-values';
import { TaskFormBody } from './task-form-body';

interface Props {
  robotId: number;
  /** The task to edit; null creates one. */
  task: TTask | null;
  onDone: (task: TTask) => void;
  onCancel: () => void;
}

/**
 * Create or edit a task: the shared form body, then Cancel and Save. What the server refuses lands on
 * the fields it names; the values stay as typed.
 */
export const TaskForm = ({ robotId, task, onDone, onCancel }: Props) => {
  const { t } = useTranslation('robotTask');
  const [form] = Form.useForm<TaskFormValues>();
  const maps = useFindTaskMaps(robotId);
  const create = useCreateTask();
  const update = useUpdateTask();
  const submit = (v: TaskFormValues) => {
    const body = toTaskBody(robotId, v);
    const done = {
      onSuccess: (saved: TTask) => {
        void feedback().message.success(t('tasks.saved'));
        onDone(saved);
      },
      onError: (err: Error) => applyFieldErrors(form, err),
    };
    if (task) update.mutate({ id: task.id, ...body }, done);
    else create.mutate(body, done);
  };
  const title = task ? t('tasks.edit', { name: task.name }) : t('tasks.createTitle');
  return (
    <Form<TaskFormValues>
      form={form}
      name="task-form"
      layout="vertical"
      aria-label={title}
      initialValues={taskFormValues(task)}
      onFinish={submit}
    >
      <TaskFormBody maps={maps.data} />
      <Flex gap={8} justify="flex-end">
        <Button onClick={onCancel}>{t('common:cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={create.isPending || update.isPending}>
          {t('common:save')}
        </Button>
      </Flex>
    </Form>
  );
};
