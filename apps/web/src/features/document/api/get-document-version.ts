import { getDocumentVersionRoute } from '@fleet/contracts';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { documentKeys } from './keys';

/** A version never changes once written: it is fetched once per screen visit. */
export const getDocumentVersion = (id: number, version: number) => callRoute(getDocumentVersionRoute, { params: { id, version } });
export const useDocumentVersion = (id: number, version: number | undefined) =>
  useQuery({
    queryKey: documentKeys.version(id, version ?? 0),
    queryFn: () => getDocumentVersion(id, version!),
    enabled: !!version,
    staleTime: Infinity,
  });
