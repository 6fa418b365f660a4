import { createApiKeyRoute, type TApiKeySaveBody } from '@fleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { apiKeyKeys } from './keys';

/** Issues a key; the answer is the only place the secret (and the full `apiKey`) ever appears. */
export const createApiKey = (body: TApiKeySaveBody) => callRoute(createApiKeyRoute, { body });

export const useCreateApiKey = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    onSuccess: () => qc.invalidateQueries({ queryKey: apiKeyKeys.lists() }),
    // Not kept in the mutation cache: the secret must not outlive the modal that shows it.
    gcTime: 0,
  });
};
