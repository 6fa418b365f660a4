import type { TDocumentListQuery, TFileQuery } from '@fleet/contracts';

/** Query keys of the documents; every change invalidates `all` (lists, a document, its versions). */
export const documentKeys = {
  all: ['document'] as const,
  lists: () => [...documentKeys.all, 'list'] as const,
  list: (q: TDocumentListQuery) => [...documentKeys.lists(), q] as const,
  document: (id: number) => [...documentKeys.all, 'one', id] as const,
  versions: (id: number) => [...documentKeys.all, 'versions', id] as const,
  version: (id: number, version: number) => [...documentKeys.all, 'version', id, version] as const,
  images: (q: TFileQuery) => ['documentImages', q] as const,
};
