import { findFilesRoute, type TFileKind } from '@fleet/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';

/** Images or videos among the resource files, by part of the name or number: what an article can show. */
export const useFindMediaFiles = (kind: TFileKind, keyword: string, enabled: boolean) =>
  useQuery({
    queryKey: ['resourceFile', 'list', { kind, keyword, pageSize: 20 }],
    queryFn: () => callRoute(findFilesRoute, { body: { kind, keyword: keyword || undefined, page: 1, pageSize: 20 } }),
    placeholderData: keepPreviousData,
    enabled,
  });
