import { getRobotMapRoute } from '@fleet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { robotMapKeys } from './keys';

/** One map with its grid; MAP_NOT_UPLOADED until the robot has sent it (the page says so, no toast). */
export const getRobotMap = (robotId: number, mapId: string) => callRoute(getRobotMapRoute, { params: { id: robotId, mapId } });
export const getRobotMapQuery = (robotId: number, mapId: string) =>
  queryOptions({ queryKey: robotMapKeys.detail(robotId, mapId), queryFn: () => getRobotMap(robotId, mapId), meta: { silent: true } });
export const useGetRobotMap = (robotId: number, mapId: string | null) =>
  useQuery({ ...getRobotMapQuery(robotId, mapId ?? ''), enabled: mapId !== null });
