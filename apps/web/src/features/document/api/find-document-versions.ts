import { findDocumentVersionsRoute } from '@fleet/contracts';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { documentKeys } from './keys';

export const findDocumentVersions = (id: number) => callRoute(findDocumentVersionsRoute, { params: { id } });
export const useDocumentVersions = (id: number | undefined) =>
  useQuery({ queryKey: documentKeys.versions(id ?? 0), queryFn: () => findDocumentVersions(id!), enabled: !!id });
