import {
  componentHistoryRoute,
  createComponentRoute,
  exportComponentsRoute,
  findComponentsRoute,
  importComponentsRoute,
  moveComponentRoute,
  updateComponentRoute,
  type TComponentActionBody,
  type TComponentImportBody,
  type TComponentListQuery,
  type TComponentSaveBody,
  type TComponentUpdateBody,
} from '@fleet/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute, downloadRoute } from '../../../lib/request';
import { componentKeys } from './keys';

/** The filters of the inventory list without its paging: what the export streams. */
export type ComponentFilters = Omit<TComponentListQuery, 'page' | 'pageSize'>;

export const useFindComponents = (q: TComponentListQuery) =>
  useQuery({
    queryKey: componentKeys.componentList(q),
    queryFn: () => callRoute(findComponentsRoute, { body: q }),
    placeholderData: keepPreviousData,
  });

/** Every change of one component, newest first (loaded while its history drawer is open). */
export const useComponentHistory = (id: number) =>
  useQuery({
    queryKey: componentKeys.componentHistory(id),
    queryFn: () => callRoute(componentHistoryRoute, { params: { id } }),
  });

/** Every change reloads the lists and histories (a move changes the state, the robot and the history). */
const useComponentMutation = <V, R>(fn: (v: V) => Promise<R>) => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: componentKeys.components }) });
};
export const useCreateComponent = () => useComponentMutation((body: TComponentSaveBody) => callRoute(createComponentRoute, { body }));
export const useUpdateComponent = () => useComponentMutation((body: TComponentUpdateBody) => callRoute(updateComponentRoute, { body }));
export const useMoveComponent = () => useComponentMutation((body: TComponentActionBody) => callRoute(moveComponentRoute, { body }));

/** Checks (dryRun) or writes a CSV; only a written import reloads the lists, a check writes nothing. */
export const useImportComponents = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TComponentImportBody) => callRoute(importComponentsRoute, { body }),
    onSuccess: (r) => (r.committed ? qc.invalidateQueries({ queryKey: componentKeys.components }) : undefined),
  });
};

/** Saves every component the filters match as CSV, streamed by the server in the UI language; resolves with the file name. */
export const useExportComponents = () =>
  useMutation({ mutationFn: (body: ComponentFilters) => downloadRoute(exportComponentsRoute, { body }) });
