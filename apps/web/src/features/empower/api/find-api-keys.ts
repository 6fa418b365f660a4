import { findApiKeysRoute, type TApiKeyListQuery } from '@fleet/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { apiKeyKeys } from './keys';

export const findApiKeys = (body: TApiKeyListQuery) => callRoute(findApiKeysRoute, { body });

export const findApiKeysQuery = (q: TApiKeyListQuery) =>
  queryOptions({ queryKey: apiKeyKeys.list(q), queryFn: () => findApiKeys(q), placeholderData: keepPreviousData });
export const useFindApiKeys = (q: TApiKeyListQuery) => useQuery(findApiKeysQuery(q));
