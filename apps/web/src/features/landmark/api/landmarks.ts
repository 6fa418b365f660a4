import {
  findLandmarksRoute,
  getLandmarkRoute,
  switchLandmarkRoute,
  type TLandmarkListQuery,
  type TLandmarkSwitchBody,
} from '@fleet/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { liveReread, useFaultReread } from '../../../lib/live-reread';
import { callRoute } from '../../../lib/request';
import { landmarkKeys } from './keys';

/** The landmarks a switch offers as its target for a keyword: one page, enough to pick from while typing. */
const TARGETS_PAGE_SIZE = 50;

/** Re-reads the list and an open detail at once when a robot raises or clears a fault. */
export const useLandmarkFaultRefresh = () => useFaultReread(landmarkKeys.live());

export const useFindLandmarks = (q: TLandmarkListQuery) =>
  useQuery({
    queryKey: landmarkKeys.list(q),
    queryFn: () => callRoute(findLandmarksRoute, { body: q }),
    placeholderData: keepPreviousData,
    ...liveReread,
  });

export const useLandmark = (id: number) =>
  useQuery({ queryKey: landmarkKeys.detail(id), queryFn: () => callRoute(getLandmarkRoute, { params: { id } }), ...liveReread });

/** The landmarks of the caller's list a robot can be switched to, searched on the server as the user types. */
export const useLandmarkTargets = (keyword: string) =>
  useQuery({
    queryKey: landmarkKeys.targets(keyword),
    queryFn: () => callRoute(findLandmarksRoute, { body: { page: 1, pageSize: TARGETS_PAGE_SIZE, ...(keyword ? { keyword } : {}) } }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/**
 * Moves a robot to another landmark. Every landmark list and detail is read again, also after a
 * refusal: a robot found working or locked means the screen showed an old state. Silent: the switch
 * dialog shows a refusal itself, in words beside the choice (a field error on the target).
 */
export const useSwitchLandmark = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TLandmarkSwitchBody) => callRoute(switchLandmarkRoute, { body }),
    onSettled: () => qc.invalidateQueries({ queryKey: landmarkKeys.all }),
    meta: { silent: true },
  });
};
