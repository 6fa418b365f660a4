import { updateDocumentRoute, type TDocumentUpdateBody } from '@fleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { documentKeys } from './keys';

export const updateDocument = (body: TDocumentUpdateBody) => callRoute(updateDocumentRoute, { body });

/** A stale save shows the server's message (what happened, that the text is kept) and the editor's own hint. */
export const useUpdateDocument = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateDocument,
    onSuccess: () => qc.invalidateQueries({ queryKey: documentKeys.all }),
  });
};
