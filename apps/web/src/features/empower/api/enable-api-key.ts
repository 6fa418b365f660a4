import { enableApiKeyRoute } from '@fleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { apiKeyKeys } from './keys';

/** Switches a key on; it works again inside its window. */
export const enableApiKey = (id: number) => callRoute(enableApiKeyRoute, { params: { id } });

export const useEnableApiKey = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: enableApiKey, onSuccess: () => qc.invalidateQueries({ queryKey: apiKeyKeys.lists() }) });
};
