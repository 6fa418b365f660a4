import { deleteDocumentRoute } from '@fleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { documentKeys } from './keys';

export const deleteDocument = (id: number) => callRoute(deleteDocumentRoute, { params: { id } });

export const useDeleteDocument = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: deleteDocument, onSuccess: () => qc.invalidateQueries({ queryKey: documentKeys.all }) });
};
