import { getRobotMonitorRoute, type TMonitorWindow } from '@fleet/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { historyKeys } from './keys';

export const getRobotMonitor = (robotId: number, window: TMonitorWindow) =>
  callRoute(getRobotMonitorRoute, { params: { id: robotId }, body: { window } });

export const useRobotMonitor = (robotId: number, window: TMonitorWindow) =>
  useQuery({
    queryKey: historyKeys.monitor(robotId, window),
    queryFn: () => getRobotMonitor(robotId, window),
    placeholderData: keepPreviousData,
  });
