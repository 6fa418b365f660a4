import { findWorkOrderRobotsRoute } from '@fleet/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { workOrderKeys } from './keys';

/** The work-order form's robot picker: robots the caller sees, searched on the server by number or name. */
export const useWorkOrderRobots = (keyword: string) =>
  useQuery({
    queryKey: workOrderKeys.robots(keyword),
    queryFn: () => callRoute(findWorkOrderRobotsRoute, { body: keyword ? { keyword } : {} }),
    placeholderData: keepPreviousData,
  });
