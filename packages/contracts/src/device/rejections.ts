import { z } from 'zod';
import { zIdParam } from '../common/ids';
import { defineRoute } from '../common/route';

/**
 * Why the server refused a robot's message (docs/device-protocol.md "Diagnostics"): not JSON, not of
 * its topic's schema, a timestamp outside the accepted window (timestamps.ts), a subtopic of `up/` the
 * protocol does not define, or a packet over its size limit (counted only: the broker closes the
 * connection before the server reads it).
 */
export const REJECTION_REASONS = ['invalidJson', 'schema', 'tsOutOfWindow', 'unknownTopic', 'oversized'] as const;
export type TRejectionReason = (typeof REJECTION_REASONS)[number];
export const ZRejectionReason = z.enum(REJECTION_REASONS);

/** Rejections kept per robot (the newest); older ones are deleted as new ones are written. */
export const REJECTIONS_KEPT = 50;
/** A detail longer than this is cut: it explains, it does not carry the message. */
export const REJECTION_DETAIL_MAX = 300;

export const ZRejection = z.object({
  /** When the server received the message, epoch ms (the robot's clock may be what is wrong). */
  receivedAt: z.number().int(),
  topic: z.string(),
  reason: ZRejectionReason,
  /** The payload field at fault (`pose.x`, `ts`), null when the message as a whole is. */
  field: z.string().nullable(),
  /** Why, in technical English for the firmware's developers. */
  detail: z.string(),
});
export type TRejection = z.infer<typeof ZRejection>;

export const ZRejectionList = z.object({
  /** The last REJECTIONS_KEPT rejections, newest first. */
  list: z.array(ZRejection),
  /** Messages of the robot refused since it was registered, by reason (also those not kept in the list). */
  counts: z.record(ZRejectionReason, z.number().int().nonnegative()),
});
export type TRejectionList = z.infer<typeof ZRejectionList>;

export const getRobotRejectionsRoute = defineRoute({
  method: 'GET',
  path: 'robotinfo/rejections/:robotId',
  access: 'robotOperate:view',
  tags: ['robots'],
  summary: "The robot's last refused messages (newest first) with their reason, and its refusals counted by reason",
  params: z.object({ robotId: zIdParam() }),
  data: ZRejectionList,
});
