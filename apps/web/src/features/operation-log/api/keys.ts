import type { TOperationLogQuery } from '@fleet/contracts';

/** Query keys of the operation log screen (read-only: nothing here is ever invalidated by an edit). */
export const operationLogKeys = {
  all: ['operationLog'] as const,
  list: (q: TOperationLogQuery) => [...operationLogKeys.all, 'list', q] as const,
  actions: () => [...operationLogKeys.all, 'actions'] as const,
};
