import { updateTaskRoute, type TTaskUpdateBody } from '@fleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { invalidateTasks } from './keys';

/** Replaces a task (the server answers "no changes" when nothing changed). */
export const updateTask = (body: TTaskUpdateBody) => callRoute(updateTaskRoute, { body });

export const useUpdateTask = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: updateTask, onSuccess: (t) => invalidateTasks(qc, t.robotId) });
};
