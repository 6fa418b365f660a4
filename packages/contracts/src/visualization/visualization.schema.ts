import { z } from 'zod';
import { zId } from '../common/ids';
import { ZRobotType } from '../enums/robot.enums';
import { checkStatisticsRange, zStatisticsRange } from '../robot-history/history.schema';

/**
 * The visualization area (spec §1/§2, issue 13): charts over the daily rollups of the robots in the
 * caller's scope, over the statistics' ranges (today / past 7 / past 30 days / a date range, one rule:
 * `zStatisticsRange`). A "site" is the organisation a robot works for (a hosted robot: the one it is
 * hosted to, as in statistics). Units of spec §9: area m², run time min, energy kWh, water L, distance km.
 */
export const ZVisHistoryQuery = z
  .object({
    ...zStatisticsRange,
    /** Drill down: the site (organisation) and its subtree. */
    orgId: zId().optional(),
    robotType: ZRobotType.optional(),
    /** One robot (visualizeRobot's figures). */
    robotId: zId().optional(),
  })
  .superRefine(checkStatisticsRange);
export type TVisHistoryQuery = z.input<typeof ZVisHistoryQuery>;

export const ZVisFigures = z.object({
  runs: z.number().int(),
  areaM2: z.number(),
  runTimeMin: z.number(),
  energyKwh: z.number(),
  waterL: z.number(),
  distanceKm: z.number(),
  faults: z.number().int(),
  /** Run time over the robots' whole time in the range (robots × days × 24 h), in % (0–100, one decimal). */
  utilisationPct: z.number(),
});
export type TVisFigures = z.infer<typeof ZVisFigures>;

export const ZVisDay = ZVisFigures.extend({ day: z.string() });
export const ZVisSite = ZVisFigures.extend({ orgId: z.number().int(), name: z.string(), robots: z.number().int() });
export const ZVisType = ZVisFigures.extend({ robotType: ZRobotType, robots: z.number().int() });
export const ZVisRobot = ZVisFigures.extend({
  robotId: z.number().int(),
  deviceNumber: z.string(),
  name: z.string(),
  robotType: ZRobotType,
  orgId: z.number().int(),
  orgName: z.string(),
});
/** One point of a trend per site or per robot type: area and utilisation of that day. */
export const ZVisTrendPoint = z.object({ day: z.string(), areaM2: z.number(), runTimeMin: z.number(), utilisationPct: z.number() });
export const ZVisSiteTrend = z.object({ orgId: z.number().int(), name: z.string(), points: z.array(ZVisTrendPoint) });
export const ZVisTypeTrend = z.object({ robotType: ZRobotType, points: z.array(ZVisTrendPoint) });
export type TVisDay = z.infer<typeof ZVisDay>;
export type TVisSite = z.infer<typeof ZVisSite>;
export type TVisType = z.infer<typeof ZVisType>;
export type TVisRobot = z.infer<typeof ZVisRobot>;
export type TVisSiteTrend = z.infer<typeof ZVisSiteTrend>;
export type TVisTypeTrend = z.infer<typeof ZVisTypeTrend>;

/** Per-robot rows answered (the biggest area first); `robots` says how many there are in all. */
export const VIS_ROBOTS_MAX = 50;
/** Sites with a trend line (the biggest area first): more lines than this cannot be read. */
export const VIS_TREND_SITES_MAX = 8;

export const ZVisHistory = z.object({
  /** The days read (YYYY-MM-DD, inclusive), calendar days of the server's time zone. */
  start: z.string(),
  end: z.string(),
  days: z.number().int(),
  robots: z.number().int(),
  totals: ZVisFigures,
  /** Every day of the range, zeros when nothing ran. */
  series: z.array(ZVisDay),
  bySite: z.array(ZVisSite),
  byType: z.array(ZVisType),
  byRobot: z.array(ZVisRobot),
  siteTrends: z.array(ZVisSiteTrend),
  typeTrends: z.array(ZVisTypeTrend),
});
export type TVisHistory = z.infer<typeof ZVisHistory>;
