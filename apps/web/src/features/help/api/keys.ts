import type { THelpListQuery } from '@fleet/contracts';

/** Query keys of the help center; every change invalidates `all` (lists and the article read). */
export const helpKeys = {
  all: ['help'] as const,
  lists: () => [...helpKeys.all, 'list'] as const,
  list: (q: THelpListQuery) => [...helpKeys.lists(), q] as const,
  article: (id: number) => [...helpKeys.all, 'article', id] as const,
  publicArticle: (id: number) => ['publicHelp', id] as const,
};
