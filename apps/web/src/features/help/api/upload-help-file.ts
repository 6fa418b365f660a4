import { uploadHelpRoute } from '@fleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadFile } from '../../../lib/upload-file';

/** An image or video for an article (`webApi/uploadHelp`); it lands among the resource files too. */
export const useUploadHelpFile = () => {
  const qc = useQueryClient();
  // The modal shows a refusal next to the bar, saying why (type, size), not as a second global message.
  return useMutation({
    mutationFn: (v: { file: File; onProgress: (fraction: number) => void }) => uploadFile({ ...v, route: uploadHelpRoute }),
    meta: { silent: true },
    onSettled: () => qc.invalidateQueries({ queryKey: ['resourceFile'] }),
  });
};
