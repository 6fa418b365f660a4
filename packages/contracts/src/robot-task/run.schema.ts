import { z } from 'zod';
import { zId } from '../common/ids';
import { ZListQuery, ZListResult, zListSort } from '../common/list';
import { RUN_SOURCES, RUN_STATES } from '../device/operate-payloads';
import { ZReservationResult } from '../enums/task.enums';
import { isOrderedRange, V, ZInstant } from '../validation/rules';

/** A cleaning record: one run as the robot reported it (up/run), in the units of spec §9. */
export const ZRun = z.object({
  id: z.number().int(),
  runId: z.string(),
  source: z.enum(RUN_SOURCES),
  taskId: z.number().int().nullable(),
  reservationId: z.number().int().nullable(),
  name: z.string(),
  mapId: z.string().nullable(),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  /** Minutes from start to end (to the last report while it runs). */
  durationMin: z.number(),
  state: z.enum(RUN_STATES),
  areaM2: z.number(),
  distanceKm: z.number(),
  waterL: z.number(),
  energyKwh: z.number(),
  reservationResult: ZReservationResult.nullable(),
});
export type TRun = z.infer<typeof ZRun>;

export const ZRunTotals = z.object({
  count: z.number().int(),
  areaM2: z.number(),
  durationMin: z.number(),
  distanceKm: z.number(),
  waterL: z.number(),
  energyKwh: z.number(),
});
export type TRunTotals = z.infer<typeof ZRunTotals>;

const range = {
  robotId: zId(),
  /** Runs that started in [start, end] (ISO instants: the console sends the user's local day bounds). */
  start: ZInstant,
  end: ZInstant,
};
const ordered = (b: { start: string; end: string }, ctx: z.RefinementCtx) => {
  if (!isOrderedRange(b.start, b.end)) ctx.addIssue({ code: 'custom', path: ['end'], message: V.endBeforeStart });
};

/** What an operator sorts a robot's cleaning records by (without one: newest start first). */
export const RUN_SORT_FIELDS = ['start', 'duration', 'area', 'distance', 'water', 'energy'] as const;
export type TRunSortField = (typeof RUN_SORT_FIELDS)[number];

export const ZRunListQuery = ZListQuery.extend({ ...range, ...zListSort(RUN_SORT_FIELDS) }).superRefine(ordered);
export type TRunListQuery = z.input<typeof ZRunListQuery>;
export const ZRunExportQuery = z.object(range).superRefine(ordered);
export type TRunExportQuery = z.input<typeof ZRunExportQuery>;

export const ZRunList = ZListResult(ZRun).extend({ totals: ZRunTotals });
export type TRunList = z.infer<typeof ZRunList>;

/** The most rows one export returns (a month of a busy robot is a few hundred). */
export const RUN_EXPORT_MAX = 10_000;
