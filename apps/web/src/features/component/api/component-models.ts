import {
  createComponentModelRoute,
  deleteComponentModelRoute,
  findComponentModelsRoute,
  updateComponentModelRoute,
  type TComponentModelListQuery,
  type TComponentModelSaveBody,
  type TComponentModelUpdateBody,
} from '@fleet/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { componentKeys } from './keys';

export const useFindComponentModels = (q: TComponentModelListQuery) =>
  useQuery({
    queryKey: componentKeys.modelList(q),
    queryFn: () => callRoute(findComponentModelsRoute, { body: q }),
    placeholderData: keepPreviousData,
  });

/** Every change reloads the lists (a renamed model or a new kind moves the row in its sort). */
const useModelMutation = <V, R>(fn: (v: V) => Promise<R>) => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: componentKeys.models }) });
};
export const useCreateComponentModel = () =>
  useModelMutation((body: TComponentModelSaveBody) => callRoute(createComponentModelRoute, { body }));
export const useUpdateComponentModel = () =>
  useModelMutation((body: TComponentModelUpdateBody) => callRoute(updateComponentModelRoute, { body }));
export const useDeleteComponentModel = () => useModelMutation((id: number) => callRoute(deleteComponentModelRoute, { params: { id } }));
