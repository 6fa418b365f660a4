import { z } from 'zod';
import { zId } from '../common/ids';
import { ZListQuery, zListSort } from '../common/list';
import { ZRobotType } from '../enums/robot.enums';
import { ZPackageType } from '../enums/upgrade.enums';
import {
  CampaignAdvance,
  ZCampaignAdvance,
  ZCampaignState,
  ZOtaExclusion,
  ZOtaWaitReason,
  ZSoftwareType,
  ZTargetState,
} from '../enums/version.enums';
import { ZHhmm } from '../robot-task/task.schema';
import { isTimeZone, V, zString } from '../validation/rules';
import { DEFAULT_WAVE_PERCENTS } from './campaign.rules';

/** Robots one campaign may hold: a whole fleet, not unbounded. */
export const CAMPAIGN_ROBOTS_MAX = 5000;
export const CAMPAIGN_WAVES_MAX = 10;

/**
 * Which robots a campaign targets: those of an organisation's subtree (the caller's own when absent),
 * narrowed by robot types and the version they report for the package's unit; or an explicit list of
 * robots (the "Upgrade" action of the robot lists), which the other filters narrow too. Only robots
 * the caller's subtree owns are ever targeted: a host cannot upgrade a robot lent to it.
 */
export const ZCampaignTarget = z.object({
  orgId: zId().optional(),
  robotTypes: z.array(ZRobotType).max(20, V.invalid).default([]),
  currentVersions: z.array(zString().min(1).max(60, V.tooLong)).max(20, V.invalid).default([]),
  robotIds: z.array(zId()).max(CAMPAIGN_ROBOTS_MAX, V.invalid).default([]),
});
export type TCampaignTarget = z.input<typeof ZCampaignTarget>;

export const ZCampaignPreviewBody = z.object({ packageId: zId(), target: ZCampaignTarget });
export type TCampaignPreviewBody = z.input<typeof ZCampaignPreviewBody>;

export const ZCampaignPreviewRobot = z.object({
  robotId: z.number().int(),
  deviceNumber: z.string(),
  name: z.string(),
  orgName: z.string(),
  robotType: z.number().int(),
  /** What the robot reports for the package's unit; null when it reported none. */
  currentVersion: z.string().nullable(),
  online: z.boolean(),
  /** Why it is left out; null for a robot the campaign will take. */
  exclusion: ZOtaExclusion.nullable(),
});
export type TCampaignPreviewRobot = z.infer<typeof ZCampaignPreviewRobot>;

export const ZCampaignPreview = z.object({
  unit: ZSoftwareType,
  version: z.string(),
  packageType: ZPackageType,
  included: z.array(ZCampaignPreviewRobot),
  excluded: z.array(ZCampaignPreviewRobot),
});
export type TCampaignPreview = z.infer<typeof ZCampaignPreview>;

/** What a campaign takes when its creator says nothing (the form starts from them too). */
export const CAMPAIGN_DEFAULTS = {
  advance: CampaignAdvance.AUTO,
  successPercent: 90,
  haltPercent: 10,
  haltCount: 5,
  minBattery: 40,
  retries: 2,
  retryBackoffSeconds: 300,
  robotTimeoutMinutes: 60,
} as const;

const pct = (min: number) => z.number({ error: V.required }).int(V.invalid).min(min, V.invalid).max(100, V.invalid);

/**
 * Start a campaign. Waves are cumulative shares of the robots (`wavePercents`, rising, ending at 100)
 * or explicit robot counts (`waveSizes`; what is left forms a last wave). The maintenance window is in
 * `timeZone` (the site's, the browser's by default) and may pass midnight; none: any time.
 */
export const ZCampaignCreateBody = z
  .object({
    name: zString({ error: V.required }).trim().min(1, V.required).max(60, V.tooLong),
    packageId: zId(),
    target: ZCampaignTarget,
    wavePercents: z
      .array(pct(1))
      .min(1, V.required)
      .max(CAMPAIGN_WAVES_MAX, V.invalid)
      .refine((p) => p.every((v, i) => i === 0 || v > p[i - 1]!) && p[p.length - 1] === 100, V.wavePercents)
      .default([...DEFAULT_WAVE_PERCENTS]),
    waveSizes: z
      .array(z.number().int(V.invalid).positive(V.invalid).max(CAMPAIGN_ROBOTS_MAX, V.invalid))
      .min(1, V.required)
      .max(CAMPAIGN_WAVES_MAX, V.invalid)
      .optional(),
    advance: ZCampaignAdvance.default(CAMPAIGN_DEFAULTS.advance),
    successPercent: pct(1).default(CAMPAIGN_DEFAULTS.successPercent),
    haltPercent: pct(1).default(CAMPAIGN_DEFAULTS.haltPercent),
    haltCount: z.number().int(V.invalid).min(1, V.invalid).max(CAMPAIGN_ROBOTS_MAX, V.invalid).default(CAMPAIGN_DEFAULTS.haltCount),
    window: z.object({ start: ZHhmm, end: ZHhmm }).nullable().default(null),
    timeZone: zString({ error: V.required }).max(64, V.invalid).refine(isTimeZone, V.invalid),
    minBattery: pct(0).default(CAMPAIGN_DEFAULTS.minBattery),
    retries: z.number().int(V.invalid).min(0, V.invalid).max(5, V.invalid).default(CAMPAIGN_DEFAULTS.retries),
    retryBackoffSeconds: z.number().int(V.invalid).min(10, V.invalid).max(86_400, V.invalid).default(CAMPAIGN_DEFAULTS.retryBackoffSeconds),
    robotTimeoutMinutes: z.number().int(V.invalid).min(5, V.invalid).max(1440, V.invalid).default(CAMPAIGN_DEFAULTS.robotTimeoutMinutes),
  })
  .superRefine((b, ctx) => {
    if (b.window && b.window.start === b.window.end) ctx.addIssue({ code: 'custom', path: ['window', 'end'], message: V.invalid });
  });
export type TCampaignCreateBody = z.input<typeof ZCampaignCreateBody>;

/** Robots of a campaign in each state. */
export const ZTargetCounts = z.object({
  total: z.number().int(),
  pending: z.number().int(),
  waiting: z.number().int(),
  sent: z.number().int(),
  upgrading: z.number().int(),
  succeeded: z.number().int(),
  failed: z.number().int(),
  cancelled: z.number().int(),
});
export type TTargetCounts = z.infer<typeof ZTargetCounts>;
/** Counts of no robot: what a campaign, or a wave, starts adding to. */
export const noTargetCounts = (): TTargetCounts => ({
  total: 0,
  pending: 0,
  waiting: 0,
  sent: 0,
  upgrading: 0,
  succeeded: 0,
  failed: 0,
  cancelled: 0,
});

export const ZCampaign = z.object({
  id: z.number().int(),
  name: z.string(),
  packageId: z.number().int(),
  packageType: ZPackageType,
  unit: ZSoftwareType,
  version: z.string(),
  orgId: z.number().int(),
  orgName: z.string(),
  createdBy: z.string().nullable(),
  state: ZCampaignState,
  wavePlan: z.array(z.number().int()),
  currentWave: z.number().int(),
  advance: ZCampaignAdvance,
  successPercent: z.number().int(),
  haltPercent: z.number().int(),
  haltCount: z.number().int(),
  window: z.object({ start: z.string(), end: z.string() }).nullable(),
  timeZone: z.string(),
  minBattery: z.number().int(),
  retries: z.number().int(),
  retryBackoffSeconds: z.number().int(),
  robotTimeoutMinutes: z.number().int(),
  /** The campaign this one rolls back, and the rollback of this one if any. */
  rollbackOf: z.number().int().nullable(),
  rolledBackBy: z.number().int().nullable(),
  createdAt: z.string(),
  endedAt: z.string().nullable(),
  counts: ZTargetCounts,
});
export type TCampaign = z.infer<typeof ZCampaign>;

/**
 * What the live hub says of a campaign each time it or one of its robots moved (subscribe
 * `campaigns`, permission ota:view, campaigns of the caller's subtree): its state, wave and robots'
 * counts, so a list shows them at once; a page showing more of it (waves, robots) reads them again.
 */
export const ZCampaignLive = ZCampaign.pick({ id: true, state: true, currentWave: true, counts: true });
export type TCampaignLive = z.infer<typeof ZCampaignLive>;

/** A campaign with its waves' counts (the detail view). */
export const ZCampaignDetail = ZCampaign.extend({ waves: z.array(ZTargetCounts) });
export type TCampaignDetail = z.infer<typeof ZCampaignDetail>;

export const CAMPAIGN_SORT_FIELDS = ['createdAt'] as const;
export const ZCampaignListQuery = ZListQuery.extend({
  ...zListSort(CAMPAIGN_SORT_FIELDS),
  state: ZCampaignState.optional(),
  /** Matches the campaign's name or version. */
  keyword: zString().max(60, V.tooLong).optional(),
});
export type TCampaignListQuery = z.input<typeof ZCampaignListQuery>;

export const ZCampaignTargetQuery = ZListQuery.extend({
  campaignId: zId(),
  state: ZTargetState.optional(),
  wave: z.number().int(V.invalid).min(0, V.invalid).max(CAMPAIGN_WAVES_MAX, V.invalid).optional(),
  /** Matches the device number or name. */
  keyword: zString().max(60, V.tooLong).optional(),
});
export type TCampaignTargetQuery = z.input<typeof ZCampaignTargetQuery>;

export const ZCampaignTargetRow = z.object({
  robotId: z.number().int(),
  deviceNumber: z.string(),
  name: z.string(),
  orgName: z.string(),
  wave: z.number().int(),
  state: ZTargetState,
  reason: ZOtaWaitReason.nullable(),
  attempts: z.number().int(),
  nextAttemptAt: z.string().nullable(),
  step: z.number().int().nullable(),
  percent: z.number().int().nullable(),
  result: z.number().int().nullable(),
  fromVersion: z.string().nullable(),
  sentAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type TCampaignTargetRow = z.infer<typeof ZCampaignTargetRow>;

/** One entry of a robot's timeline in a campaign: a state change (with its reason) or a reported step. */
export const ZCampaignTargetEvent = z.object({
  at: z.string(),
  state: ZTargetState.nullable(),
  step: z.number().int().nullable(),
  percent: z.number().int().nullable(),
  result: z.number().int().nullable(),
  reason: z.string().nullable(),
});
export type TCampaignTargetEvent = z.infer<typeof ZCampaignTargetEvent>;

export const ZCampaignRollbackBody = z.object({
  id: zId(),
  /** Robots of the campaign to send back (each must have succeeded); all that succeeded when absent. */
  robotIds: z.array(zId()).max(CAMPAIGN_ROBOTS_MAX, V.invalid).optional(),
  name: zString().trim().min(1, V.required).max(60, V.tooLong).optional(),
});
export type TCampaignRollbackBody = z.input<typeof ZCampaignRollbackBody>;
