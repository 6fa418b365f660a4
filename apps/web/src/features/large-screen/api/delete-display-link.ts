import { deleteDisplayLinkRoute } from '@fleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { largeScreenKeys } from './keys';

export const deleteDisplayLink = (id: number) => callRoute(deleteDisplayLinkRoute, { params: { id } });

export const useDeleteDisplayLink = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: deleteDisplayLink, onSuccess: () => qc.invalidateQueries({ queryKey: largeScreenKeys.links() }) });
};
