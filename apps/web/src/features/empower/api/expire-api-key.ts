import { expireApiKeyRoute } from '@fleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { apiKeyKeys } from './keys';

/** Ends the key's window now: access stops at once and the key can never be used again. */
export const expireApiKey = (id: number) => callRoute(expireApiKeyRoute, { params: { id } });

export const useExpireApiKey = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: expireApiKey, onSuccess: () => qc.invalidateQueries({ queryKey: apiKeyKeys.lists() }) });
};
