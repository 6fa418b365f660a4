import type { TRoleListQuery } from '@fleet/contracts';

/** Query keys of the role screen; every mutation invalidates `all`. */
export const roleKeys = {
  all: ['role'] as const,
  lists: () => [...roleKeys.all, 'list'] as const,
  list: (q: TRoleListQuery) => [...roleKeys.lists(), q] as const,
  detail: (id: number) => [...roleKeys.all, 'detail', id] as const,
  grantable: () => [...roleKeys.all, 'grantable'] as const,
};
