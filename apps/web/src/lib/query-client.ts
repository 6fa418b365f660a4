import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { showError } from './feedback';
// Type only: request.ts imports session.ts, which imports this client (no runtime cycle).
import type { ApiError } from './request';

declare module '@tanstack/react-query' {
  interface Register {
    /** `silent: true` when the caller shows the error itself (e.g. inline on the login form). */
    queryMeta: { silent?: boolean };
    mutationMeta: { silent?: boolean };
  }
}

/**
 * A refetch that the request client refused as a duplicate: the same read is still in flight. That
 * happens when a change's own invalidation and the hub's notice of it come together: the query
 * drops the first answer for the second fetch, which was refused, and the list stayed as it was
 * (a saved task missing until a reload). Asked again once the first has answered, it gets the new data.
 */
export const retryDuplicateRead = (failures: number, err: unknown) =>
  err instanceof Error && (err as ApiError).kind === 'duplicate' && failures < 20;
const DUPLICATE_RETRY_MS = 150;

/**
 * The one place errors are shown (conventions rule 3): every failed query or mutation lands here.
 * Retries are off because the request client already retries HTTP failures (spec §7), except a read
 * refused as a duplicate (above).
 */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: (err, query) => !query.meta?.silent && showError(err) }),
  mutationCache: new MutationCache({ onError: (err, _v, _c, m) => !m.meta?.silent && showError(err) }),
  defaultOptions: {
    queries: { retry: retryDuplicateRead, retryDelay: DUPLICATE_RETRY_MS, refetchOnWindowFocus: false, staleTime: 60_000 },
    mutations: { retry: false },
  },
});
