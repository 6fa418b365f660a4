import { listOperationActionsRoute } from '@fleet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { operationLogKeys } from './keys';

/** The actions recorded so far, for the action filter. */
export const listOperationActions = () => callRoute(listOperationActionsRoute);

export const operationActionsQuery = () => queryOptions({ queryKey: operationLogKeys.actions(), queryFn: listOperationActions });
export const useOperationActions = () => useQuery(operationActionsQuery());
