import { findRobotMapsRoute } from '@fleet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { robotMapKeys } from './keys';

/** The maps the robot reported, without grids. */
export const findRobotMaps = (robotId: number) => callRoute(findRobotMapsRoute, { params: { id: robotId } });
export const findRobotMapsQuery = (robotId: number) =>
  queryOptions({ queryKey: robotMapKeys.list(robotId), queryFn: () => findRobotMaps(robotId) });
export const useFindRobotMaps = (robotId: number) => useQuery(findRobotMapsQuery(robotId));
