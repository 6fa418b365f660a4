import { createHelpArticleRoute, type THelpSaveBody } from '@fleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { helpKeys } from './keys';

export const createHelpArticle = (body: THelpSaveBody) => callRoute(createHelpArticleRoute, { body });

export const useCreateHelpArticle = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createHelpArticle, onSuccess: () => qc.invalidateQueries({ queryKey: helpKeys.all }) });
};
