import { z } from 'zod';
import { ZCleanMode, ZExecMode, ZPeriodType } from '../enums/task.enums';
import { deviceText } from './device-text';

/**
 * The schedule a robot keeps and runs on its own clock, so a site is cleaned on time even while the
 * robot cannot reach the server. Times are "HH:mm" in the robot's local time; dates "YYYY-MM-DD".
 * The server sends the whole schedule (`syncSchedule`) after every change and whenever the robot
 * reports another `scheduleVersion` (up/config), so a robot that was offline catches up on connect.
 */
const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
const ymd = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const ZScheduledTask = z.object({
  taskId: deviceText().min(1).max(64),
  name: deviceText().max(60),
  mapId: deviceText().min(1).max(64),
  pathId: deviceText().max(64).nullable(),
  cleanMode: ZCleanMode,
  repeat: z.number().int().min(1).max(99).describe('Rounds, 1–99.'),
  /** 0: on `date` only; 1: every day. */
  periodType: ZPeriodType.describe('0: on date only; 1: every day.'),
  date: ymd.nullable().describe("YYYY-MM-DD, the robot's local date (period type 0)."),
  time: hhmm.describe("HH:mm, the robot's local time."),
});
export type TScheduledTask = z.infer<typeof ZScheduledTask>;

export const ZScheduledReservation = z.object({
  reservationId: deviceText().min(1).max(64),
  name: deviceText().max(60),
  mapId: deviceText().min(1).max(64),
  /** The landmark the robot starts from. */
  landmarkId: deviceText().min(1).max(64),
  /** 0 once (on `date`), 1 every day. */
  execMode: ZExecMode.describe('0: once, on date; 1: every day.'),
  date: ymd.nullable().describe("YYYY-MM-DD, the robot's local date (exec mode 0)."),
  times: z.array(hhmm).min(1).max(12).describe("Start times, HH:mm in the robot's local time."),
  /** How long the robot works from the landmark, minutes. */
  taskMinutes: z
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .describe('How long the robot works from the landmark, minutes (1–1440).'),
});
export type TScheduledReservation = z.infer<typeof ZScheduledReservation>;

export const ZSchedule = z.object({
  version: deviceText().min(1).max(64).describe('Report it back as scheduleVersion in up/config.'),
  tasks: z.array(ZScheduledTask).max(200),
  reservations: z.array(ZScheduledReservation).max(200),
});
export type TSchedule = z.infer<typeof ZSchedule>;
