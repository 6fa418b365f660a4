import { z } from 'zod';
import { zId } from '../common/ids';
import { ZListQuery, zListSort } from '../common/list';
import { ZTelemetry } from '../device/payloads';
import { ZTrusteeshipType } from '../enums/org.enums';
import { ZRobotType } from '../enums/robot.enums';
import { DEVICE_SUFFIX_DIGITS } from '../common/constants';
import { parseDeviceNumber, V, ZDeviceNumber, zString, zText } from '../validation/rules';

/**
 * Registration of one robot; `simulated` must agree with the number's prefix (SIMULATION- / YJ-). The
 * model in the number must be `robotType`'s in the catalogue: the server checks it (V.deviceModel).
 */
export const ZRobotRegisterBody = z
  .object({
    deviceNumber: ZDeviceNumber,
    alias: zText(30),
    robotType: ZRobotType,
    simulated: z.boolean(),
    orgId: zId().optional(),
    version: zString().max(60, V.tooLong).optional(),
  })
  .superRefine((b, ctx) => {
    const parsed = parseDeviceNumber(b.deviceNumber);
    if (parsed && parsed.simulated !== b.simulated) ctx.addIssue({ code: 'custom', path: ['simulated'], message: V.simulatedPrefix });
  });
export type TRobotRegisterBody = z.input<typeof ZRobotRegisterBody>;

export const ROBOT_BATCH_MAX = 500;
const SUFFIX_MAX = 10 ** DEVICE_SUFFIX_DIGITS - 1;

/**
 * Bulk registration: `count` numbers from `startSuffix` (or after the highest used), all or nothing.
 * Aliases are `aliasPrefix` + the 5-digit suffix (`model-` + suffix without a prefix).
 */
export const ZRobotRegisterBatchBody = z.object({
  model: zString()
    .min(1, V.required)
    .max(20, V.tooLong)
    .regex(/^[A-Za-z0-9]+$/, V.alnum),
  simulated: z.boolean(),
  count: z.number({ error: V.required }).int(V.invalid).min(1, V.invalid).max(ROBOT_BATCH_MAX, V.invalid),
  startSuffix: z.number().int(V.invalid).min(0, V.invalid).max(SUFFIX_MAX, V.invalid).optional(),
  robotType: ZRobotType,
  aliasPrefix: zString().max(20, V.tooLong).regex(/^\S*$/, V.spaces).optional(),
  orgId: zId().optional(),
  version: zString().max(60, V.tooLong).optional(),
});
export type TRobotRegisterBatchBody = z.input<typeof ZRobotRegisterBatchBody>;

export const ZRobotCredential = z.object({ id: z.number().int(), deviceNumber: z.string(), deviceSecret: z.string() });
export type TRobotCredential = z.infer<typeof ZRobotCredential>;

/** The live state of a robot as the console shows it: the last telemetry plus presence. */
export const ZRobotLive = ZTelemetry.omit({ ts: true }).partial().extend({
  online: z.boolean(),
  /** Time of the last message from the robot (ISO), null if it never spoke. */
  lastSeenAt: z.string().nullable(),
  /** Time of the telemetry the values come from (ISO). */
  updatedAt: z.string().nullable(),
  upgrading: z.boolean(),
  firmware: z.string().nullable(),
});
export type TRobotLive = z.infer<typeof ZRobotLive>;

export const ZRobotHostingBrief = z.object({
  id: z.number().int(),
  orgId: z.number().int(),
  orgName: z.string(),
  type: ZTrusteeshipType,
  startAt: z.string(),
  endAt: z.string().nullable(),
  /** Inside its window now. */
  active: z.boolean(),
});

export const ZRobot = z.object({
  id: z.number().int(),
  deviceNumber: z.string(),
  alias: z.string(),
  robotType: ZRobotType,
  model: z.string(),
  simulated: z.boolean(),
  version: z.string().nullable(),
  orgId: z.number().int(),
  orgName: z.string(),
  locked: z.boolean(),
  /** Marked for testing: only such robots may receive a test package in an OTA campaign (issue 15). */
  testing: z.boolean(),
  enabled: z.boolean(),
  registerMethod: z.enum(['platform', 'app']),
  createdAt: z.string(),
  creator: z.string().nullable(),
  /** The current hosting (trusteeship) if any, whether or not its window has started. */
  hosting: ZRobotHostingBrief.nullable(),
  /** How the caller sees it: as owner (in their subtree) or as the organisation it is hosted to. */
  access: z.enum(['owner', 'hosted']),
  live: ZRobotLive,
  /** The map the stored pose is on, by its name (the robot's manifest); null when unknown. */
  poseMap: z.object({ mapId: z.string(), name: z.string() }).nullable(),
});
export type TRobot = z.infer<typeof ZRobot>;

const zBoolQuery = z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean());

/**
 * What an operator sorts the robot lists by (registration, operate, hosting; without one: newest
 * registration first). `window` is the end of the current hosting (the next to end first).
 */
export const ROBOT_SORT_FIELDS = [
  'deviceNumber',
  'alias',
  'robotType',
  'organization',
  'online',
  'locked',
  'createdAt',
  'battery',
  'workStatus',
  'lastReport',
  'hostOrg',
  'window',
] as const;
export type TRobotSortField = (typeof ROBOT_SORT_FIELDS)[number];

export const ZRobotListQuery = ZListQuery.extend({
  ...zListSort(ROBOT_SORT_FIELDS),
  keyword: zString().max(60).optional(),
  online: zBoolQuery.optional(),
  locked: zBoolQuery.optional(),
  robotType: ZRobotType.optional(),
  orgId: zId().optional(),
  hosted: zBoolQuery.optional(),
  simulated: zBoolQuery.optional(),
});
export type TRobotListQuery = z.input<typeof ZRobotListQuery>;

export const ZRobotUpdateBody = z.object({
  id: zId(),
  alias: zText(30).optional(),
  orgId: zId().optional(),
  enabled: z.boolean().optional(),
  version: zString().max(60, V.tooLong).nullable().optional(),
  /** Marked for testing (issue 15); only the owner may change it. */
  testing: z.boolean().optional(),
});
export type TRobotUpdateBody = z.input<typeof ZRobotUpdateBody>;
