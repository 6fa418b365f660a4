import { restoreDocumentVersionRoute, type TDocumentRestoreBody } from '@fleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { documentKeys } from './keys';

export const restoreDocumentVersion = (body: TDocumentRestoreBody) => callRoute(restoreDocumentVersionRoute, { body });

export const useRestoreDocumentVersion = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: restoreDocumentVersion, onSuccess: () => qc.invalidateQueries({ queryKey: documentKeys.all }) });
};
