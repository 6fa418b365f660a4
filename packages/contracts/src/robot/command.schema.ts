import { z } from 'zod';
import { ZCommandType } from '../device/commands';
import { ZOperateState } from '../enums/task.enums';

/** A command as the console tracks it: sent (0), success (1), failed (2), wait timeout (3). */
export const ZCommand = z.object({
  commandId: z.string(),
  robotId: z.number().int(),
  type: ZCommandType,
  operateState: ZOperateState,
  reason: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  answeredAt: z.string().nullable(),
});
export type TCommand = z.infer<typeof ZCommand>;
