import {
  areaRobotOptionsRoute,
  createAreaRoute,
  deleteAreaRoute,
  findAreasRoute,
  getAreaRoute,
  updateAreaRoute,
  type AREA_SORT_FIELDS,
  type TAreaListQuery,
  type TAreaSaveBody,
  type TAreaUpdateBody,
} from '@fleet/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useOperateCodes } from '../../../lib/session-api';
import { useLiveFaults } from '../../../lib/live';
import { callRoute } from '../../../lib/request';
import { areaKeys } from './keys';

export type TAreaSortField = (typeof AREA_SORT_FIELDS)[number];

/**
 * How often the areas are read again while the tab is visible: the same reasoning and interval as
 * home's HOME_REFRESH_MS (features do not import each other). An area's status and robots' states are
 * the server's view of every robot in it, which the fleet subscription (changed robots only) cannot
 * rebuild in the browser; faults, what needs a person first, come at once through the hub's notices.
 */
export const AREA_REFRESH_MS = 15_000;

// Silent: a failed first load is shown on the page, a failed re-read by the data age turning stale.
const live = { refetchInterval: AREA_REFRESH_MS, refetchIntervalInBackground: false, staleTime: 0, meta: { silent: true } } as const;

/** Re-reads the list and an open detail at once when a robot raises or clears a fault (the hub only tells those who may see faults). */
export const useAreaFaultRefresh = () => {
  const qc = useQueryClient();
  useLiveFaults(() => void qc.invalidateQueries({ queryKey: areaKeys.live() }), useOperateCodes().has('robotFault:view'));
};

export const useFindAreas = (q: TAreaListQuery) =>
  useQuery({
    queryKey: areaKeys.list(q),
    queryFn: () => callRoute(findAreasRoute, { body: q }),
    placeholderData: keepPreviousData,
    ...live,
  });

export const useArea = (id: number) =>
  useQuery({ queryKey: areaKeys.detail(id), queryFn: () => callRoute(getAreaRoute, { params: { id } }), ...live });

/** The robots the form offers for a keyword (the server sends at most 50), the last answer kept while the next loads. */
export const useAreaRobotOptions = (keyword: string) =>
  useQuery({
    queryKey: areaKeys.robotOptions(keyword),
    queryFn: () => callRoute(areaRobotOptionsRoute, { query: keyword ? { keyword } : {} }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/**
 * A change reloads every list, detail and option, also when refused: a robot taken meanwhile means
 * the form showed an old state. `silent`: the form shows the refusal on its field.
 */
const useAreaMutation = <V, R>(fn: (v: V) => Promise<R>, silent = false) => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => qc.invalidateQueries({ queryKey: areaKeys.all }), meta: { silent } });
};

export const useCreateArea = () => useAreaMutation((body: TAreaSaveBody) => callRoute(createAreaRoute, { body }), true);
export const useUpdateArea = () => useAreaMutation((body: TAreaUpdateBody) => callRoute(updateAreaRoute, { body }), true);
export const useDeleteArea = () => useAreaMutation((id: number) => callRoute(deleteAreaRoute, { params: { id } }));
