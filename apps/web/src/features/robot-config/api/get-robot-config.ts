import { getRobotConfigRoute } from '@fleet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { robotConfigKeys } from './keys';

export const getRobotConfig = (robotId: number) => callRoute(getRobotConfigRoute, { params: { robotId } });

/** Silent: the pages show "not reported yet" themselves instead of an error toast. */
export const getRobotConfigQuery = (robotId: number) =>
  queryOptions({ queryKey: robotConfigKeys.detail(robotId), queryFn: () => getRobotConfig(robotId), meta: { silent: true } });

export const useRobotConfig = (robotId: number) => useQuery(getRobotConfigQuery(robotId));
