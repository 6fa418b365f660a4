import { translate, type TCommand, type TCommandType } from '@fleet/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import type { Gateway } from '../../gateway/gateway.types';
import { AppError } from '../../lib/app-error';
import { requestLang } from '../../lib/i18n';
import { notFound } from '../../lib/tenancy';
import { recordOperation } from '../../plugins/audit';
import type { SessionContext } from '../../plugins/auth';
import { clearRobotHistory, findVisibleCommand, setRobotLocked } from './robot-command.repository';
import { findVisibleRobot, type RobotRow } from './robot.repository';

/**
 * What the console records when a robot confirms a command: the effect runs in the ack's transaction,
 * so `robots.locked` never claims a state the robot did not reach.
 */
export const registerCommandEffects = (gateway: Gateway) => {
  gateway.onCommandSuccess('lock', async (tx, c) => void (await setRobotLocked(tx, c.robotId, true)));
  gateway.onCommandSuccess('unlock', async (tx, c) => void (await setRobotLocked(tx, c.robotId, false)));
  gateway.onCommandSuccess('reset', (tx, c) => clearRobotHistory(tx, c.robotId));
};

/** Device action guards of spec §4 that the console can tell before asking the robot. */
const guards: Partial<Record<TCommandType, (robot: RobotRow, req: FastifyRequest) => AppError | null>> = {
  lock: (r, req) => (r.locked ? new AppError('ROBOT_STATE_UNCHANGED', { vars: { state: translate(requestLang(req), 'enums.LockState.1').toLowerCase() } }) : null),
  unlock: (r, req) => (!r.locked ? new AppError('ROBOT_STATE_UNCHANGED', { vars: { state: translate(requestLang(req), 'enums.LockState.0').toLowerCase() } }) : null),
  reset: (r) => (r.locked ? new AppError('ROBOT_LOCKED') : null),
};

/**
 * Sends a command to a robot the caller sees: its owner, or the organisation it is hosted to while the
 * window is open. An offline robot is refused by the gateway (ROBOT_OFFLINE) before anything is sent.
 */
export const sendRobotCommand = (type: 'lock' | 'unlock' | 'reset') =>
  async (db: Db, gateway: Gateway, req: FastifyRequest, session: SessionContext, id: number): Promise<TCommand> => {
    const robot = await findVisibleRobot(db, id, session.orgPath);
    if (!robot) throw notFound();
    const refusal = guards[type]?.(robot, req);
    if (refusal) throw refusal;
    const command = await gateway.sendCommand({ robotId: robot.id, deviceNumber: robot.deviceNumber, type, userId: session.userId });
    // The gateway stores the command in its own transaction before publishing it; the log row follows.
    await recordOperation(db, {
      req, action: `robot.${type}`, target: `robot:${robot.id} ${robot.deviceNumber}`, result: 'success', detail: { commandId: command.commandId },
    });
    return command;
  };

export const getCommand = async (db: Db, session: SessionContext, commandId: string): Promise<TCommand> => {
  const c = await findVisibleCommand(db, commandId, session.orgPath);
  if (!c) throw notFound();
  return {
    ...c, type: c.type as TCommandType, operateState: c.operateState as TCommand['operateState'],
    createdAt: c.createdAt.toISOString(), expiresAt: c.expiresAt.toISOString(), answeredAt: c.answeredAt?.toISOString() ?? null,
  };
};
