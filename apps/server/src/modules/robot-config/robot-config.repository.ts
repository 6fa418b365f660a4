import type { TConfigReport } from '@fleet/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { robotConfig, robots } from '../../db/schema';

export const findRobotConfig = async (tx: Tx, robotId: number) => {
  const [row] = await tx.select().from(robotConfig).where(eq(robotConfig.robotId, robotId));
  return row;
};

/**
 * Keeps the newest report: MQTT may deliver an hourly report after the answer to a setConfig, and the
 * older one must not undo what the robot confirmed. True when the row was written.
 */
export const upsertRobotConfig = async (tx: Tx, robotId: number, r: TConfigReport) => {
  const row = {
    robotId,
    values: r.values,
    consumables: r.consumables,
    sim: r.sim,
    scheduleVersion: r.scheduleVersion,
    versions: r.versions,
    reportedAt: new Date(r.ts),
  };
  const written = await tx
    .insert(robotConfig)
    .values(row)
    .onConflictDoUpdate({
      target: robotConfig.robotId,
      set: {
        values: sql`excluded.values`,
        consumables: sql`excluded.consumables`,
        sim: sql`excluded.sim`,
        scheduleVersion: sql`excluded.schedule_version`,
        versions: sql`excluded.versions`,
        reportedAt: sql`excluded.reported_at`,
      },
      setWhere: sql`${robotConfig.reportedAt} <= excluded.reported_at`,
    })
    .returning({ robotId: robotConfig.robotId });
  return written.length > 0;
};

export const setRobotAlias = (tx: Tx, robotId: number, alias: string) =>
  tx.update(robots).set({ alias, updatedAt: new Date() }).where(eq(robots.id, robotId));
