import { z } from 'zod';
import { ZListQuery, zListSort } from '../common/list';
import { LOG_MINUTES_MAX } from '../device/limits';
import { ZOperateState } from '../enums/task.enums';
import { V } from '../validation/rules';

/** Default of LOG_RETENTION_DAYS: log requests (and the files uploaded for them) older than this are deleted. */
export const LOG_RETENTION_DAYS_DEFAULT = 30;

/** How far back a log request reaches, minutes (the robot keeps a day). */
export const LOG_MINUTES_CHOICES = [15, 60, 240, 1440] as const;

export const ZRequestRobotLogBody = z.object({
  minutes: z.number({ error: V.required }).int(V.invalid).min(1, V.invalid).max(LOG_MINUTES_MAX, V.invalid),
});
export type TRequestRobotLogBody = z.infer<typeof ZRequestRobotLogBody>;

/** What an operator sorts a robot's log requests by (without one: newest request first). */
export const LOG_SORT_FIELDS = ['requestedAt', 'minutes', 'bytes', 'uploadedAt'] as const;
export type TLogSortField = (typeof LOG_SORT_FIELDS)[number];
export const ZRobotLogQuery = ZListQuery.extend(zListSort(LOG_SORT_FIELDS));
export type TRobotLogQuery = z.input<typeof ZRobotLogQuery>;

/** A log request and, once the robot answered, its file. */
export const ZRobotLog = z.object({
  id: z.string(),
  minutes: z.number().int(),
  requestedAt: z.string(),
  requestedBy: z.string().nullable(),
  commandId: z.string().nullable(),
  /** The upload command's state: 0 sent, 1 the robot accepted, 2 refused, 3 no answer. */
  operateState: ZOperateState.nullable(),
  reason: z.string().nullable(),
  fileName: z.string().nullable(),
  lines: z.number().int().nullable(),
  /** Size of the uncompressed text, bytes. */
  bytes: z.number().int().nullable(),
  uploadedAt: z.string().nullable(),
});
export type TRobotLog = z.infer<typeof ZRobotLog>;
