import { listRobotEventTypesRoute } from '@fleet/contracts';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { eventKeys } from './keys';

export const listRobotEventTypes = (robotId: number) => callRoute(listRobotEventTypesRoute, { params: { id: robotId } });

export const useRobotEventTypes = (robotId: number) =>
  useQuery({ queryKey: eventKeys.types(robotId), queryFn: () => listRobotEventTypes(robotId) });
