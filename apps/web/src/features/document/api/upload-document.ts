import { FILE_UPLOAD_TIMEOUT_MS, uploadDocumentRoute, type TDocumentKind } from '@fleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadRoute } from '../../../lib/request';
import { documentKeys } from './keys';

/** A new document from a `.md` file; the server decides by the bytes that it is UTF-8 text. */
export const uploadDocument = ({ kind, file }: { kind: TDocumentKind; file: File }) => {
  const form = new FormData();
  form.append('file', file, file.name);
  return uploadRoute(uploadDocumentRoute, form, { query: { kind }, timeoutMs: FILE_UPLOAD_TIMEOUT_MS });
};

/** The list says what went wrong in its own words (with the file name), so the global message stays quiet. */
export const useUploadDocument = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: uploadDocument,
    onSuccess: () => qc.invalidateQueries({ queryKey: documentKeys.all }),
    meta: { silent: true },
  });
};
