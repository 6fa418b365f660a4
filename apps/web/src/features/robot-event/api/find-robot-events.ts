import { findRobotEventsRoute, type TRobotEventQuery } from '@fleet/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { eventKeys } from './keys';

export const findRobotEvents = (robotId: number, q: TRobotEventQuery) =>
  callRoute(findRobotEventsRoute, { params: { id: robotId }, body: q });

export const useRobotEvents = (robotId: number, q: TRobotEventQuery) =>
  useQuery({ queryKey: eventKeys.list(robotId, q), queryFn: () => findRobotEvents(robotId, q), placeholderData: keepPreviousData });
