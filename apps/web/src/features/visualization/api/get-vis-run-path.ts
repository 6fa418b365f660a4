import { getVisRunPathRoute } from '@fleet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { visualizationKeys } from './keys';

export const getVisRunPath = (robotId: number, runId: number) => callRoute(getVisRunPathRoute, { body: { robotId, runId } });

export const getVisRunPathQuery = (robotId: number, runId: number | null) =>
  queryOptions({
    queryKey: visualizationKeys.runPath(robotId, runId ?? 0),
    queryFn: () => getVisRunPath(robotId, runId!),
    enabled: runId !== null,
  });
export const useGetVisRunPath = (robotId: number, runId: number | null) => useQuery(getVisRunPathQuery(robotId, runId));
