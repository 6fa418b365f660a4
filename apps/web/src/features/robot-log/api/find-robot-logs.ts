import { findRobotLogsRoute, type TRobotLogQuery } from '@fleet/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { logKeys } from './keys';

export const findRobotLogs = (robotId: number, q: TRobotLogQuery) => callRoute(findRobotLogsRoute, { params: { id: robotId }, body: q });

export const useRobotLogs = (robotId: number, q: TRobotLogQuery) =>
  useQuery({ queryKey: logKeys.list(robotId, q), queryFn: () => findRobotLogs(robotId, q), placeholderData: keepPreviousData });
