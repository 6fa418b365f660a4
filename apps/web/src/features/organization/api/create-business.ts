import { createBusinessRoute, type TCreateBusinessBody } from '@fleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { invalidateOrgs } from './invalidate';

/** A level-1 organisation under the platform, with its administrator role and first administrator. */
export const createBusiness = (body: TCreateBusinessBody) => callRoute(createBusinessRoute, { body });

export const useCreateBusiness = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createBusiness, onSuccess: () => invalidateOrgs(qc) });
};
