import { findRobotMapsRoute } from '@fleet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { robotTaskKeys } from './keys';

/**
 * The maps the robot reported (the maps module's route), for the map, path and landmark selects.
 * Only held maps are offered: a task or reservation on an archived map could never run.
 */
export const findTaskMaps = async (robotId: number) =>
  (await callRoute(findRobotMapsRoute, { params: { id: robotId } })).filter((m) => m.archivedAt === null);
export const findTaskMapsQuery = (robotId: number) =>
  queryOptions({ queryKey: robotTaskKeys.maps(robotId), queryFn: () => findTaskMaps(robotId) });
export const useFindTaskMaps = (robotId: number) => useQuery(findTaskMapsQuery(robotId));
