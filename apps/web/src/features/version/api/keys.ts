import type { TDemandListQuery, TPackageListQuery } from '@fleet/contracts';

/** Query keys of the version screens; a change to a requirement invalidates `demands`, to a package `packages`. */
export const versionKeys = {
  demands: ['demands'] as const,
  demandList: (q: TDemandListQuery) => [...versionKeys.demands, 'list', q] as const,
  packages: ['packages'] as const,
  packageList: (q: TPackageListQuery) => [...versionKeys.packages, 'list', q] as const,
  versionOptions: ['versions', 'options'] as const,
};
