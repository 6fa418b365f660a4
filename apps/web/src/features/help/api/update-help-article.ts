import { updateHelpArticleRoute, type THelpUpdateBody } from '@fleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { helpKeys } from './keys';

export const updateHelpArticle = (body: THelpUpdateBody) => callRoute(updateHelpArticleRoute, { body });

export const useUpdateHelpArticle = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: updateHelpArticle, onSuccess: () => qc.invalidateQueries({ queryKey: helpKeys.all }) });
};
