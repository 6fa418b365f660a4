import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { showError } from './feedback';

declare module '@tanstack/react-query' {
  interface Register {
    /** `silent: true` when the caller shows the error itself (e.g. inline on the login form). */
    queryMeta: { silent?: boolean };
    mutationMeta: { silent?: boolean };
  }
}

/**
 * The one place errors are shown (conventions rule 3): every failed query or mutation lands here.
 * Retries are off because the request client already retries HTTP failures (spec §7).
 */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: (err, query) => !query.meta?.silent && showError(err) }),
  mutationCache: new MutationCache({ onError: (err, _v, _c, m) => !m.meta?.silent && showError(err) }),
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 60_000 },
    mutations: { retry: false },
  },
});
