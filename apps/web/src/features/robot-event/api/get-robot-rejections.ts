import { getRobotRejectionsRoute } from '@fleet/contracts';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { eventKeys } from './keys';

export const getRobotRejections = (robotId: number) => callRoute(getRobotRejectionsRoute, { params: { robotId } });

export const useRobotRejections = (robotId: number) =>
  useQuery({ queryKey: eventKeys.rejections(robotId), queryFn: () => getRobotRejections(robotId) });
