import { disableApiKeyRoute } from '@fleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { apiKeyKeys } from './keys';

/** Switches a key off: the partner's access stops at once. */
export const disableApiKey = (id: number) => callRoute(disableApiKeyRoute, { params: { id } });

export const useDisableApiKey = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: disableApiKey, onSuccess: () => qc.invalidateQueries({ queryKey: apiKeyKeys.lists() }) });
};
