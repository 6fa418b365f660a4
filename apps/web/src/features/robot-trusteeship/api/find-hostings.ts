import { findHostingsRoute, PAGE_SIZE_DEFAULT, type THostingListQuery } from '@fleet/contracts';
import { infiniteQueryOptions, keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useWithPageSize } from '../../../lib/settings';
import { callRoute } from '../../../lib/request';
import { trusteeshipKeys } from './keys';

export const findHostings = (body: THostingListQuery) => callRoute(findHostingsRoute, { body });

export const findHostingsQuery = (q: THostingListQuery) =>
  queryOptions({ queryKey: trusteeshipKeys.history(q), queryFn: () => findHostings(q), placeholderData: keepPreviousData });
export const useFindHostings = (q: THostingListQuery, enabled = true) => useQuery({ ...findHostingsQuery(q), enabled });

export const findHostingsInfiniteQuery = (q: Omit<THostingListQuery, 'page'>) =>
  infiniteQueryOptions({
    queryKey: trusteeshipKeys.historyInfinite(q),
    queryFn: ({ pageParam }) => findHostings({ ...q, page: pageParam, pageSize: q.pageSize ?? PAGE_SIZE_DEFAULT }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });
export const useFindHostingsInfinite = (q: Omit<THostingListQuery, 'page'>, enabled = true) =>
  useInfiniteQuery({ ...findHostingsInfiniteQuery(useWithPageSize(q)), enabled });
