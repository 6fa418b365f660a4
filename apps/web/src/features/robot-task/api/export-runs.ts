import { exportRunsRoute, type TRunExportQuery } from '@fleet/contracts';
import { useMutation } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';

/** Every record of the range (robotOperate:export), which the page turns into a CSV file. */
export const exportRuns = (body: TRunExportQuery) => callRoute(exportRunsRoute, { body });
export const useExportRuns = () => useMutation({ mutationFn: exportRuns });
