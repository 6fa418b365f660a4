import { z } from 'zod';
import { zId } from '../common/ids';
import { ZListQuery, zListSort } from '../common/list';
import { FLEET_STATES } from '../home/home.enums';
import { refineCoordinatePair, zSiteCoordinates } from '../org/coordinates';
import { AreaKind, ZAreaKind, ZRobotType } from '../enums';
import { V, zString } from '../validation/rules';
import { AREA_FLOORS_MAX, AREA_FREQUENCY_MAX, AREA_ROBOTS_MAX, AREA_STATUSES, AREA_WORK_AREA_MAX, AREA_ZONES_MAX } from './area.rules';

export const ZAreaStatus = z.enum(AREA_STATUSES);

const wholeIn = (max: number, message: string) => z.number({ error: message }).int(message).min(1, message).max(max, message);

/** The fields a user edits; the server adds the number, who and when. */
const areaFields = z.object({
  /** The organisation the area belongs to, in the caller's subtree (the caller's own when none). */
  orgId: zId().optional(),
  name: zString({ error: V.required }).trim().min(1, V.required).max(60, V.tooLong),
  kind: ZAreaKind,
  address: zString().trim().max(200, V.tooLong).nullable().optional(),
  /** A building's floors; a park has none (null). */
  floors: wholeIn(AREA_FLOORS_MAX, V.areaFloors).nullable().optional(),
  /** Cleaning zones the area is split into. */
  zones: wholeIn(AREA_ZONES_MAX, V.areaZones).default(1),
  /** Robots ride lifts between floors (the area's elevator-control projects). */
  liftControl: z.boolean().default(false),
  enabled: z.boolean().default(true),
  /** The surface to clean, m². */
  workArea: z
    .number({ error: V.areaWorkArea })
    .finite(V.areaWorkArea)
    .positive(V.areaWorkArea)
    .max(AREA_WORK_AREA_MAX, V.areaWorkArea)
    .nullable()
    .optional(),
  /** Planned passes over the work area per day. */
  frequency: wholeIn(AREA_FREQUENCY_MAX, V.areaFrequency).nullable().optional(),
  ...zSiteCoordinates,
  /** The robots that clean the area: robots the caller sees, each in one area at most. */
  robotIds: z
    .array(zId())
    .max(AREA_ROBOTS_MAX, V.areaRobotsMax)
    .refine((ids) => new Set(ids).size === ids.length, V.duplicateKey)
    .default([]),
});

/** The shape rules, each reported on the field to change (area.rules.ts says why). */
const refineArea = (v: z.infer<typeof areaFields>, ctx: z.RefinementCtx) => {
  refineCoordinatePair(v, ctx);
  if (v.kind === AreaKind.BUILDING && v.floors == null) ctx.addIssue({ code: 'custom', message: V.areaFloors, path: ['floors'] });
  if (v.kind === AreaKind.PARK && v.floors != null) ctx.addIssue({ code: 'custom', message: V.areaParkFloors, path: ['floors'] });
  if (v.liftControl && !(v.kind === AreaKind.BUILDING && (v.floors ?? 0) >= 2))
    ctx.addIssue({ code: 'custom', message: V.areaLiftControl, path: ['liftControl'] });
};

export const ZAreaSaveBody = areaFields.superRefine(refineArea);
export type TAreaSaveBody = z.input<typeof ZAreaSaveBody>;
export const ZAreaUpdateBody = areaFields.extend({ id: zId() }).superRefine(refineArea);
export type TAreaUpdateBody = z.input<typeof ZAreaUpdateBody>;

export const AREA_SORT_FIELDS = ['number', 'name', 'workArea', 'createdAt'] as const;

export const ZAreaListQuery = ZListQuery.extend({
  ...zListSort(AREA_SORT_FIELDS),
  /** Matches the area's name, number or address. */
  keyword: zString().max(60, V.tooLong).optional(),
  kind: ZAreaKind.optional(),
  enabled: z.boolean().optional(),
  /** Areas of this organisation's subtree (in the caller's). */
  orgId: zId().optional(),
});
export type TAreaListQuery = z.input<typeof ZAreaListQuery>;

/** A robot of an area as the caller sees it now, with its live fleet state. */
export const ZAreaRobot = z.object({
  id: z.number().int(),
  deviceNumber: z.string(),
  alias: z.string().nullable(),
  robotType: ZRobotType,
  state: z.enum(FLEET_STATES),
  battery: z.number().nullable(),
  /** When the robot last reported (ISO), null if never. */
  updatedAt: z.string().nullable(),
});
export type TAreaRobot = z.infer<typeof ZAreaRobot>;

export const ZArea = z.object({
  id: z.number().int(),
  number: z.string(),
  name: z.string(),
  kind: ZAreaKind,
  orgId: z.number().int(),
  orgName: z.string(),
  address: z.string().nullable(),
  floors: z.number().int().nullable(),
  zones: z.number().int(),
  liftControl: z.boolean(),
  enabled: z.boolean(),
  workArea: z.number().nullable(),
  frequency: z.number().int().nullable(),
  longitude: z.number().nullable(),
  latitude: z.number().nullable(),
  /** Only the robots the caller sees now (owned, or hosted inside the window). */
  robots: z.array(ZAreaRobot),
  status: ZAreaStatus,
  /** m² the area's robots (those the caller sees) cleaned today, from the daily rollups. */
  cleanedTodayM2: z.number(),
  /** areaCoverage of today, null without a work area. */
  coverageToday: z.number().int().nullable(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
});
export type TArea = z.infer<typeof ZArea>;

/** The robots an area's form offers: the caller's, by number or alias, each with the area it is in (null: free). */
export const ZAreaRobotOptionsQuery = z.object({ keyword: zString().max(60, V.tooLong).optional() });
export type TAreaRobotOptionsQuery = z.input<typeof ZAreaRobotOptionsQuery>;
export const ZAreaRobotOption = z.object({
  id: z.number().int(),
  deviceNumber: z.string(),
  alias: z.string().nullable(),
  /** The area the robot cleans now: its id and name when the caller sees that area, else only that it is taken. */
  areaId: z.number().int().nullable(),
  areaName: z.string().nullable(),
  taken: z.boolean(),
});
export type TAreaRobotOption = z.infer<typeof ZAreaRobotOption>;
/** At most this many options per answer: the form searches as the user types. */
export const AREA_ROBOT_OPTIONS_MAX = 50;
