import { revokeDisplayLinkRoute } from '@fleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { largeScreenKeys } from './keys';

/** Revokes a link: the display using it stops at its next request. */
export const revokeDisplayLink = (id: number) => callRoute(revokeDisplayLinkRoute, { params: { id } });

export const useRevokeDisplayLink = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: revokeDisplayLink, onSuccess: () => qc.invalidateQueries({ queryKey: largeScreenKeys.links() }) });
};
