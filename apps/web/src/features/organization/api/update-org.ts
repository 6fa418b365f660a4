import { updateOrgRoute, type RouteBody } from '@fleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { invalidateOrgs } from './invalidate';

export type TUpdateOrgInput = RouteBody<typeof updateOrgRoute>;
export const updateOrg = (body: TUpdateOrgInput) => callRoute(updateOrgRoute, { body });

export const useUpdateOrg = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: updateOrg, onSuccess: () => invalidateOrgs(qc) });
};
