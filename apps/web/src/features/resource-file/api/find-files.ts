import { findFilesRoute, type TFileQuery } from '@fleet/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { fileKeys } from './keys';

export const findFiles = (body: TFileQuery) => callRoute(findFilesRoute, { body });

export const findFilesQuery = (q: TFileQuery) =>
  queryOptions({ queryKey: fileKeys.list(q), queryFn: () => findFiles(q), placeholderData: keepPreviousData });
export const useFindFiles = (q: TFileQuery) => useQuery(findFilesQuery(q));
