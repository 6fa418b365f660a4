import { findFilesRoute, FileKind, type TFileQuery } from '@fleet/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { documentKeys } from './keys';

/** Images of the resource files (the same list route as that screen), for "insert image". */
export const findImageFiles = (q: TFileQuery) => callRoute(findFilesRoute, { body: { ...q, kind: FileKind.IMAGE } });
export const useImageFiles = (q: TFileQuery, enabled: boolean) =>
  useQuery({ queryKey: documentKeys.images(q), queryFn: () => findImageFiles(q), enabled, placeholderData: keepPreviousData });
