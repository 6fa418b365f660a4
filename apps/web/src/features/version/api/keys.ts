import type { TDemandListQuery } from '@fleet/contracts';

/** Query keys of the version screens; a change to a requirement invalidates `demands`. */
export const versionKeys = {
  demands: ['demands'] as const,
  demandList: (q: TDemandListQuery) => [...versionKeys.demands, 'list', q] as const,
};
