import { getVisCoverageRoute } from '@fleet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { visualizationKeys } from './keys';

export const getVisCoverage = (robotId: number, runs: number) => callRoute(getVisCoverageRoute, { body: { robotId, runs } });

export const getVisCoverageQuery = (robotId: number, runs: number) =>
  queryOptions({ queryKey: visualizationKeys.coverage(robotId, runs), queryFn: () => getVisCoverage(robotId, runs) });
export const useGetVisCoverage = (robotId: number, runs: number) => useQuery(getVisCoverageQuery(robotId, runs));
