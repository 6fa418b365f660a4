import type {
  TDemandListQuery,
  TInstalledRobotsQuery,
  TInstalledVersionQuery,
  TPackageListQuery,
  TVersionListQuery,
} from '@fleet/contracts';

/**
 * Query keys of the version screens; a change to a requirement invalidates `demands`, to a definition
 * `versions` (the pickers' options live under it), to a package `packages`.
 */
export const versionKeys = {
  demands: ['demands'] as const,
  demandList: (q: TDemandListQuery) => [...versionKeys.demands, 'list', q] as const,
  versions: ['versions'] as const,
  versionList: (q: TVersionListQuery) => [...versionKeys.versions, 'list', q] as const,
  releaseNoteOptions: ['versions', 'releaseNoteOptions'] as const,
  /** A definition changes which installed versions are "defined": they live under `versions` too. */
  installed: (q: TInstalledVersionQuery) => [...versionKeys.versions, 'installed', q] as const,
  installedRobots: (q: TInstalledRobotsQuery) => [...versionKeys.versions, 'installedRobots', q] as const,
  packages: ['packages'] as const,
  packageList: (q: TPackageListQuery) => [...versionKeys.packages, 'list', q] as const,
  versionOptions: ['versions', 'options'] as const,
};
