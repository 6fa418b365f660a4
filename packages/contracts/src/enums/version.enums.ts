import { zEnumOf, type EnumValue } from './define';

/** Where a requirement stands on the way to a version (issue 15, the demand screen). */
export const DemandState = { OPEN: 'open', PLANNED: 'planned', DONE: 'done', REJECTED: 'rejected' } as const;
export const ZDemandState = zEnumOf(DemandState);
export type TDemandState = EnumValue<typeof DemandState>;

/** Numbers, so that sorting by priority sorts by urgency. */
export const DemandPriority = { LOW: 0, NORMAL: 1, HIGH: 2, URGENT: 3 } as const;
export const ZDemandPriority = zEnumOf(DemandPriority);
export type TDemandPriority = EnumValue<typeof DemandPriority>;

/**
 * The software a version is for: the unit names robots report their versions under in `up/config`
 * (`versions.mainUnit`, …), so a definition and an installed version meet on the same key.
 */
export const SoftwareType = { MAIN_UNIT: 'mainUnit', CONTROL_UNIT: 'controlUnit', APP: 'app' } as const;
export const ZSoftwareType = zEnumOf(SoftwareType);
export type TSoftwareType = EnumValue<typeof SoftwareType>;

/** A submitted package: waiting for release, released to a scope, or withdrawn (no longer offered). */
export const PackageState = { SUBMITTED: 'submitted', RELEASED: 'released', WITHDRAWN: 'withdrawn' } as const;
export const ZPackageState = zEnumOf(PackageState);
export type TPackageState = EnumValue<typeof PackageState>;

/** Where a package's bytes live: uploaded into our file store, or an external address registered with its md5. */
export const PackageSource = { UPLOAD: 'upload', URL: 'url' } as const;
export const ZPackageSource = zEnumOf(PackageSource);
export type TPackageSource = EnumValue<typeof PackageSource>;
