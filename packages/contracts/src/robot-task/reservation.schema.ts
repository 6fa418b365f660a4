import { z } from 'zod';
import { zId } from '../common/ids';
import { ZListQuery, zListSort } from '../common/list';
import { ExecMode, ZExecMode, ZReservationResult } from '../enums/task.enums';
import { V, zString, zText, ZYmd } from '../validation/rules';
import { isNotPastDate, ZHhmm } from './task.schema';

/** A reservation of spec §3: the robot starts from a landmark at set times and works for a while. */
export const ZReservation = z.object({
  id: z.number().int(),
  robotId: z.number().int(),
  name: z.string(),
  execMode: ZExecMode,
  date: z.string().nullable(),
  execTimes: z.array(z.string()),
  mapId: z.string(),
  mapName: z.string().nullable(),
  landmarkId: z.string(),
  landmarkName: z.string().nullable(),
  taskMinutes: z.number().int(),
  enabled: z.boolean(),
  /** Spec §4 reservation result of the newest run (0 success … 6 task expired); null before the first. */
  lastResult: ZReservationResult.nullable(),
  lastRunAt: z.string().nullable(),
  creator: z.string().nullable(),
  createdAt: z.string(),
});
export type TReservation = z.infer<typeof ZReservation>;

export const RESERVATION_TIMES_MAX = 12;

const fields = {
  robotId: zId(),
  name: zText(30),
  execMode: ZExecMode,
  /** Required when it runs once. */
  date: ZYmd.nullable().optional(),
  execTimes: z.array(ZHhmm).min(1, V.required).max(RESERVATION_TIMES_MAX, V.invalid),
  mapId: zString({ error: V.required }).min(1, V.required).max(64, V.tooLong),
  landmarkId: zString({ error: V.required }).min(1, V.required).max(64, V.tooLong),
  taskMinutes: z
    .number({ error: V.required })
    .int(V.invalid)
    .min(1, V.invalid)
    .max(24 * 60, V.invalid),
  enabled: z.boolean().default(true),
};

const rules = (b: { execMode: number; date?: string | null; execTimes: string[] }, ctx: z.RefinementCtx) => {
  if (b.execMode === ExecMode.ONCE) {
    if (!b.date) ctx.addIssue({ code: 'custom', path: ['date'], message: V.required });
    else if (!isNotPastDate(b.date)) ctx.addIssue({ code: 'custom', path: ['date'], message: V.invalid });
  }
  if (new Set(b.execTimes).size !== b.execTimes.length) ctx.addIssue({ code: 'custom', path: ['execTimes'], message: V.invalid });
};

export const ZReservationCreateBody = z.object(fields).superRefine(rules);
export type TReservationCreateBody = z.input<typeof ZReservationCreateBody>;
export const ZReservationUpdateBody = z.object({ id: zId(), ...fields }).superRefine(rules);
export type TReservationUpdateBody = z.input<typeof ZReservationUpdateBody>;
export const ZReservationSwitchBody = z.object({ id: zId(), enabled: z.boolean() });
export type TReservationSwitchBody = z.input<typeof ZReservationSwitchBody>;

/** What an operator sorts reservations by (without one: newest first). */
export const RESERVATION_SORT_FIELDS = ['name', 'execMode', 'taskMinutes', 'lastResult'] as const;
export type TReservationSortField = (typeof RESERVATION_SORT_FIELDS)[number];
export const ZReservationListQuery = ZListQuery.extend({ robotId: zId(), ...zListSort(RESERVATION_SORT_FIELDS) });
export type TReservationListQuery = z.input<typeof ZReservationListQuery>;
