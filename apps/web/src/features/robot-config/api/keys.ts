import { robotDataKeys } from '../../../lib/robot-api';

/**
 * Under the robot's `config` data topic, so the live hub's notice (a new `up/config`) reloads the
 * pages without polling.
 */
export const robotConfigKeys = {
  all: (robotId: number) => robotDataKeys.topic('config', robotId),
  detail: (robotId: number) => [...robotConfigKeys.all(robotId), 'detail'] as const,
};
