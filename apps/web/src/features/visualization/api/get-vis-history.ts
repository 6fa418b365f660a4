import { getVisHistoryRoute, type TVisHistoryQuery } from '@fleet/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { visualizationKeys } from './keys';

export const getVisHistory = (body: TVisHistoryQuery) => callRoute(getVisHistoryRoute, { body });

/** `null` while a date range has no dates yet: nothing to ask. */
export const getVisHistoryQuery = (q: TVisHistoryQuery | null) =>
  queryOptions({
    queryKey: visualizationKeys.history(q ?? { range: 'today' }),
    queryFn: () => getVisHistory(q!),
    enabled: q !== null,
    placeholderData: keepPreviousData,
  });
export const useGetVisHistory = (q: TVisHistoryQuery | null) => useQuery(getVisHistoryQuery(q));
