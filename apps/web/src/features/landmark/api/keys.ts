import type { TLandmarkListQuery } from '@fleet/contracts';

/**
 * Query keys of the landmarks. The list and one landmark's detail sit under `live`: they carry the
 * robots' states, so the interval re-reads them and a fault notice invalidates them together; a switch
 * invalidates `all` (the robot moved from one landmark's robots to another's), the targets too.
 */
export const landmarkKeys = {
  all: ['landmarks'] as const,
  live: () => [...landmarkKeys.all, 'live'] as const,
  list: (q: TLandmarkListQuery) => [...landmarkKeys.live(), 'list', q] as const,
  detail: (id: number) => [...landmarkKeys.live(), 'detail', id] as const,
  targets: (keyword: string) => [...landmarkKeys.all, 'targets', keyword] as const,
};
