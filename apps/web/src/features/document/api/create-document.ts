import { createDocumentRoute, type TDocumentSaveBody } from '@fleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { documentKeys } from './keys';

export const createDocument = (body: TDocumentSaveBody) => callRoute(createDocumentRoute, { body });

export const useCreateDocument = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createDocument, onSuccess: () => qc.invalidateQueries({ queryKey: documentKeys.all }) });
};
