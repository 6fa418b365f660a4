import { exportOperationLogRoute, type TOperationLogQuery } from '@fleet/contracts';
import { useMutation } from '@tanstack/react-query';
import { downloadRoute } from '../../../lib/request';

/** Saves the filtered log as CSV (in the UI language, at most 10,000 rows); resolves with the file name. */
export const exportOperationLog = (body: TOperationLogQuery) => downloadRoute(exportOperationLogRoute, { body });

export const useExportOperationLog = () => useMutation({ mutationFn: exportOperationLog });
