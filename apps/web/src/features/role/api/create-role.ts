import { createRoleRoute, type TRoleSaveBody } from '@fleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { roleKeys } from './keys';

/** The server refuses codes the caller does not hold (GRANT_NOT_HELD). */
export const createRole = (body: TRoleSaveBody) => callRoute(createRoleRoute, { body });

export const useCreateRole = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createRole, onSuccess: () => qc.invalidateQueries({ queryKey: roleKeys.all }) });
};
