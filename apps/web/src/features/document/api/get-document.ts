import { getDocumentRoute } from '@fleet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { documentKeys } from './keys';

/** One document with its body, for the reader and the editor. */
export const getDocument = (id: number) => callRoute(getDocumentRoute, { params: { id } });

export const documentQuery = (id: number) => queryOptions({ queryKey: documentKeys.document(id), queryFn: () => getDocument(id) });
export const useDocument = (id: number | undefined) => useQuery({ ...documentQuery(id ?? 0), enabled: !!id });
