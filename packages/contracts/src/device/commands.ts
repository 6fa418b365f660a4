import { z } from 'zod';

/**
 * Commands the server sends on `fleet/{no}/down/cmd`. Each type has its own argument schema; the
 * robot acks every command it receives with `up/ack`, and ignores (acks `failed`, reason `expired`)
 * one whose `expiresAt` has passed: an expired command is never executed late.
 */
export const COMMAND_ARGS = {
  lock: z.object({}),
  unlock: z.object({}),
  /** Clears maps, tasks and history on the robot. */
  reset: z.object({}),
  pause: z.object({}),
  resume: z.object({}),
  stop: z.object({}),
  dock: z.object({}),
  startTask: z.object({ taskId: z.string().min(1).max(64), mapId: z.string().max(64).optional() }),
} as const;
export type TCommandType = keyof typeof COMMAND_ARGS;
export const COMMAND_TYPES = Object.keys(COMMAND_ARGS) as TCommandType[];
export const ZCommandType = z.enum(COMMAND_TYPES as [TCommandType, ...TCommandType[]]);

export const ZDeviceCommand = z.object({
  commandId: z.string().uuid(),
  type: ZCommandType,
  args: z.record(z.string(), z.unknown()).default({}),
  /** Epoch ms after which the robot must not execute it. */
  expiresAt: z.number().int().positive(),
});
export type TDeviceCommand = z.infer<typeof ZDeviceCommand>;

/** Default seconds the server waits for an ack before it marks the command "wait timeout". */
export const COMMAND_TIMEOUT_SECONDS_DEFAULT = 30;
/** Reasons a robot gives in a failed ack, as keys the console translates. */
export const ACK_REASONS = ['expired', 'locked', 'busy', 'lowBattery', 'unsupported', 'invalidArgs', 'fault'] as const;
