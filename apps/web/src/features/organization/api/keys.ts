import type { TOrgListQuery } from '@fleet/contracts';

/** Query keys of the organisation screens; every mutation invalidates `all` (and the shared tree). */
export const orgKeys = {
  all: ['organization'] as const,
  lists: () => [...orgKeys.all, 'list'] as const,
  list: (q: TOrgListQuery) => [...orgKeys.lists(), q] as const,
  infinite: (q: Omit<TOrgListQuery, 'page'>) => [...orgKeys.lists(), 'infinite', q] as const,
  landmark: (id: number) => [...orgKeys.all, 'landmark', id] as const,
};
