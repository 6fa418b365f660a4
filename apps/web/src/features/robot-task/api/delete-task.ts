import { deleteTaskRoute, type TTask } from '@fleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { invalidateTasks } from './keys';

export const deleteTask = (id: number) => callRoute(deleteTaskRoute, { params: { id } });

export const useDeleteTask = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (t: TTask) => deleteTask(t.id), onSuccess: (_d, t) => invalidateTasks(qc, t.robotId) });
};
