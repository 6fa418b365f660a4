import type { TRobotBuildListQuery } from '@fleet/contracts';
import { robotDataKeys } from '../../../lib/robot-api';

/**
 * The list has its own key; one robot's build lives under the robot's `config` data topic, so the live
 * hub's notice of a new consumables report (after a reset) reloads it without polling. A swap
 * invalidates both, and the inventory (`components`, the component feature's key, spelled out here:
 * a feature does not import another).
 */
export const robotBuildKeys = {
  all: ['robotBuilds'] as const,
  list: (q: TRobotBuildListQuery) => [...robotBuildKeys.all, 'list', q] as const,
  detail: (robotId: number) => [...robotDataKeys.topic('config', robotId), 'build'] as const,
  components: ['components'] as const,
};
