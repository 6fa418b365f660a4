import { findRobotMapsRoute, getRobotMapRoute } from '@fleet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { robotDataKeys } from '../../../lib/robot-api';

/**
 * The active map with its grid, for the overview's thumbnail; null while the robot has not reported
 * one or its grid has not arrived. Under the `maps` data topic, so a switch or an upload refreshes it.
 */
export const getOverviewMap = async (robotId: number) => {
  const maps = await callRoute(findRobotMapsRoute, { params: { id: robotId } });
  const active = maps.find((m) => m.active && m.hasGrid);
  return active ? callRoute(getRobotMapRoute, { params: { id: robotId, mapId: active.mapId } }) : null;
};
export const getOverviewMapQuery = (robotId: number) =>
  queryOptions({
    queryKey: [...robotDataKeys.topic('maps', robotId), 'overview'],
    queryFn: () => getOverviewMap(robotId),
    meta: { silent: true },
  });
export const useGetOverviewMap = (robotId: number) => useQuery(getOverviewMapQuery(robotId));
