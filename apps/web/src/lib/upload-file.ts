import { FILE_UPLOAD_TIMEOUT_MS, uploadFileRoute, type uploadHelpRoute } from '@fleet/contracts';
import { uploadRoute } from './request';

/**
 * Streams one file into the file store, reporting progress 0–1; the server decides its type from its
 * content. Shared by the resource files screen, every form that attaches pictures (work orders) and the
 * help editor, which sends to its own route (`webApi/uploadHelp`, spec §7) with the same form and timeout.
 */
export const uploadFile = ({
  file,
  onProgress,
  route = uploadFileRoute,
}: {
  file: File;
  onProgress: (fraction: number) => void;
  route?: typeof uploadFileRoute | typeof uploadHelpRoute;
}) => {
  const form = new FormData();
  form.append('file', file, file.name);
  return uploadRoute(route, form, { onProgress, timeoutMs: FILE_UPLOAD_TIMEOUT_MS });
};
