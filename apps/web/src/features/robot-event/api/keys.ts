import type { TRobotEventQuery } from '@fleet/contracts';
import { robotDataKeys } from '../../../lib/robot-api';

/** Under the robot's 'events' data key: the hub's notice after new events were stored reloads them. */
export const eventKeys = {
  all: (robotId: number) => robotDataKeys.topic('events', robotId),
  list: (robotId: number, q: TRobotEventQuery) => [...eventKeys.all(robotId), 'list', q] as const,
  types: (robotId: number) => [...eventKeys.all(robotId), 'types'] as const,
  image: (eventId: number) => ['robotEventImage', eventId] as const,
  /** Under 'rejections': the hub's notice after the gateway recorded refused messages reloads them. */
  rejections: (robotId: number) => robotDataKeys.topic('rejections', robotId),
};
