import { getGeographyRoute } from '@fleet/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLiveFleet } from '../../../lib/live';
import { writeFleetTick } from '../../../lib/live-cache';
import { callRoute } from '../../../lib/request';
import { monitorKeys } from './keys';

export const getGeography = () => callRoute(getGeographyRoute);

/**
 * Every robot in scope with its place, read once; the hub's compact fleet view then writes the robots
 * that changed into the cached answer (lib/live-cache.ts writeFleetTick), so the page never polls. The
 * compact view is open to robotMonitor:view alone, which the per-robot states are not.
 */
export const useGeography = () => {
  const qc = useQueryClient();
  useLiveFleet({}, (tick) => writeFleetTick(qc, tick, monitorKeys.geography()));
  return useQuery({ queryKey: monitorKeys.geography(), queryFn: getGeography, staleTime: Infinity, meta: { silent: true } });
};
