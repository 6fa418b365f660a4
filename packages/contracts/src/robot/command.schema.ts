import { z } from 'zod';
import { PROBE_UNKNOWN_COMMAND, ZCommandType } from '../device/commands';
import { ZOperateState } from '../enums/task.enums';

/** A command as the console tracks it: sent (0), success (1), failed (2), wait timeout (3). */
export const ZCommand = z.object({
  commandId: z.string(),
  robotId: z.number().int(),
  /** A device command, or the unknown one of a conformance probe. */
  type: z.union([ZCommandType, z.literal(PROBE_UNKNOWN_COMMAND)]),
  operateState: ZOperateState,
  reason: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  answeredAt: z.string().nullable(),
});
export type TCommand = z.infer<typeof ZCommand>;
