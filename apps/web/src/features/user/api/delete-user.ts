import { deleteUserRoute } from '@fleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { userKeys } from './keys';

export const deleteUser = (id: number) => callRoute(deleteUserRoute, { params: { id } });

export const useDeleteUser = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: deleteUser, onSuccess: () => qc.invalidateQueries({ queryKey: userKeys.all }) });
};
