import { createOrgRoute } from '@fleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RouteBody } from '@fleet/contracts';
import { callRoute } from '../../../lib/request';
import { invalidateOrgs } from './invalidate';

export type TCreateOrgInput = RouteBody<typeof createOrgRoute>;
export const createOrg = (body: TCreateOrgInput) => callRoute(createOrgRoute, { body });

export const useCreateOrg = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createOrg, onSuccess: () => invalidateOrgs(qc) });
};
