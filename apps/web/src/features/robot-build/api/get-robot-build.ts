import { getRobotBuildRoute } from '@fleet/contracts';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { robotBuildKeys } from './keys';

export const getRobotBuild = (id: number) => callRoute(getRobotBuildRoute, { params: { id } });

/** The robot of the component configuration tab: its product, installed components and consumables. */
export const useRobotBuild = (robotId: number) =>
  useQuery({ queryKey: robotBuildKeys.detail(robotId), queryFn: () => getRobotBuild(robotId) });
