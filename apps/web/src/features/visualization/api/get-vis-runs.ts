import { getVisRunsRoute } from '@fleet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { visualizationKeys } from './keys';

export const getVisRuns = (robotId: number) => callRoute(getVisRunsRoute, { body: { robotId } });

export const getVisRunsQuery = (robotId: number | null) =>
  queryOptions({
    queryKey: visualizationKeys.runs(robotId ?? 0),
    queryFn: () => getVisRuns(robotId!),
    enabled: robotId !== null,
  });
export const useGetVisRuns = (robotId: number | null) => useQuery(getVisRunsQuery(robotId));
