import { deleteRoleRoute } from '@fleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { roleKeys } from './keys';

/** Refused while users hold the role (ROLE_IN_USE, shown by the global handler). */
export const deleteRole = (id: number) => callRoute(deleteRoleRoute, { params: { id } });

export const useDeleteRole = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: deleteRole, onSuccess: () => qc.invalidateQueries({ queryKey: roleKeys.all }) });
};
