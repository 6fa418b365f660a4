import { createTaskRoute, type TTaskCreateBody } from '@fleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { invalidateTasks } from './keys';

/** Creates a task; the server sends the robot its new schedule. */
export const createTask = (body: TTaskCreateBody) => callRoute(createTaskRoute, { body });

export const useCreateTask = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createTask, onSuccess: (t) => invalidateTasks(qc, t.robotId) });
};
