import { exportFilesRoute, type TFileFilters } from '@fleet/contracts';
import { useMutation } from '@tanstack/react-query';
import { downloadRoute } from '../../../lib/request';

/** Saves every file the filters match as CSV, streamed by the server in the UI language; resolves with the file name. */
export const useExportFiles = () => useMutation({ mutationFn: (body: TFileFilters) => downloadRoute(exportFilesRoute, { body }) });
