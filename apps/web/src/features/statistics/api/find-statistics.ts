import { findStatisticsRoute, type TStatisticsQuery } from '@fleet/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { statisticsKeys } from './keys';

export const findStatistics = (body: TStatisticsQuery) => callRoute(findStatisticsRoute, { body });

/** `null` while a custom range has no dates yet: nothing to ask. */
export const findStatisticsQuery = (q: TStatisticsQuery | null) =>
  queryOptions({
    queryKey: statisticsKeys.list(q ?? { range: 'today' }),
    queryFn: () => findStatistics(q!),
    enabled: q !== null,
    placeholderData: keepPreviousData,
  });
export const useFindStatistics = (q: TStatisticsQuery | null) => useQuery(findStatisticsQuery(q));
