import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { robotCommands, robots, robotState, robotTelemetry } from '../../db/schema';
import { robotVisibleCondition } from '../../lib/robot-scope';

/** A command, only when the caller sees its robot (as owner, or as host inside the window). */
export const findVisibleCommand = async (db: Tx, commandId: string, orgPath: string) => {
  const [row] = await db
    .select({
      commandId: robotCommands.id,
      robotId: robotCommands.robotId,
      type: robotCommands.type,
      operateState: robotCommands.operateState,
      reason: robotCommands.reason,
      createdAt: robotCommands.createdAt,
      expiresAt: robotCommands.expiresAt,
      answeredAt: robotCommands.answeredAt,
    })
    .from(robotCommands)
    .innerJoin(robots, eq(robots.id, robotCommands.robotId))
    .where(and(eq(robotCommands.id, commandId), robotVisibleCondition(orgPath)));
  return row;
};

export const setRobotLocked = (db: Tx, robotId: number, locked: boolean) =>
  db.update(robots).set({ locked, updatedAt: new Date() }).where(eq(robots.id, robotId));

/** What a reset wipes on the robot is wiped here too: its task, map and pose, and the telemetry history. */
export const clearRobotHistory = async (db: Tx, robotId: number) => {
  await db
    .update(robotState)
    .set({ taskId: null, progress: null, mapId: null, x: null, y: null, angle: null })
    .where(eq(robotState.robotId, robotId));
  await db.delete(robotTelemetry).where(eq(robotTelemetry.robotId, robotId));
};
