import { isRobotBusy, translate, WorkStatus, type Lang, type TCommand, type TCommandType } from '@fleet/contracts';
import type { Db } from '../../db/client';
import type { Gateway } from '../../gateway/gateway.types';
import { AppError } from '../../lib/app-error';
import { notFound } from '../../lib/tenancy';
import { recordOperation } from '../../lib/audit';
import type { AuditContext, SessionContext } from '../../lib/session';
import { clearRobotHistory, findVisibleCommand, setRobotLocked } from './robot-command.repository';
import type { RobotRow } from './robot.repository';
import { requireVisibleRobot } from './visible-robot';

/**
 * What the console records when a robot confirms a command: the effect runs in the ack's transaction,
 * so `robots.locked` never claims a state the robot did not reach.
 */
export const registerCommandEffects = (gateway: Gateway) => {
  gateway.onCommandSuccess('lock', async (tx, c) => void (await setRobotLocked(tx, c.robotId, true)));
  gateway.onCommandSuccess('unlock', async (tx, c) => void (await setRobotLocked(tx, c.robotId, false)));
  gateway.onCommandSuccess('reset', (tx, c) => clearRobotHistory(tx, c.robotId));
};

const working = (r: RobotRow) => isRobotBusy(r.state);

/** Pause needs a running task and resume a paused one; anything else is "already <what it is doing>". */
const unlessWorkStatus = (r: RobotRow, lang: Lang, wanted: number) => {
  const now = r.state?.workStatus ?? WorkStatus.IDLE;
  return now === wanted
    ? null
    : new AppError('ROBOT_STATE_UNCHANGED', { vars: { state: translate(lang, `enums.WorkStatus.${now}`).toLowerCase() } });
};

/** Device action guards of spec §4 that the console can tell before asking the robot. */
const guards: Partial<Record<TCommandType, (robot: RobotRow, lang: Lang) => AppError | null>> = {
  lock: (r, lang) =>
    r.locked ? new AppError('ROBOT_STATE_UNCHANGED', { vars: { state: translate(lang, 'enums.LockState.1').toLowerCase() } }) : null,
  unlock: (r, lang) =>
    !r.locked ? new AppError('ROBOT_STATE_UNCHANGED', { vars: { state: translate(lang, 'enums.LockState.0').toLowerCase() } }) : null,
  reset: (r) => (r.locked ? new AppError('ROBOT_LOCKED') : null),
  startTask: (r) => {
    if (r.locked) return new AppError('ROBOT_LOCKED');
    if (r.state?.upgrading) return new AppError('ROBOT_UPGRADING');
    return working(r) ? new AppError('ROBOT_WORKING') : null;
  },
  pause: (r, lang) => (r.locked ? new AppError('ROBOT_LOCKED') : unlessWorkStatus(r, lang, WorkStatus.EXECUTING)),
  resume: (r, lang) => (r.locked ? new AppError('ROBOT_LOCKED') : unlessWorkStatus(r, lang, WorkStatus.PAUSED)),
  dock: (r) => (r.locked ? new AppError('ROBOT_LOCKED') : r.state?.upgrading ? new AppError('ROBOT_UPGRADING') : null),
};

/** The overview's start button: a full coverage run on the map the robot reports it is on. */
const commandArgs: Partial<Record<TCommandType, (robot: RobotRow) => Record<string, unknown>>> = {
  startTask: (r) => ({ taskId: `manual-${Date.now()}`, ...(r.state?.mapId ? { mapId: r.state.mapId } : {}) }),
};

/**
 * Sends a command to a robot the caller sees: its owner, or the organisation it is hosted to while the
 * window is open. An offline robot is refused by the gateway (ROBOT_OFFLINE) before anything is sent.
 */
export type RobotCommandType = Extract<TCommandType, 'lock' | 'unlock' | 'reset' | 'startTask' | 'pause' | 'resume' | 'stop' | 'dock'>;

export const sendRobotCommand =
  (type: RobotCommandType) =>
  async (db: Db, gateway: Gateway, audit: AuditContext, session: SessionContext, id: number, lang: Lang): Promise<TCommand> => {
    const robot = await requireVisibleRobot(db, session, id);
    const refusal = guards[type]?.(robot, lang);
    if (refusal) throw refusal;
    const args = commandArgs[type]?.(robot) ?? {};
    const command = await gateway.sendCommand({ robotId: robot.id, deviceNumber: robot.deviceNumber, type, args, userId: session.userId });
    // The gateway stores the command in its own transaction before publishing it; the log row follows.
    await recordOperation(db, {
      audit,
      action: `robot.${type}`,
      target: `robot:${robot.id} ${robot.deviceNumber}`,
      result: 'success',
      detail: { commandId: command.commandId, ...args },
    });
    return command;
  };

export const getCommand = async (db: Db, session: SessionContext, commandId: string): Promise<TCommand> => {
  const c = await findVisibleCommand(db, commandId, session.orgPath);
  if (!c) throw notFound();
  return {
    ...c,
    type: c.type as TCommandType,
    operateState: c.operateState as TCommand['operateState'],
    createdAt: c.createdAt.toISOString(),
    expiresAt: c.expiresAt.toISOString(),
    answeredAt: c.answeredAt?.toISOString() ?? null,
  };
};
