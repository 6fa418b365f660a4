import { CleanMode, type TCommand } from '@fleet/contracts';
import type { Db } from '../../db/client';
import type { Gateway } from '../../gateway/gateway.types';
import { AppError } from '../../lib/app-error';
import { notFound } from '../../lib/tenancy';
import { recordOperation } from '../../lib/audit';
import type { AuditContext, SessionContext } from '../../lib/session';
import { requireVisibleRobot } from '../robot/visible-robot';
import { findHeldMap } from './robot-map.lookup';
import { findVisibleTask } from './task.repository';

/**
 * "Start now": the startTask command with the task's plan. What the console can tell before asking
 * the robot is refused here with spec §8 messages: the map is no longer held (MAP_NOT_FOUND), a
 * patrol on a map without paths (MAP_NO_TASKS) or whose path is gone (NO_STARTING_POINT).
 */
export const startTaskNow = async (
  db: Db,
  gateway: Gateway,
  audit: AuditContext,
  session: SessionContext,
  id: number,
): Promise<TCommand> => {
  const row = await findVisibleTask(db, id, session.orgPath);
  if (!row) throw notFound();
  const robot = await requireVisibleRobot(db, session, row.task.robotId);
  if (robot.locked) throw new AppError('ROBOT_LOCKED');
  const t = row.task;
  const map = await findHeldMap(db, robot.id, t.mapId);
  if (!map) throw new AppError('MAP_NOT_FOUND');
  if (t.cleanMode === CleanMode.PATROL) {
    if (map.paths.length === 0) throw new AppError('MAP_NO_TASKS');
    if (!map.paths.some((p) => p.id === t.pathId)) throw new AppError('NO_STARTING_POINT');
  }
  const command = await gateway.sendCommand({
    robotId: robot.id,
    deviceNumber: robot.deviceNumber,
    type: 'startTask',
    userId: session.userId,
    args: {
      taskId: String(t.id),
      mapId: t.mapId,
      ...(t.pathId ? { pathId: t.pathId } : {}),
      cleanMode: t.cleanMode,
      repeat: t.repeatTimes,
      name: t.name,
    },
  });
  // Outside the command's transaction: the gateway stores and publishes it (a device round trip) first.
  await recordOperation(db, {
    audit,
    action: 'task.start',
    target: `task:${t.id} robot:${robot.id} ${robot.deviceNumber}`,
    result: 'success',
    detail: { commandId: command.commandId },
  });
  return command;
};
