import { getHelpArticleRoute } from '@fleet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { helpKeys } from './keys';

/** One article with its body, for the reader and the editor. */
export const getHelpArticle = (id: number) => callRoute(getHelpArticleRoute, { params: { id } });

export const helpArticleQuery = (id: number) => queryOptions({ queryKey: helpKeys.article(id), queryFn: () => getHelpArticle(id) });
export const useHelpArticle = (id: number | undefined) => useQuery({ ...helpArticleQuery(id ?? 0), enabled: !!id });
