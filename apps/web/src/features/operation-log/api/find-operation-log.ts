import { findOperationLogRoute, type TOperationLogQuery } from '@fleet/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { operationLogKeys } from './keys';

export const findOperationLog = (body: TOperationLogQuery) => callRoute(findOperationLogRoute, { body });

export const findOperationLogQuery = (q: TOperationLogQuery) =>
  // A log grows while it is open: never serve a cached page as current.
  queryOptions({ queryKey: operationLogKeys.list(q), queryFn: () => findOperationLog(q), placeholderData: keepPreviousData, staleTime: 0 });
export const useFindOperationLog = (q: TOperationLogQuery) => useQuery(findOperationLogQuery(q));
