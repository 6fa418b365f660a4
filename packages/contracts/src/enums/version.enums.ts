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

/**
 * An OTA campaign: running its current wave, waiting for a person to start the next one, paused by a
 * person, halted by itself (failures reached the campaign's limit), or ended. Moves: CAMPAIGN_MOVES.
 */
export const CampaignState = {
  RUNNING: 'running',
  AWAITING_CONFIRMATION: 'awaitingConfirmation',
  PAUSED: 'paused',
  HALTED: 'halted',
  COMPLETED: 'completed',
  CANCELLED: 'cancelled',
} as const;
export const ZCampaignState = zEnumOf(CampaignState);
export type TCampaignState = EnumValue<typeof CampaignState>;

/**
 * One robot in a campaign: not yet in a started wave, waiting for its conditions (docked, charged,
 * window …) or a retry, command sent, upgrading (reports arrive), and the ends. Moves: TARGET_MOVES.
 */
export const TargetState = {
  PENDING: 'pending',
  WAITING: 'waiting',
  SENT: 'sent',
  UPGRADING: 'upgrading',
  SUCCEEDED: 'succeeded',
  FAILED: 'failed',
  CANCELLED: 'cancelled',
} as const;
export const ZTargetState = zEnumOf(TargetState);
export type TTargetState = EnumValue<typeof TargetState>;

/** Why a robot of a running wave has not been sent its upgrade yet (campaign guards, upgradeWaitReason). */
export const OtaWaitReason = {
  OFFLINE: 'offline',
  LOCKED: 'locked',
  UPGRADING: 'upgrading',
  WORKING: 'working',
  NOT_AT_REST: 'notAtRest',
  LOW_BATTERY: 'lowBattery',
  OUTSIDE_WINDOW: 'outsideWindow',
  RESERVATION_SOON: 'reservationSoon',
  RETRY_LATER: 'retryLater',
} as const;
export const ZOtaWaitReason = zEnumOf(OtaWaitReason);
export type TOtaWaitReason = EnumValue<typeof OtaWaitReason>;

/**
 * Why the preview of a campaign leaves a robot out (campaign-preview: the first that holds, in this
 * order): not a unit of the package's type, already on its version, the package is not released to
 * the robot's organisation, a test package on a robot not marked for testing, lent to another
 * organisation, locked, already in an unfinished campaign, offline.
 */
export const OtaExclusion = {
  WRONG_TYPE: 'wrongType',
  ALREADY_ON_VERSION: 'alreadyOnVersion',
  NOT_RELEASED: 'notReleased',
  NOT_FOR_TESTING: 'notForTesting',
  HOSTED_AWAY: 'hostedAway',
  LOCKED: 'locked',
  IN_CAMPAIGN: 'inCampaign',
  OFFLINE: 'offline',
} as const;
export const ZOtaExclusion = zEnumOf(OtaExclusion);
export type TOtaExclusion = EnumValue<typeof OtaExclusion>;

/** How a campaign goes on after a wave succeeded: by itself, or once a person confirms. */
export const CampaignAdvance = { AUTO: 'auto', CONFIRM: 'confirm' } as const;
export const ZCampaignAdvance = zEnumOf(CampaignAdvance);
export type TCampaignAdvance = EnumValue<typeof CampaignAdvance>;
