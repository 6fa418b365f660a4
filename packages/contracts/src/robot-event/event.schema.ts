import { z } from 'zod';
import { ZListQuery, zListSort } from '../common/list';
import { EVENT_LEVELS } from '../device/payloads';
import { V, zString } from '../validation/rules';

/**
 * The event the server stores in place of a robot's events over its rate limit (one per minute while
 * it floods), so the operator sees that events were dropped. Robots never send it.
 */
export const FLOOD_EVENT_TYPE = 'flood';
/** Default of EVENT_RETENTION_DAYS: events received longer ago are deleted (with their pictures). */
export const EVENT_RETENTION_DAYS_DEFAULT = 90;

/** Events a robot reported (spec §3 robot event: type, time, recognition accuracy, image). */
/** What an operator sorts a robot's events by (without one: newest first); a level sorts by severity. */
export const EVENT_SORT_FIELDS = ['ts', 'type', 'level', 'accuracy'] as const;
export type TEventSortField = (typeof EVENT_SORT_FIELDS)[number];

export const ZRobotEventQuery = ZListQuery.extend({
  ...zListSort(EVENT_SORT_FIELDS),
  type: zString().max(40).optional(),
  level: z.enum(EVENT_LEVELS).optional(),
  /** Only events that came with a picture (vision events). */
  withImage: z.boolean().optional(),
  /** ISO date-times; the end may not be earlier than the start. */
  start: z.iso.datetime({ offset: true, error: V.invalid }).optional(),
  end: z.iso.datetime({ offset: true, error: V.invalid }).optional(),
}).refine((q) => !q.start || !q.end || q.end >= q.start, { message: V.endBeforeStart, path: ['end'] });
export type TRobotEventQuery = z.input<typeof ZRobotEventQuery>;

export const ZRobotEvent = z.object({
  id: z.number().int(),
  ts: z.string(),
  type: z.string(),
  level: z.enum(EVENT_LEVELS),
  code: z.string().nullable(),
  message: z.string().nullable(),
  /** Recognition accuracy 0–1 of vision events. */
  accuracy: z.number().nullable(),
  hasImage: z.boolean(),
  receivedAt: z.string(),
});
export type TRobotEvent = z.infer<typeof ZRobotEvent>;
