import type { TFormQuery, TMonitorWindow } from '@fleet/contracts';

/** Not under robotDataKeys: history has no data notice; the live tail comes from the robot's live state. */
export const historyKeys = {
  all: ['robotHistory'] as const,
  monitor: (robotId: number, window: TMonitorWindow) => [...historyKeys.all, 'monitor', robotId, window] as const,
  form: (robotId: number, q: TFormQuery) => [...historyKeys.all, 'form', robotId, q] as const,
};
