import {
  ComponentState,
  createMaintainRecordRoute,
  deleteMaintainRecordRoute,
  exportMaintainRecordsRoute,
  findComponentsRoute,
  findMaintainRecordsRoute,
  PAGE_SIZE_MAX,
  updateMaintainRecordRoute,
  type TMaintainRecordFilters,
  type TMaintainRecordListQuery,
  type TMaintainRecordSaveBody,
  type TMaintainRecordUpdateBody,
} from '@fleet/contracts';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useWithPageSize } from '../../../lib/settings';
import { callRoute, downloadRoute } from '../../../lib/request';

/**
 * The maintenance records' queries, one file for the desktop and the phone screen. A saved record
 * moves the components it replaced, so a save also reloads every component list: `['components']`
 * is the inventory's key root (features/component/api/keys.ts, which a feature may not import).
 */
export const maintainKeys = {
  all: ['maintainRecords'] as const,
  list: (q: TMaintainRecordListQuery) => [...maintainKeys.all, 'list', q] as const,
  infinite: (q: Omit<TMaintainRecordListQuery, 'page'>) => [...maintainKeys.all, 'infinite', q] as const,
  components: ['components'] as const,
};

const findRecords = (body: TMaintainRecordListQuery) => callRoute(findMaintainRecordsRoute, { body });

export const useFindMaintainRecords = (q: TMaintainRecordListQuery) =>
  useQuery({ queryKey: maintainKeys.list(q), queryFn: () => findRecords(q), placeholderData: keepPreviousData });

/** The phone's card list: pages appended by "load more". */
export const useFindMaintainRecordsInfinite = (given: Omit<TMaintainRecordListQuery, 'page'>) => {
  const q = useWithPageSize(given);
  return useInfiniteQuery({
    queryKey: maintainKeys.infinite(q),
    queryFn: ({ pageParam }) => findRecords({ ...q, page: pageParam }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });
};

const useRecordMutation = <V, R>(fn: (v: V) => Promise<R>) => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () =>
      Promise.all([qc.invalidateQueries({ queryKey: maintainKeys.all }), qc.invalidateQueries({ queryKey: maintainKeys.components })]),
  });
};
export const useCreateMaintainRecord = () =>
  useRecordMutation((body: TMaintainRecordSaveBody) => callRoute(createMaintainRecordRoute, { body }));
export const useUpdateMaintainRecord = () =>
  useRecordMutation((body: TMaintainRecordUpdateBody) => callRoute(updateMaintainRecordRoute, { body }));
export const useDeleteMaintainRecord = () => useRecordMutation((id: number) => callRoute(deleteMaintainRecordRoute, { params: { id } }));

/** Saves every record the filters match as CSV (the server streams it in the UI language); resolves with the file name. */
export const useExportMaintainRecords = () =>
  useMutation({ mutationFn: (body: TMaintainRecordFilters) => downloadRoute(exportMaintainRecordsRoute, { body }) });

/** A refusal (no inventory permission) is said inside the select that asked, not as a toast. */
const silent = { silent: true };

/** The components installed in the chosen robot ("take out"): all of them, filtered on screen. */
export const useInstalledComponents = (robotId: number | undefined) =>
  useQuery({
    queryKey: [...maintainKeys.components, 'maintainInstalled', robotId] as const,
    queryFn: () =>
      callRoute(findComponentsRoute, {
        body: { page: 1, pageSize: PAGE_SIZE_MAX, state: ComponentState.IN_USE, robotId: robotId!, sortField: 'serialNo' },
      }),
    enabled: robotId !== undefined,
    meta: silent,
  });

/** Idle components ("put in"), searched on the server by serial number or model, so it works for any stock. */
export const useIdleComponents = (keyword: string) =>
  useQuery({
    queryKey: [...maintainKeys.components, 'maintainIdle', keyword] as const,
    queryFn: () =>
      callRoute(findComponentsRoute, {
        body: { page: 1, pageSize: 20, state: ComponentState.IDLE, sortField: 'serialNo', ...(keyword && { keyword }) },
      }),
    placeholderData: keepPreviousData,
    meta: silent,
  });
