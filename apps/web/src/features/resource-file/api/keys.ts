import type { TFileQuery } from '@fleet/contracts';

/** Query keys of the resource file screen; every change (upload, rename, delete) invalidates `all`. */
export const fileKeys = {
  all: ['resourceFile'] as const,
  list: (q: TFileQuery) => [...fileKeys.all, 'list', q] as const,
};
