import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { robotReservations, robots, robotTasks } from '../../db/schema';

/** What goes into a robot's schedule: enabled tasks that have a time to run, and enabled reservations. */
export const scheduledRows = async (db: Tx, robotId: number) => {
  const [tasks, reservations] = await Promise.all([
    db
      .select()
      .from(robotTasks)
      .where(
        and(
          eq(robotTasks.robotId, robotId),
          eq(robotTasks.enabled, true),
          isNull(robotTasks.deletedAt),
          // A one-off task is scheduled on its day until it ran or expired; a daily one always.
          or(eq(robotTasks.periodType, 1), and(eq(robotTasks.state, 0), eq(robotTasks.periodType, 0))),
        ),
      )
      .orderBy(asc(robotTasks.id)),
    db
      .select()
      .from(robotReservations)
      .where(and(eq(robotReservations.robotId, robotId), eq(robotReservations.enabled, true), isNull(robotReservations.deletedAt)))
      .orderBy(asc(robotReservations.id)),
  ]);
  return { tasks, reservations };
};

export const robotNumber = async (db: Tx, robotId: number) => {
  const [row] = await db
    .select({ deviceNumber: robots.deviceNumber })
    .from(robots)
    .where(and(eq(robots.id, robotId), isNull(robots.deletedAt)));
  return row?.deviceNumber;
};
