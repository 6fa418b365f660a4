import { z } from 'zod';
import { zId } from '../common/ids';
import { ZListQuery, zListSort } from '../common/list';
import { ZRobotType } from '../enums/robot.enums';
import { ZDemandState, ZSoftwareType } from '../enums/version.enums';
import { V, zString } from '../validation/rules';

/**
 * A version is `major.minor`: major a whole number, minor one or two numbers separated by a dot, so
 * "2" + "4.1" is the "2.4.1" a robot reports under `versions.mainUnit` in `up/config` (spec §5: a valid
 * version format). Leading zeros are dropped ("04" is 4), so one version has one spelling.
 */
export const VERSION_MAJOR_MAX = 999;
export const VERSION_MINOR_PATTERN = /^\d{1,4}(\.\d{1,4})?$/;
export const VERSION_DESCRIPTION_MAX = 2_000;

/** "04.010" → "4.10": the one spelling a minor version is stored and compared in. */
export const normalVersionMinor = (minor: string) =>
  minor
    .split('.')
    .map((n) => String(Number(n)))
    .join('.');

/** The text robots report and lists show: "2.4.1". */
export const versionText = (v: { major: number; minor: string }) => `${v.major}.${v.minor}`;

/**
 * Orders two version texts part by part as numbers ("2.10" after "2.9"); a part that is not a number
 * (a robot may report "2.4.1-beta") compares as text after the numbers. Negative when a < b.
 */
export const compareVersionText = (a: string, b: string): number => {
  const pa = a.split('.');
  const pb = b.split('.');
  for (let i = 0; i < Math.max(pa.length, pb.length); i += 1) {
    const x = pa[i] ?? '0';
    const y = pb[i] ?? '0';
    const nx = /^\d+$/.test(x) ? Number(x) : NaN;
    const ny = /^\d+$/.test(y) ? Number(y) : NaN;
    const d = !Number.isNaN(nx) && !Number.isNaN(ny) ? nx - ny : x.localeCompare(y);
    if (d !== 0) return d;
  }
  return 0;
};

const ZMajor = z.number({ error: V.required }).int(V.invalid).min(0, V.invalid).max(VERSION_MAJOR_MAX, V.invalid);
const ZMinor = zString({ error: V.required }).min(1, V.required).regex(VERSION_MINOR_PATTERN, V.versionMinor);
const ZDescription = zString({ error: V.required }).min(1, V.required).max(VERSION_DESCRIPTION_MAX, V.tooLong);
const ZRobotTypes = z.array(ZRobotType, { error: V.required }).min(1, V.required).max(10, V.invalid);
const ZDemandIds = z.array(zId()).max(50, V.invalid);

/** Define a version (the definition screen): software type, number, what it is for and what it delivers. */
export const ZVersionSaveBody = z.object({
  softwareType: ZSoftwareType,
  major: ZMajor,
  minor: ZMinor,
  description: ZDescription,
  robotTypes: ZRobotTypes,
  /** Requirements it delivers (of the caller's subtree). */
  demandIds: ZDemandIds.default([]),
  /** Release notes: a version document (documents issue, kind versionDoc) the caller can read. */
  releaseNoteId: zId().nullable().default(null),
  /** The organisation that owns it; the author's own when absent. */
  orgId: zId().optional(),
});
export type TVersionSaveBody = z.input<typeof ZVersionSaveBody>;

/** Type and number change only while no package of the version was submitted (VERSION_IN_USE). */
export const ZVersionUpdateBody = z.object({
  id: zId(),
  softwareType: ZSoftwareType.optional(),
  major: ZMajor.optional(),
  minor: ZMinor.optional(),
  description: ZDescription.optional(),
  robotTypes: ZRobotTypes.optional(),
  demandIds: ZDemandIds.optional(),
  releaseNoteId: zId().nullable().optional(),
});
export type TVersionUpdateBody = z.input<typeof ZVersionUpdateBody>;

export const VERSION_SORT_FIELDS = ['version', 'updatedAt'] as const;
export type TVersionSortField = (typeof VERSION_SORT_FIELDS)[number];

export const ZVersionListQuery = ZListQuery.extend({
  ...zListSort(VERSION_SORT_FIELDS),
  /** Matches the version text ("2.4") or the description. */
  keyword: zString().max(60, V.tooLong).optional(),
  softwareType: ZSoftwareType.optional(),
  robotType: ZRobotType.optional(),
});
export type TVersionListQuery = z.input<typeof ZVersionListQuery>;

export const ZSoftwareVersion = z.object({
  id: z.number().int(),
  softwareType: ZSoftwareType,
  major: z.number().int(),
  minor: z.string(),
  /** versionText: "2.4.1". */
  text: z.string(),
  description: z.string(),
  robotTypes: z.array(ZRobotType),
  demands: z.array(z.object({ id: z.number().int(), title: z.string(), state: ZDemandState })),
  releaseNote: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  orgId: z.number().int(),
  orgName: z.string(),
  author: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Packages submitted for it, and of those released. */
  packages: z.number().int(),
  released: z.number().int(),
});
export type TSoftwareVersion = z.infer<typeof ZSoftwareVersion>;

/** A version as the submit and OTA forms pick it. */
export const ZVersionOption = ZSoftwareVersion.pick({ id: true, softwareType: true, text: true, robotTypes: true });
export type TVersionOption = z.infer<typeof ZVersionOption>;

/** robotVersion: each version text robots report for a unit, with how many robots report it. */
export const ZInstalledVersionQuery = ZListQuery.extend({
  softwareType: ZSoftwareType.optional(),
  robotType: ZRobotType.optional(),
});
export type TInstalledVersionQuery = z.input<typeof ZInstalledVersionQuery>;

export const ZInstalledVersion = z.object({
  softwareType: ZSoftwareType,
  text: z.string(),
  robots: z.number().int(),
  /** The definition of that number, when one exists the caller can see. */
  versionId: z.number().int().nullable(),
  released: z.number().int(),
});
export type TInstalledVersion = z.infer<typeof ZInstalledVersion>;

/** Drill-down: the robots in scope reporting one version of one unit. */
export const ZInstalledRobotsQuery = ZListQuery.extend({
  softwareType: ZSoftwareType,
  text: zString().min(1, V.required).max(60, V.tooLong),
  /** Matches the device number or the robot's name. */
  keyword: zString().max(60, V.tooLong).optional(),
});
export type TInstalledRobotsQuery = z.input<typeof ZInstalledRobotsQuery>;
export const ZInstalledRobot = z.object({
  robotId: z.number().int(),
  deviceNumber: z.string(),
  alias: z.string(),
  robotType: ZRobotType,
  orgName: z.string(),
  online: z.boolean(),
  reportedAt: z.string(),
});
export type TInstalledRobot = z.infer<typeof ZInstalledRobot>;
