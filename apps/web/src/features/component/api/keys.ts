import type { TComponentModelListQuery } from '@fleet/contracts';

/** Query keys of the component catalogue; any change to a model invalidates `models` (every list page). */
export const componentKeys = {
  models: ['componentModels'] as const,
  modelList: (q: TComponentModelListQuery) => [...componentKeys.models, 'list', q] as const,
};
