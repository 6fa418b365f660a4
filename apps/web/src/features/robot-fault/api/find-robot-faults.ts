import { countRobotFaultsRoute, findRobotFaultsRoute, type TFaultFilters, type TFaultQuery } from '@fleet/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { robotFaultKeys } from './keys';

export const findRobotFaults = (body: TFaultQuery) => callRoute(findRobotFaultsRoute, { body });
export const countRobotFaults = (body: TFaultFilters) => callRoute(countRobotFaultsRoute, { body });

// Faults open and close while the page is open: never serve a cached page as current (live notices refresh it).
export const useRobotFaults = (q: TFaultQuery) =>
  useQuery({ queryKey: robotFaultKeys.list(q), queryFn: () => findRobotFaults(q), placeholderData: keepPreviousData, staleTime: 0 });
export const useRobotFaultCounts = (f: TFaultFilters) =>
  useQuery({ queryKey: robotFaultKeys.counts(f), queryFn: () => countRobotFaults(f), placeholderData: keepPreviousData, staleTime: 0 });
