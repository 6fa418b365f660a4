import type { TComponentModelListQuery, TProductListQuery } from '@fleet/contracts';

/**
 * Query keys of the component catalogue and the products built from it; any change to a model
 * invalidates `models` (every list page), any change to a product invalidates `products`.
 */
export const componentKeys = {
  models: ['componentModels'] as const,
  modelList: (q: TComponentModelListQuery) => [...componentKeys.models, 'list', q] as const,
  products: ['products'] as const,
  productList: (q: TProductListQuery) => [...componentKeys.products, 'list', q] as const,
};
