import { deleteOrgRoute } from '@fleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { invalidateOrgs } from './invalidate';

/** Refused by the server with a readable msg while children, users or roles remain (shown globally). */
export const deleteOrg = (id: number) => callRoute(deleteOrgRoute, { params: { id } });

export const useDeleteOrg = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: deleteOrg, onSuccess: () => invalidateOrgs(qc) });
};
