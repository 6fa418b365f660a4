import { createDisplayLinkRoute, type TDisplayLinkCreateBody } from '@fleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { largeScreenKeys } from './keys';

/** Creates a link; the answer is the only place its token ever appears. */
export const createDisplayLink = (body: TDisplayLinkCreateBody) => callRoute(createDisplayLinkRoute, { body });

export const useCreateDisplayLink = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createDisplayLink,
    onSuccess: () => qc.invalidateQueries({ queryKey: largeScreenKeys.links() }),
    // Not kept in the mutation cache: the token must not outlive the dialog that shows it.
    gcTime: 0,
  });
};
