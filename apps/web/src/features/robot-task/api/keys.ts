import type { QueryClient } from '@tanstack/react-query';
import { robotDataKeys } from '../../../lib/robot-api';

type Scope = number | 'fleet';

/**
 * Every key starts with the robot's data topic (or 'fleet' for taskManage), so the live hub's data
 * notice for `tasks`, `reservations` or `runs` reloads what is on screen (lib/live-cache.ts).
 */
export const robotTaskKeys = {
  tasks: (scope: Scope) => robotDataKeys.topic('tasks', scope),
  taskList: (scope: Scope, q: object) => [...robotTaskKeys.tasks(scope), 'list', q] as const,
  task: (robotId: number, id: number) => [...robotTaskKeys.tasks(robotId), 'detail', id] as const,
  reservations: (robotId: number) => robotDataKeys.topic('reservations', robotId),
  reservationList: (robotId: number, q: object) => [...robotTaskKeys.reservations(robotId), 'list', q] as const,
  runs: (robotId: number) => robotDataKeys.topic('runs', robotId),
  runList: (robotId: number, q: object) => [...robotTaskKeys.runs(robotId), 'list', q] as const,
  /** The robot's maps (for the map, path and landmark selects), under the maps topic so a new manifest reloads them. */
  maps: (robotId: number) => [...robotDataKeys.topic('maps', robotId), 'task-select'] as const,
};

/** After a task change: this robot's task entries and the fleet list. */
export const invalidateTasks = (qc: QueryClient, robotId: number) =>
  Promise.all([
    qc.invalidateQueries({ queryKey: robotTaskKeys.tasks(robotId) }),
    qc.invalidateQueries({ queryKey: robotTaskKeys.tasks('fleet') }),
  ]);
