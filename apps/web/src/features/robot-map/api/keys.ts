import { robotDataKeys } from '../../../lib/robot-api';

/** Under the `maps` data topic: the hub's notice after a manifest or a grid reloads them (lib/live-cache.ts). */
export const robotMapKeys = {
  all: (robotId: number) => robotDataKeys.topic('maps', robotId),
  list: (robotId: number) => [...robotMapKeys.all(robotId), 'list'] as const,
  detail: (robotId: number, mapId: string) => [...robotMapKeys.all(robotId), 'detail', mapId] as const,
};
