import { ACK_REASONS, LocationState, ZDeviceCommand, type TCommandAck, type TDeviceCommand } from '@fleet/contracts';
import type { RobotModel } from '../robot-model';
import { BATTERY_RETURN_BELOW } from './battery';
import { CONFIG_COMMANDS } from './config';
import { LOG_COMMANDS } from './logbook';
import { MAP_COMMANDS } from './maps';
import { OTA_COMMANDS } from './ota';
import { SCHEDULE_COMMANDS } from './schedule';
import { TASK_COMMANDS } from './task-plan';

type Reason = (typeof ACK_REASONS)[number];
export type Outcome = Reason | null;
export type CommandHandler = (m: RobotModel, args: Record<string, unknown>) => Outcome;
/** A behaviour's share of the command table (maps, schedule, configuration …). */
export type CommandTable = Partial<Record<TDeviceCommand['type'], CommandHandler>>;

/** Refusals shared by every command that makes the robot move. */
const movable = (m: RobotModel): Outcome => {
  if (m.locked) return 'locked';
  if (m.fault || m.emergencyUntil !== null) return 'fault';
  if (m.ota) return 'busy';
  return null;
};

/**
 * What each command does, honestly: it either happens (null) or is refused with the reason the
 * console shows. Stop, lock and unlock always succeed (they only ever make the robot safer).
 */
const CORE: CommandTable = {
  lock: (m) => {
    if (!m.locked) {
      m.halt();
      m.locked = true;
      m.emit('locked', 'info');
    }
    return null;
  },
  unlock: (m) => {
    if (m.locked) {
      m.locked = false;
      m.emit('unlocked', 'info');
    }
    return null;
  },
  reset: (m) => {
    if (m.locked) return 'locked';
    m.halt();
    m.clearFault('Cleared by a reset');
    m.finished = null;
    m.counters = { areaM2: 0, runMinutes: 0, distanceKm: 0 };
    m.relocalise(LocationState.NOT_LOCATED, m.rng.between(2, 4), m.rng.between(6, 12));
    m.emit('reset', 'info', 'Tasks and counters cleared; relocalising');
    return null;
  },
  pause: (m) => {
    const refused = movable(m);
    if (refused) return refused;
    if (m.paused) return null;
    if (!m.task || (m.activity !== 'cleaning' && m.activity !== 'toTask')) return 'busy';
    m.paused = true;
    return null;
  },
  resume: (m) => {
    const refused = movable(m);
    if (refused) return refused;
    if (m.paused) {
      if (m.battery < BATTERY_RETURN_BELOW) return 'lowBattery';
      m.paused = false;
      return null;
    }
    return m.task && (m.activity === 'cleaning' || m.activity === 'toTask') ? null : 'busy';
  },
  stop: (m) => {
    m.halt();
    return null;
  },
  dock: (m) => {
    const refused = movable(m);
    if (refused) return refused;
    m.paused = false;
    m.goToDock(false);
    return null;
  },
};

/** Every command the simulator understands; any other type is acked `unsupported`, as firmware would. */
const HANDLERS: CommandTable = {
  ...CORE,
  ...MAP_COMMANDS,
  ...CONFIG_COMMANDS,
  ...TASK_COMMANDS,
  ...SCHEDULE_COMMANDS,
  ...LOG_COMMANDS,
  ...OTA_COMMANDS,
};

const ack = (commandId: string, reason: Outcome): TCommandAck =>
  reason ? { commandId, result: 'failed', reason } : { commandId, result: 'success' };

const ZCommandId = ZDeviceCommand.pick({ commandId: true });

/**
 * Answers commands from `down/cmd`. A command past its `expiresAt` is never executed; a repeated
 * id (QoS 1 may deliver twice) gets the first answer again without running twice. Null when the
 * message carries no usable command id, so there is nobody to answer.
 */
export class CommandInbox {
  private readonly answered = new Map<string, TCommandAck>();

  answer(m: RobotModel, raw: unknown): TCommandAck | null {
    const parsed = ZDeviceCommand.safeParse(raw);
    if (!parsed.success) {
      const id = ZCommandId.safeParse(raw);
      if (!id.success) return null;
      const type = (raw as { type?: unknown }).type;
      const known = typeof type === 'string' && Object.hasOwn(HANDLERS, type);
      return this.remember(ack(id.data.commandId, known ? 'invalidArgs' : 'unsupported'));
    }
    const cmd = parsed.data;
    const before = this.answered.get(cmd.commandId);
    if (before) return before;
    if (cmd.expiresAt <= m.now()) return this.remember(ack(cmd.commandId, 'expired'));
    const handler = HANDLERS[cmd.type];
    const reason = handler ? handler(m, cmd.args) : 'unsupported';
    m.logbook.add(reason ? 'WARN' : 'INFO', `command ${cmd.type} ${cmd.commandId}: ${reason ? `refused (${reason})` : 'done'}`);
    return this.remember(ack(cmd.commandId, reason));
  }

  private remember(a: TCommandAck) {
    this.answered.set(a.commandId, a);
    // Redeliveries come within seconds; a few hundred ids is plenty of memory for that.
    if (this.answered.size > 500) this.answered.delete(this.answered.keys().next().value!);
    return a;
  }
}
