import { z } from 'zod';
import { MONITOR_WINDOWS, STATISTICS_RANGES } from '../common/constants';
import { isOrderedRange, isTimeZone, V, zString } from '../validation/rules';

/**
 * The monitor (botMonitor) and the statistics report (robotForm) of one robot, spec §9: monitor
 * windows current / within a week / within a month; statistics today / past 7 / past 30 days / a range.
 */
export type TMonitorWindow = (typeof MONITOR_WINDOWS)[number];

/**
 * Default of TELEMETRY_RETENTION_DAYS: the 10-second samples are kept this long (the current window
 * reads an hour of them, the rest is for drill-down); the 15-minute rollups are kept a year.
 */
export const TELEMETRY_RETENTION_DAYS_DEFAULT = 8;

/** How far back each window reaches and how wide one point is (the chart has at most ~720 points). */
export const MONITOR_WINDOW_SPEC: Record<TMonitorWindow, { seconds: number; bucketSeconds: number }> = {
  current: { seconds: 3_600, bucketSeconds: 30 },
  week: { seconds: 7 * 86_400, bucketSeconds: 900 },
  month: { seconds: 30 * 86_400, bucketSeconds: 3_600 },
};

export const ZMonitorQuery = z.object({ window: z.enum(MONITOR_WINDOWS) });
export type TMonitorQuery = z.infer<typeof ZMonitorQuery>;

/** One point: averages with their range, and the share (0–1) of samples working, charging, in a fault. */
export const ZMonitorPoint = z.object({
  t: z.string(),
  samples: z.number().int(),
  battery: z.number().nullable(),
  batteryMin: z.number().nullable(),
  batteryMax: z.number().nullable(),
  speed: z.number().nullable(),
  speedMax: z.number().nullable(),
  signal: z.number().nullable(),
  working: z.number(),
  charging: z.number(),
  fault: z.number(),
});
export type TMonitorPoint = z.infer<typeof ZMonitorPoint>;

export const ZMonitorSeries = z.object({
  window: z.enum(MONITOR_WINDOWS),
  from: z.string(),
  to: z.string(),
  bucketSeconds: z.number().int(),
  /** Buckets without samples are absent (the robot was off or offline): the chart shows a gap. */
  points: z.array(ZMonitorPoint),
});
export type TMonitorSeries = z.infer<typeof ZMonitorSeries>;

export type TStatisticsRange = (typeof STATISTICS_RANGES)[number];
export const FORM_MAX_DAYS = 366;

const ymd = zString().regex(/^\d{4}-\d{2}-\d{2}$/, V.invalid);

/**
 * A statistics range of spec §9: `range` needs both days, in order, at most FORM_MAX_DAYS; the other
 * ranges ignore them. Shared by the robot's report and the fleet statistics (statisticList).
 */
export const checkStatisticsRange = (q: { range: TStatisticsRange; start?: string; end?: string }, ctx: z.RefinementCtx) => {
  if (q.range !== 'range') return;
  if (!q.start) ctx.addIssue({ code: 'custom', path: ['start'], message: V.required });
  if (!q.end) ctx.addIssue({ code: 'custom', path: ['end'], message: V.required });
  if (q.start && q.end && !isOrderedRange(q.start, q.end)) ctx.addIssue({ code: 'custom', path: ['end'], message: V.endBeforeStart });
  if (q.start && q.end && (Date.parse(q.end) - Date.parse(q.start)) / 86_400_000 >= FORM_MAX_DAYS) {
    ctx.addIssue({ code: 'custom', path: ['end'], message: V.rangeTooLong });
  }
};
export const zStatisticsRange = { range: z.enum(STATISTICS_RANGES), start: ymd.optional(), end: ymd.optional() };

/** Days are the viewer's calendar days (`tz`, an IANA zone from the browser). */
export const ZFormQuery = z
  .object({ ...zStatisticsRange, tz: zString().max(64).refine(isTimeZone, V.invalid) })
  .superRefine(checkStatisticsRange);
export type TFormQuery = z.input<typeof ZFormQuery>;

/** Units of spec §9: area m², time min, distance km, water L, energy kWh. */
export const ZFormTotals = z.object({
  runs: z.number().int(),
  done: z.number().int(),
  failed: z.number().int(),
  stopped: z.number().int(),
  areaM2: z.number(),
  durationMin: z.number(),
  distanceKm: z.number(),
  waterL: z.number(),
  energyKwh: z.number(),
});
export type TFormTotals = z.infer<typeof ZFormTotals>;

export const ZRobotForm = z.object({
  /** First and last calendar day of the report, in `tz`. */
  start: z.string(),
  end: z.string(),
  tz: z.string(),
  totals: ZFormTotals,
  /** Every day of the range, days without runs included (zeros), oldest first. */
  days: z.array(ZFormTotals.extend({ day: z.string() })),
});
export type TRobotForm = z.infer<typeof ZRobotForm>;
