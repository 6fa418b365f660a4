import type { TUserListQuery } from '@fleet/contracts';

/** Query keys of the user screens; every mutation invalidates `all`. */
export const userKeys = {
  all: ['user'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (q: TUserListQuery) => [...userKeys.lists(), q] as const,
  infinite: (q: Omit<TUserListQuery, 'page'>) => [...userKeys.lists(), 'infinite', q] as const,
  rolesByOrg: (orgId: number | undefined) => [...userKeys.all, 'rolesByOrg', orgId] as const,
  landmarks: (userId: number) => [...userKeys.all, 'landmarks', userId] as const,
};
