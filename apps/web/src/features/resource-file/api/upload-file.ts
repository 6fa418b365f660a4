import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadFile } from '../../../lib/upload-file';
import { fileKeys } from './keys';

export const useUploadFile = () => {
  const qc = useQueryClient();
  // The list shows the refusal inline (type, size) next to the bar, not as a second global message.
  return useMutation({ mutationFn: uploadFile, meta: { silent: true }, onSettled: () => qc.invalidateQueries({ queryKey: fileKeys.all }) });
};
