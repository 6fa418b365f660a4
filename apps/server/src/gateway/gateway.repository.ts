import type { TTelemetry } from '@fleet/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { organizations, robotEvents, robots, robotState } from '../db/schema';
import { addEventFaults, addOnlineFromInserted } from '../lib/daily-rollup';
import { robotVisibleCondition } from '../lib/robot-scope';

/** SQL of the gateway's ingest and live hub; every function takes the caller's Tx. */

export const findDeviceCredential = async (db: Tx, deviceNumber: string) => (await findDeviceCredentials(db, [deviceNumber]))[0];

/** The robots these device numbers name, if they may talk to us now (enabled, not deleted): one query for a whole batch. */
export const findDeviceCredentials = (db: Tx, deviceNumbers: string[]) =>
  db
    .select({ id: robots.id, deviceNumber: robots.deviceNumber, secretHash: robots.secretHash })
    .from(robots)
    .where(and(sql`${robots.deviceNumber} = any(${sql.param(deviceNumbers)}::text[])`, eq(robots.enabled, true), isNull(robots.deletedAt)));

/** Device numbers of these robots (to log a refused row with the number the operator knows). */
export const findDeviceNumbers = async (db: Tx, ids: number[]) =>
  new Map(
    (
      await db
        .select({ id: robots.id, no: robots.deviceNumber })
        .from(robots)
        .where(sql`${robots.id} = any(${sql.param(ids)}::int[])`)
    ).map((r) => [r.id, r.no]),
  );

/** The robot a device number names, if it may talk to us now (enabled, not deleted). */
export const findActiveRobotId = async (db: Tx, deviceNumber: string) => (await findDeviceCredential(db, deviceNumber))?.id;

export interface PresenceRow {
  robotId: number;
  online: boolean;
  firmware: string | null;
  /** Epoch ms. */
  at: number;
}

/** One robot's presence now (robotChanged: it was just disabled or deleted). */
export const writePresence = (db: Tx, robotId: number, p: { online: boolean; firmware?: string | undefined; at: Date }) =>
  writePresences(db, [{ robotId, online: p.online, firmware: p.firmware ?? null, at: p.at.getTime() }]);

/**
 * Presence of many robots in one statement (a reconnect storm of 10,000 robots is one write, not
 * 10,000). One row per robot: the caller keeps the newest. The rows travel as one JSON parameter, so
 * building the statement costs the same for 1 row and for 10,000.
 */
export const writePresences = (db: Tx, rows: PresenceRow[]) =>
  db.execute(sql`
    insert into robot_state (robot_id, online, last_seen_at, firmware)
    select r.id, r.online, to_timestamp(r.seen / 1000.0), r.firmware
    from json_to_recordset(${JSON.stringify(rows.map((p) => ({ id: p.robotId, online: p.online, seen: p.at, firmware: p.firmware })))}::json)
      as r(id int, online boolean, seen float8, firmware varchar(60))
    on conflict (robot_id) do update set
      online = excluded.online, last_seen_at = excluded.last_seen_at, firmware = coalesce(excluded.firmware, robot_state.firmware)`);

/** An embedded broker starts with no connections: whatever the table says from before is stale. */
export const markAllOffline = (db: Tx) => db.update(robotState).set({ online: false }).where(eq(robotState.online, true));

export const writeUpgrading = (db: Tx, robotId: number, upgrading: boolean, at: Date) =>
  db
    .insert(robotState)
    .values({ robotId, upgrading, lastSeenAt: at })
    .onConflictDoUpdate({ target: robotState.robotId, set: { upgrading, lastSeenAt: at } });

/** The newest telemetry of one robot, as the batch writer keeps it until the next flush. */
export interface TelemetryStateRow {
  robotId: number;
  /** When it arrived, epoch ms. */
  at: number;
  t: TTelemetry;
}

const telemetryJson = (rows: TelemetryStateRow[], pick: (t: TTelemetry) => object = () => ({})) =>
  JSON.stringify(
    rows.map(({ robotId, at, t }) => ({
      id: robotId,
      seen: at,
      ts: t.ts,
      battery: t.battery,
      ws: t.workStatus,
      ds: t.deviceState,
      ls: t.locationState,
      cs: t.chargeStatus,
      speed: t.speed,
      signal: t.signal ?? null,
      map: t.pose.mapId,
      x: t.pose.x,
      y: t.pose.y,
      angle: t.pose.angle,
      task: t.taskId,
      progress: t.progress,
      ...pick(t),
    })),
  );
const TELEMETRY_RECORD = `id int, seen float8, ts float8, battery real, ws smallint, ds smallint, ls smallint, cs smallint, speed real, signal real,
  map varchar(64), x float8, y float8, angle real, task varchar(64), progress real, counters jsonb, lat float8, lng float8`;

/**
 * One statement for a whole flush, whatever its size: the rows travel as one JSON parameter
 * (json_to_recordset), so neither drizzle nor pg builds 15 parameters per robot. With several
 * instances splitting a robot's messages the batches can arrive out of order: a row never replaces a
 * newer one (`updated_at` is the robot's ts). Presence (online, firmware) and upgrading are not touched.
 */
export const upsertTelemetryStates = (db: Tx, rows: TelemetryStateRow[]) =>
  db.execute(sql`
    insert into robot_state (robot_id, last_seen_at, updated_at, battery, work_status, device_state, location_state, charge_status,
      speed, signal, map_id, x, y, angle, task_id, progress, counters, geo_lat, geo_lng)
    select r.id, to_timestamp(r.seen / 1000.0), to_timestamp(r.ts / 1000.0), r.battery, r.ws, r.ds, r.ls, r.cs,
      r.speed, r.signal, r.map, r.x, r.y, r.angle, r.task, r.progress, r.counters, r.lat, r.lng
    from json_to_recordset(${telemetryJson(rows, (t) => ({ counters: t.counters ?? null, lat: t.geo?.lat ?? null, lng: t.geo?.lng ?? null }))}::json) as r(${sql.raw(TELEMETRY_RECORD)})
    on conflict (robot_id) do update set
      last_seen_at = excluded.last_seen_at, updated_at = excluded.updated_at, battery = excluded.battery,
      work_status = excluded.work_status, device_state = excluded.device_state, location_state = excluded.location_state,
      charge_status = excluded.charge_status, speed = excluded.speed, signal = excluded.signal, map_id = excluded.map_id, x = excluded.x, y = excluded.y,
      angle = excluded.angle, task_id = excluded.task_id, progress = excluded.progress, counters = excluded.counters,
      -- the last fix is kept (live-state.ts withTelemetry): both or neither come from one message
      geo_lat = coalesce(excluded.geo_lat, robot_state.geo_lat), geo_lng = coalesce(excluded.geo_lng, robot_state.geo_lng)
    where robot_state.updated_at is null or robot_state.updated_at <= excluded.updated_at`);

/**
 * History samples, one statement per batch (the same JSON parameter as the state upsert), with the
 * online time they show added to the daily rollups in the same statement (lib/daily-rollup.ts).
 */
export const insertTelemetrySamples = (db: Tx, rows: TelemetryStateRow[]) =>
  db.execute(sql`
    with inserted as (
      insert into robot_telemetry (robot_id, ts, battery, work_status, device_state, charge_status, speed, signal, map_id, x, y, progress)
      select r.id, to_timestamp(r.ts / 1000.0), r.battery, r.ws, r.ds, r.cs, r.speed, r.signal, r.map, r.x, r.y, r.progress
      from json_to_recordset(${telemetryJson(rows)}::json) as r(${sql.raw(TELEMETRY_RECORD)})
      returning robot_id, ts)
    ${addOnlineFromInserted}`);

/** Events, and their faults added to the daily rollups in the same transaction (counted once, as inserted). */
export const insertEvents = (db: Tx, rows: (typeof robotEvents.$inferInsert)[]) =>
  db.transaction(async (tx) => {
    await tx.insert(robotEvents).values(rows);
    await addEventFaults(tx, rows);
  });

/** Ids of every robot a caller of this organisation path may see now (robot-scope.ts decides). */
export const findVisibleRobotIds = async (db: Tx, orgPath: string) =>
  (await db.select({ id: robots.id }).from(robots).where(robotVisibleCondition(orgPath))).map((r) => r.id);

/** An organisation's path (a fleet view's organisation filter), undefined when there is none. */
export const findOrgPath = async (db: Tx, orgId: number) =>
  (await db.select({ path: organizations.path }).from(organizations).where(eq(organizations.id, orgId)))[0]?.path;

/** Those of these robots that are of the type (a fleet view's type filter). */
export const findRobotIdsOfType = async (db: Tx, ids: number[], robotType: number) =>
  (
    await db
      .select({ id: robots.id })
      .from(robots)
      .where(and(sql`${robots.id} = any(${sql.param(ids)}::int[])`, eq(robots.robotType, robotType)))
  ).map((r) => r.id);

/** The stored state of these robots, for a browser's first picture before live updates arrive. */
export const findStoredStates = (db: Tx, ids: number[]) =>
  db
    .select({ id: robots.id, locked: robots.locked, state: robotState })
    .from(robots)
    .leftJoin(robotState, eq(robotState.robotId, robots.id))
    // One array parameter, not one per id: the statement costs the same to build for 1 id and 5,000.
    .where(sql`${robots.id} = any(${sql.param(ids)}::int[])`);
