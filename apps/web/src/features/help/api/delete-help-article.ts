import { deleteHelpArticleRoute } from '@fleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { helpKeys } from './keys';

export const deleteHelpArticle = (id: number) => callRoute(deleteHelpArticleRoute, { params: { id } });

export const useDeleteHelpArticle = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: deleteHelpArticle, onSuccess: () => qc.invalidateQueries({ queryKey: helpKeys.all }) });
};
