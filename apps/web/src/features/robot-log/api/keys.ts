import type { TRobotLogQuery } from '@fleet/contracts';
import { robotDataKeys } from '../../../lib/robot-api';

/** Under the robot's 'logs' data key: the hub's notice when an upload arrived reloads the list. */
export const logKeys = {
  all: (robotId: number) => robotDataKeys.topic('logs', robotId),
  list: (robotId: number, q: TRobotLogQuery) => [...logKeys.all(robotId), 'list', q] as const,
};
