import { switchTaskRoute, type TTask } from '@fleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { invalidateTasks } from './keys';

/** Turns a task's schedule on or off. */
export const switchTask = (id: number, enabled: boolean) => callRoute(switchTaskRoute, { body: { id, enabled } });

export const useSwitchTask = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ task, enabled }: { task: TTask; enabled: boolean }) => switchTask(task.id, enabled),
    onSettled: (_d, _e, v) => invalidateTasks(qc, v.task.robotId),
  });
};
