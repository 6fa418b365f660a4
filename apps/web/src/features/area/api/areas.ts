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
import { liveReread, useFaultReread } from '../../../lib/live-reread';
import { callRoute } from '../../../lib/request';
import { areaKeys } from './keys';

export type TAreaSortField = (typeof AREA_SORT_FIELDS)[number];

/** Re-reads the list and an open detail at once when a robot raises or clears a fault. */
export const useAreaFaultRefresh = () => useFaultReread(areaKeys.live());

export const useFindAreas = (q: TAreaListQuery) =>
  useQuery({
    queryKey: areaKeys.list(q),
    queryFn: () => callRoute(findAreasRoute, { body: q }),
    placeholderData: keepPreviousData,
    ...liveReread,
  });

export const useArea = (id: number) =>
  useQuery({ queryKey: areaKeys.detail(id), queryFn: () => callRoute(getAreaRoute, { params: { id } }), ...liveReread });

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
