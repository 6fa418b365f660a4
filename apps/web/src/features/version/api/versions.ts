import {
  createVersionRoute,
  deleteVersionRoute,
  findDemandsRoute,
  findVersionDocumentOptionsRoute,
  findVersionsRoute,
  PAGE_SIZE_MAX,
  updateVersionRoute,
  type TVersionListQuery,
  type TVersionSaveBody,
  type TVersionUpdateBody,
} from '@fleet/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { versionKeys } from './keys';

export const useFindVersions = (q: TVersionListQuery) =>
  useQuery({
    queryKey: versionKeys.versionList(q),
    queryFn: () => callRoute(findVersionsRoute, { body: q }),
    placeholderData: keepPreviousData,
  });

/** Every change reloads the version lists and the installed view (a new number may now be defined). */
const useVersionMutation = <V, R>(fn: (v: V) => Promise<R>) => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: versionKeys.versions }) });
};
export const useCreateVersion = () => useVersionMutation((body: TVersionSaveBody) => callRoute(createVersionRoute, { body }));
export const useUpdateVersion = () => useVersionMutation((body: TVersionUpdateBody) => callRoute(updateVersionRoute, { body }));
export const useDeleteVersion = () => useVersionMutation((id: number) => callRoute(deleteVersionRoute, { params: { id } }));

/** The requirements a version can deliver: the newest page of the caller's subtree, for the picker. */
export const useDemandOptions = (enabled: boolean) =>
  useQuery({
    queryKey: versionKeys.demandList({ pageSize: PAGE_SIZE_MAX, sortField: 'updatedAt', sortOrder: 'desc' }),
    queryFn: () => callRoute(findDemandsRoute, { body: { pageSize: PAGE_SIZE_MAX, sortField: 'updatedAt', sortOrder: 'desc' } }),
    enabled,
  });

/** Version documents the caller reads, for the release-notes picker. */
export const useReleaseNoteOptions = (enabled: boolean) =>
  useQuery({ queryKey: versionKeys.releaseNoteOptions, queryFn: () => callRoute(findVersionDocumentOptionsRoute, {}), enabled });
