import {
  createOutRecordRoute,
  deleteOutRecordRoute,
  exportOutRecordsRoute,
  findOutRecordsRoute,
  findProductsRoute,
  importOutRecordsRoute,
  PAGE_SIZE_MAX,
  updateOutRecordRoute,
  type OUT_RECORD_SORT_FIELDS,
  type TOutRecordFilters,
  type TOutRecordListQuery,
  type TOutRecordSaveBody,
  type TOutRecordUpdateBody,
  type TProductListQuery,
} from '@fleet/contracts';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useWithPageSize } from '../../../lib/settings';
import { callRoute, downloadRoute } from '../../../lib/request';

export type OutRecordSortField = (typeof OUT_RECORD_SORT_FIELDS)[number];

/**
 * Query keys of the shipment records: any change invalidates `all` (the desktop pages, the phone's
 * appended pages and a robot's shipment tab alike).
 */
export const outRecordKeys = {
  all: ['outRecords'] as const,
  list: (q: TOutRecordListQuery) => [...outRecordKeys.all, 'list', q] as const,
  infinite: (q: Omit<TOutRecordListQuery, 'page'>) => [...outRecordKeys.all, 'infinite', q] as const,
};

const findOutRecords = (body: TOutRecordListQuery) => callRoute(findOutRecordsRoute, { body });

/** One page of shipments; `enabled` false keeps a tab without its robot (or its permission) from asking. */
export const useFindOutRecords = (q: TOutRecordListQuery, enabled = true) =>
  useQuery({ queryKey: outRecordKeys.list(q), queryFn: () => findOutRecords(q), placeholderData: keepPreviousData, enabled });

/** The phone's list: pages appended by "load more". */
export const useFindOutRecordsInfinite = (given: Omit<TOutRecordListQuery, 'page'>) => {
  const q = useWithPageSize(given);
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: outRecordKeys.infinite(q),
      queryFn: ({ pageParam }) => findOutRecords({ ...q, page: pageParam }),
      initialPageParam: 1,
      getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
    }),
  );
};

const PRODUCT_CHOICES: TProductListQuery = { page: 1, pageSize: PAGE_SIZE_MAX, sortField: 'name' };

/**
 * The products a shipment may be of (filter and editor share the query): one page as large as allowed,
 * by name. Its key is the product list's own (features/component/api/keys.ts), so a product changed
 * on the product screen refreshes it; a feature does not import another, hence the key spelled out.
 */
export const useProductChoices = () =>
  useQuery({
    queryKey: ['products', 'list', PRODUCT_CHOICES],
    queryFn: () => callRoute(findProductsRoute, { body: PRODUCT_CHOICES }),
  });

const useOutRecordMutation = <V, R>(fn: (v: V) => Promise<R>) => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: outRecordKeys.all }) });
};
export const useCreateOutRecord = () => useOutRecordMutation((body: TOutRecordSaveBody) => callRoute(createOutRecordRoute, { body }));
export const useUpdateOutRecord = () => useOutRecordMutation((body: TOutRecordUpdateBody) => callRoute(updateOutRecordRoute, { body }));
export const useDeleteOutRecord = () => useOutRecordMutation((id: number) => callRoute(deleteOutRecordRoute, { params: { id } }));

/** Saves every shipment the filters match as CSV (the server streams it in the UI language); resolves with the file name. */
export const useExportOutRecords = () =>
  useMutation({ mutationFn: (body: TOutRecordFilters) => downloadRoute(exportOutRecordsRoute, { body }) });

/** The browser's time zone: an import reads the file's wall-clock times in it. */
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Checks (dryRun) or writes a CSV of shipments; a written file refreshes every shipment list. */
export const useImportOutRecords = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ csv, dryRun }: { csv: string; dryRun: boolean }) =>
      callRoute(importOutRecordsRoute, { body: { csv, dryRun, timeZone: browserTimeZone() } }),
    onSuccess: (r) => (r.committed ? qc.invalidateQueries({ queryKey: outRecordKeys.all }) : undefined),
  });
};
