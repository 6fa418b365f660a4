import {
  createProductRoute,
  deleteProductRoute,
  findProductsRoute,
  PAGE_SIZE_MAX,
  updateProductRoute,
  type TProductListQuery,
  type TProductSaveBody,
  type TProductUpdateBody,
} from '@fleet/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { useFindComponentModels } from './component-models';
import { componentKeys } from './keys';

export const useFindProducts = (q: TProductListQuery) =>
  useQuery({
    queryKey: componentKeys.productList(q),
    queryFn: () => callRoute(findProductsRoute, { body: q }),
    placeholderData: keepPreviousData,
  });

/**
 * The component models a product may be built from, for the search filter and the bill editor: one
 * page as large as the contract allows, shared by both (same query key), sorted by model so the
 * Select reads like the catalogue.
 */
export const useComponentModelChoices = () => useFindComponentModels({ page: 1, pageSize: PAGE_SIZE_MAX, sortField: 'model' });

/** Every change reloads the product lists (a renamed product moves in its sort). */
const useProductMutation = <V, R>(fn: (v: V) => Promise<R>) => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: componentKeys.products }) });
};
export const useCreateProduct = () => useProductMutation((body: TProductSaveBody) => callRoute(createProductRoute, { body }));
export const useUpdateProduct = () => useProductMutation((body: TProductUpdateBody) => callRoute(updateProductRoute, { body }));
export const useDeleteProduct = () => useProductMutation((id: number) => callRoute(deleteProductRoute, { params: { id } }));
