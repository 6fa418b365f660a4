import { PROBE_UNKNOWN_COMMAND, type TCommand, type TProbeKind, type TReceivedStatus } from '@fleet/contracts';
import type { Db } from '../../db/client';
import type { CommandRequest, Gateway } from '../../gateway/gateway.types';
import { recordOperation } from '../../lib/audit';
import type { AuditContext, SessionContext } from '../../lib/session';
import { requireVisibleRobot } from './visible-robot';

/**
 * How far in the past the expired probe's `expiresAt` lies: beyond the clock skew a robot may have
 * (DEVICE_TS_FUTURE_SECONDS, 5 min), so a robot whose clock runs a little late still sees it expired.
 */
const EXPIRED_PROBE_AGE_MS = 10 * 60_000;

/** What each probe sends: `dock` carries it (no arguments, harmless if a robot wrongly runs it). */
const PROBES: Record<TProbeKind, () => NonNullable<CommandRequest['probe']>> = {
  unknownCommand: () => ({ type: PROBE_UNKNOWN_COMMAND }),
  expiredCommand: () => ({ expiresAt: Date.now() - EXPIRED_PROBE_AGE_MS }),
};

/**
 * A conformance probe to a robot the caller may command, checked, stored and logged like any command
 * (robot-command.service.ts) but without the console's action guards: the robot's own answer is
 * what the probe is for.
 */
export const probeRobot = async (
  db: Db,
  gateway: Gateway,
  audit: AuditContext,
  session: SessionContext,
  id: number,
  probe: TProbeKind,
): Promise<TCommand> => {
  const robot = await requireVisibleRobot(db, session, id);
  const command = await gateway.sendCommand({
    robotId: robot.id,
    deviceNumber: robot.deviceNumber,
    type: 'dock',
    userId: session.userId,
    probe: PROBES[probe](),
  });
  await recordOperation(db, {
    audit,
    action: 'robot.probe',
    target: `robot:${robot.id} ${robot.deviceNumber}`,
    result: 'success',
    detail: { commandId: command.commandId, probe },
  });
  return command;
};

export const findReceivedStatuses = async (db: Db, gateway: Gateway, session: SessionContext, id: number): Promise<TReceivedStatus[]> => {
  const robot = await requireVisibleRobot(db, session, id);
  return gateway.receivedStatuses(robot.id);
};
