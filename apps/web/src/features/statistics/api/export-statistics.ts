import { exportStatisticsRoute, type TStatisticsExportQuery } from '@fleet/contracts';
import { useMutation } from '@tanstack/react-query';
import { downloadRoute } from '../../../lib/request';

/** Saves the statistics as CSV, written by the server in the UI language with units; resolves with the file name. */
export const exportStatistics = (body: TStatisticsExportQuery) => downloadRoute(exportStatisticsRoute, { body });

export const useExportStatistics = () => useMutation({ mutationFn: exportStatistics });
