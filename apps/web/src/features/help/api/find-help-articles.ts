import { findHelpArticlesRoute, type THelpListQuery } from '@fleet/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { helpKeys } from './keys';

export const findHelpArticles = (body: THelpListQuery) => callRoute(findHelpArticlesRoute, { body });

export const findHelpArticlesQuery = (q: THelpListQuery) =>
  queryOptions({ queryKey: helpKeys.list(q), queryFn: () => findHelpArticles(q), placeholderData: keepPreviousData });
export const useFindHelpArticles = (q: THelpListQuery) => useQuery(findHelpArticlesQuery(q));
