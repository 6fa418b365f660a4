import type { TApiKeyListQuery } from '@fleet/contracts';

/** Query keys of the third-party key screen; every mutation invalidates `all`. Secrets are never cached. */
export const apiKeyKeys = {
  all: ['empower'] as const,
  lists: () => [...apiKeyKeys.all, 'list'] as const,
  list: (q: TApiKeyListQuery) => [...apiKeyKeys.lists(), q] as const,
};
