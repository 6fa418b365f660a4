import type { TFaultFilters, TFaultQuery } from '@fleet/contracts';

/** Query keys of the fault center: an acknowledge, a resolve or a live notice refreshes them all. */
export const robotFaultKeys = {
  all: ['robotFault'] as const,
  list: (q: TFaultQuery) => [...robotFaultKeys.all, 'list', q] as const,
  counts: (f: TFaultFilters) => [...robotFaultKeys.all, 'counts', f] as const,
};
