import type { TVisHistoryQuery } from '@fleet/contracts';

/** Query keys of the visualization area (read-only: rollups, runs and samples change as robots report). */
export const visualizationKeys = {
  all: ['visualization'] as const,
  history: (q: TVisHistoryQuery) => [...visualizationKeys.all, 'history', q] as const,
};
