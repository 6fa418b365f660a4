import { getPublicHelpArticleRoute } from '@fleet/contracts';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { helpKeys } from './keys';

/** A public article, without a session; the page says "not found" itself, so the error stays quiet. */
export const getPublicHelpArticle = (id: number) => callRoute(getPublicHelpArticleRoute, { params: { id } });

export const usePublicHelpArticle = (id: number) =>
  useQuery({ queryKey: helpKeys.publicArticle(id), queryFn: () => getPublicHelpArticle(id), retry: false, meta: { silent: true } });
