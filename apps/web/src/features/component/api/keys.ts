import type { TComponentListQuery, TComponentModelListQuery, TProductListQuery } from '@fleet/contracts';

/**
 * Query keys of the component catalogue, the products built from it and the inventory of physical
 * components; any change to a model invalidates `models` (every list page), any change to a product
 * invalidates `products`, any change to a component invalidates `components` (its lists and histories).
 */
export const componentKeys = {
  models: ['componentModels'] as const,
  modelList: (q: TComponentModelListQuery) => [...componentKeys.models, 'list', q] as const,
  products: ['products'] as const,
  productList: (q: TProductListQuery) => [...componentKeys.products, 'list', q] as const,
  components: ['components'] as const,
  componentList: (q: TComponentListQuery) => [...componentKeys.components, 'list', q] as const,
  componentHistory: (id: number) => [...componentKeys.components, 'history', id] as const,
};
