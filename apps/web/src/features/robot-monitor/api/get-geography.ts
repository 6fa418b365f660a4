import { getGeographyRoute } from '@fleet/contracts';
import { useQuery } from '@tanstack/react-query';
import { useLiveRobots } from '../../../lib/live';
import { callRoute } from '../../../lib/request';
import { monitorKeys } from './keys';

export const getGeography = () => callRoute(getGeographyRoute);

/**
 * Every robot in scope with its place, read once; the fleet subscription then writes changed robots
 * into the cached answer (lib/live-cache.ts patchGeography), so the page never polls.
 */
export const useGeography = () => {
  useLiveRobots('fleet');
  return useQuery({ queryKey: monitorKeys.geography(), queryFn: getGeography, staleTime: Infinity, meta: { silent: true } });
};
