import { findOrgsRoute, PAGE_SIZE_DEFAULT, type TOrgListQuery } from '@fleet/contracts';
import { infiniteQueryOptions, keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useWithPageSize } from '../../../lib/settings';
import { callRoute } from '../../../lib/request';
import { orgKeys } from './keys';

export const findOrgs = (body: TOrgListQuery) => callRoute(findOrgsRoute, { body });

export const findOrgsQuery = (q: TOrgListQuery) =>
  queryOptions({ queryKey: orgKeys.list(q), queryFn: () => findOrgs(q), placeholderData: keepPreviousData });
export const useFindOrgs = (q: TOrgListQuery) => useQuery(findOrgsQuery(q));

/** The mobile list: pages appended by "load more". */
export const findOrgsInfiniteQuery = (q: Omit<TOrgListQuery, 'page'>) =>
  infiniteQueryOptions({
    queryKey: orgKeys.infinite(q),
    queryFn: ({ pageParam }) => findOrgs({ ...q, page: pageParam, pageSize: q.pageSize ?? PAGE_SIZE_DEFAULT }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });
export const useFindOrgsInfinite = (q: Omit<TOrgListQuery, 'page'>) => useInfiniteQuery(findOrgsInfiniteQuery(useWithPageSize(q)));
