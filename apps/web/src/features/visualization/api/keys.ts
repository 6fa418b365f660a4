import type { TVisHistoryQuery } from '@fleet/contracts';

/** Query keys of the visualization area (read-only: rollups, runs and samples change as robots report). */
export const visualizationKeys = {
  all: ['visualization'] as const,
  history: (q: TVisHistoryQuery) => [...visualizationKeys.all, 'history', q] as const,
  runs: (robotId: number) => [...visualizationKeys.all, 'runs', robotId] as const,
  runPath: (robotId: number, runId: number) => [...visualizationKeys.all, 'runPath', robotId, runId] as const,
  coverage: (robotId: number, runs: number) => [...visualizationKeys.all, 'coverage', robotId, runs] as const,
};
