import { updateRoleRoute, type TRoleUpdateBody } from '@fleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { roleKeys } from './keys';

/** Applies to the role's holders at their next request. */
export const updateRole = (body: TRoleUpdateBody) => callRoute(updateRoleRoute, { body });

export const useUpdateRole = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: updateRole, onSuccess: () => qc.invalidateQueries({ queryKey: roleKeys.all }) });
};
