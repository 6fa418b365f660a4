import type { TCommand, TCommandType } from '@fleet/contracts';
import type { Tx } from '../db/client';

/**
 * What the rest of the server may ask of the device gateway (apps/server/src/gateway). Modules depend
 * on this interface only, never on the broker, so the robot module is the same with the embedded aedes
 * broker and with an external one.
 */
export interface CommandRequest {
  robotId: number;
  deviceNumber: string;
  type: TCommandType;
  args?: Record<string, unknown>;
  userId: number | null;
}

export interface CommandRecord {
  commandId: string;
  robotId: number;
  type: TCommandType;
  args: Record<string, unknown>;
}

export type CommandEffect = (tx: Tx, command: CommandRecord) => Promise<void>;

export interface Gateway {
  /**
   * Stores the command (operate state 0), then publishes it with an id and an expiry; the ack sets 1
   * or 2, no ack by the timeout sets 3. A robot that is offline fails at once with ROBOT_OFFLINE.
   */
  sendCommand(req: CommandRequest): Promise<TCommand>;
  /** Runs in the ack's transaction when a command of this type succeeds (lock sets robots.locked …). */
  onCommandSuccess(type: TCommandType, effect: CommandEffect): void;
  /**
   * The robot's registration changed (disabled, deleted, secret rotated, locked, hosting): forget
   * cached credentials and visibility, and disconnect it now when it may no longer connect.
   */
  robotChanged(robot: { id: number; deviceNumber: string }, opts?: { disconnect?: boolean }): Promise<void>;
}
