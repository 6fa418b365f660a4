import { acknowledgeRobotFaultRoute, exportRobotFaultsRoute, resolveRobotFaultRoute, type TFaultFilters } from '@fleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute, downloadRoute } from '../../../lib/request';
import { robotFaultKeys } from './keys';

export type FaultAction = 'acknowledge' | 'resolve';
const ROUTES = { acknowledge: acknowledgeRobotFaultRoute, resolve: resolveRobotFaultRoute } as const;

/** Acknowledges or resolves one fault with its note; the lists and counts are read again after. */
export const useHandleRobotFault = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ action, id, note }: { action: FaultAction; id: number; note?: string }) =>
      callRoute(ROUTES[action], { params: { id }, body: { note: note ?? '' } }),
    onSettled: () => qc.invalidateQueries({ queryKey: robotFaultKeys.all }),
  });
};

/** Saves the filtered faults as CSV (in the UI language, at most 10,000 rows); resolves with the file name. */
export const useExportRobotFaults = () =>
  useMutation({ mutationFn: (body: TFaultFilters) => downloadRoute(exportRobotFaultsRoute, { body }) });
