import type { TOwnTicketQuery, TTicketQuery } from '@fleet/contracts';

/** Query keys of the after-sales tickets: any step or new ticket refreshes them all. */
export const workOrderKeys = {
  all: ['workOrder'] as const,
  list: (q: TTicketQuery) => [...workOrderKeys.all, 'list', q] as const,
  handlers: () => [...workOrderKeys.all, 'handlers'] as const,
  robots: (keyword: string) => [...workOrderKeys.all, 'robots', keyword] as const,
  own: (q: TOwnTicketQuery) => [...workOrderKeys.all, 'own', q] as const,
  detail: (id: number) => [...workOrderKeys.all, 'detail', id] as const,
};
