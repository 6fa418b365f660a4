import type { TAreaListQuery } from '@fleet/contracts';

/**
 * Query keys of the areas. The list and one area's detail sit under `live`: they carry the robots'
 * states, so the interval re-reads them and a fault notice invalidates them together; every change
 * (create, edit, delete) invalidates `all`, the robot options too (which robot is in which area).
 */
export const areaKeys = {
  all: ['areas'] as const,
  live: () => [...areaKeys.all, 'live'] as const,
  list: (q: TAreaListQuery) => [...areaKeys.live(), 'list', q] as const,
  detail: (id: number) => [...areaKeys.live(), 'detail', id] as const,
  robotOptions: (keyword: string) => [...areaKeys.all, 'robotOptions', keyword] as const,
};
