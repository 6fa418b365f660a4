import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { robotEvents, robots, robotState, robotTelemetry } from '../db/schema';
import { robotVisibleCondition } from '../modules/robot/robot-scope';

/** SQL of the gateway's ingest and live hub; every function takes the caller's Tx. */

export const findDeviceCredential = async (db: Tx, deviceNumber: string) => {
  const [row] = await db
    .select({ id: robots.id, secretHash: robots.secretHash })
    .from(robots)
    .where(and(eq(robots.deviceNumber, deviceNumber), eq(robots.enabled, true), isNull(robots.deletedAt)));
  return row;
};

/** The robot a device number names, if it may talk to us now (enabled, not deleted). */
export const findActiveRobotId = async (db: Tx, deviceNumber: string) => (await findDeviceCredential(db, deviceNumber))?.id;

export const writePresence = (db: Tx, robotId: number, p: { online: boolean; firmware?: string | undefined; at: Date }) =>
  db
    .insert(robotState)
    .values({ robotId, online: p.online, lastSeenAt: p.at, firmware: p.firmware ?? null })
    .onConflictDoUpdate({
      target: robotState.robotId,
      set: {
        online: p.online,
        lastSeenAt: p.at,
        firmware: sql`coalesce(excluded.firmware, ${robotState.firmware})`,
      },
    });

/** An embedded broker starts with no connections: whatever the table says from before is stale. */
export const markAllOffline = (db: Tx) => db.update(robotState).set({ online: false }).where(eq(robotState.online, true));

export const writeUpgrading = (db: Tx, robotId: number, upgrading: boolean, at: Date) =>
  db
    .insert(robotState)
    .values({ robotId, upgrading, lastSeenAt: at })
    .onConflictDoUpdate({ target: robotState.robotId, set: { upgrading, lastSeenAt: at } });

export type TelemetryStateRow = Omit<typeof robotState.$inferInsert, 'online' | 'upgrading' | 'firmware'>;
const TELEMETRY_COLUMNS = [
  'last_seen_at', 'updated_at', 'battery', 'work_status', 'device_state', 'location_state', 'charge_status', 'speed',
  'map_id', 'x', 'y', 'angle', 'task_id', 'progress', 'counters',
] as const;
const camel = (c: string) => c.replace(/_(.)/g, (_, l: string) => l.toUpperCase()) as keyof typeof robotState.$inferInsert;

/**
 * One multi-row upsert for a whole flush. With several instances splitting a robot's messages the
 * batches can arrive out of order: a row never replaces a newer one (`updated_at` is the robot's ts).
 */
export const upsertTelemetryStates = (db: Tx, rows: TelemetryStateRow[]) =>
  db
    .insert(robotState)
    .values(rows)
    .onConflictDoUpdate({
      target: robotState.robotId,
      set: Object.fromEntries(TELEMETRY_COLUMNS.map((c) => [camel(c), sql.raw(`excluded.${c}`)])),
      setWhere: sql`${robotState.updatedAt} is null or ${robotState.updatedAt} <= excluded.updated_at`,
    });

export const insertTelemetrySamples = (db: Tx, rows: (typeof robotTelemetry.$inferInsert)[]) =>
  db.insert(robotTelemetry).values(rows);

export const insertEvents = (db: Tx, rows: (typeof robotEvents.$inferInsert)[]) => db.insert(robotEvents).values(rows);

/** Ids of every robot a caller of this organisation path may see now (robot-scope.ts decides). */
export const findVisibleRobotIds = async (db: Tx, orgPath: string) =>
  (await db.select({ id: robots.id }).from(robots).where(robotVisibleCondition(orgPath))).map((r) => r.id);

/** The stored state of these robots, for a browser's first picture before live updates arrive. */
export const findStoredStates = (db: Tx, ids: number[]) =>
  db
    .select({ id: robots.id, locked: robots.locked, state: robotState })
    .from(robots)
    .leftJoin(robotState, eq(robotState.robotId, robots.id))
    .where(inArray(robots.id, ids));
