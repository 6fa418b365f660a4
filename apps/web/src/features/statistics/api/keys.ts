import type { TStatisticsQuery } from '@fleet/contracts';

/** Query keys of the statistics screen (read-only: rollups change as robots report, never by an edit here). */
export const statisticsKeys = {
  all: ['statistics'] as const,
  list: (q: TStatisticsQuery) => [...statisticsKeys.all, 'list', q] as const,
};
