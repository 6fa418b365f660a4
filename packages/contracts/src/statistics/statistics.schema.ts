import { z } from 'zod';
import { zId } from '../common/ids';
import { ZListQuery, ZListResult, zListSort } from '../common/list';
import { ZRobotType } from '../enums/robot.enums';
import { checkStatisticsRange, zStatisticsRange } from '../robot-history/history.schema';
import { zString } from '../validation/rules';

/**
 * Fleet statistics (statisticList, spec §2/§9): the daily rollups of the robots in the caller's scope
 * over today / past 7 days / past 30 days / a date range, per robot or per organisation, with a
 * totals row. Units of spec §9: area m², run time min, distance km, water L, energy kWh.
 */
export const STATISTICS_GROUPS = ['robot', 'organization'] as const;
export type TStatisticsGroup = (typeof STATISTICS_GROUPS)[number];

/** Every column sorts; per organisation, deviceNumber and robotType sort by the name. */
export const STATISTICS_SORT_FIELDS = [
  'name',
  'deviceNumber',
  'organization',
  'robotType',
  'robots',
  'runs',
  'area',
  'runTime',
  'distance',
  'water',
  'energy',
  'faults',
] as const;
export type TStatisticsSortField = (typeof STATISTICS_SORT_FIELDS)[number];

const filters = {
  ...zStatisticsRange,
  group: z.enum(STATISTICS_GROUPS).default('robot'),
  ...zListSort(STATISTICS_SORT_FIELDS),
  /** The organisation and its subtree. */
  orgId: zId().optional(),
  robotType: ZRobotType.optional(),
  /** Part of a device number, alias or organisation name. */
  keyword: zString().max(60).optional(),
};

export const ZStatisticsQuery = ZListQuery.extend(filters).superRefine(checkStatisticsRange);
export type TStatisticsQuery = z.input<typeof ZStatisticsQuery>;
export const ZStatisticsExportQuery = z.object(filters).superRefine(checkStatisticsRange);
export type TStatisticsExportQuery = z.input<typeof ZStatisticsExportQuery>;

export const ZStatisticsFigures = z.object({
  robots: z.number().int(),
  runs: z.number().int(),
  areaM2: z.number(),
  runTimeMin: z.number(),
  distanceKm: z.number(),
  waterL: z.number(),
  energyKwh: z.number(),
  faults: z.number().int(),
});
export type TStatisticsFigures = z.infer<typeof ZStatisticsFigures>;

/** A robot (id = robot id) or an organisation (id = organisation id; deviceNumber and robotType null). */
export const ZStatisticsRow = ZStatisticsFigures.extend({
  id: z.number().int(),
  name: z.string(),
  deviceNumber: z.string().nullable(),
  robotType: ZRobotType.nullable(),
  orgName: z.string(),
});
export type TStatisticsRow = z.infer<typeof ZStatisticsRow>;

export const ZStatisticsList = ZListResult(ZStatisticsRow).extend({
  /** The days read (YYYY-MM-DD, inclusive), calendar days of the server's time zone. */
  start: z.string(),
  end: z.string(),
  /** Sums over every row of the filter, not only this page. */
  totals: ZStatisticsFigures,
});
export type TStatisticsList = z.infer<typeof ZStatisticsList>;

/** The most rows one export returns (a fleet of 10,000 robots fits). */
export const STATISTICS_EXPORT_MAX = 20_000;
