import { findUsersRoute, PAGE_SIZE_DEFAULT, type TUserListQuery } from '@fleet/contracts';
import { infiniteQueryOptions, keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useWithPageSize } from '../../../lib/settings';
import { callRoute } from '../../../lib/request';
import { userKeys } from './keys';

export const findUsers = (body: TUserListQuery) => callRoute(findUsersRoute, { body });

export const findUsersQuery = (q: TUserListQuery) =>
  queryOptions({ queryKey: userKeys.list(q), queryFn: () => findUsers(q), placeholderData: keepPreviousData });
export const useFindUsers = (q: TUserListQuery) => useQuery(findUsersQuery(q));

/** The mobile list: pages appended by "load more". */
export const findUsersInfiniteQuery = (q: Omit<TUserListQuery, 'page'>) =>
  infiniteQueryOptions({
    queryKey: userKeys.infinite(q),
    queryFn: ({ pageParam }) => findUsers({ ...q, page: pageParam, pageSize: q.pageSize ?? PAGE_SIZE_DEFAULT }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });
export const useFindUsersInfinite = (q: Omit<TUserListQuery, 'page'>) => useInfiniteQuery(findUsersInfiniteQuery(useWithPageSize(q)));
