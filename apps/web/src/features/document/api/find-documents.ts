import { findDocumentsRoute, type TDocumentListQuery } from '@fleet/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { documentKeys } from './keys';

export const findDocuments = (body: TDocumentListQuery) => callRoute(findDocumentsRoute, { body });

export const findDocumentsQuery = (q: TDocumentListQuery) =>
  queryOptions({ queryKey: documentKeys.list(q), queryFn: () => findDocuments(q), placeholderData: keepPreviousData });
export const useFindDocuments = (q: TDocumentListQuery) => useQuery(findDocumentsQuery(q));
