import type { TListSort, TRobotSortField } from '@fleet/contracts';
import { listOrder } from '../../lib/list-sort';
import { containsPattern } from '../../lib/sql-like';
import { and, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { organizations, robotHostings, robotMaps, robots, robotState, users } from '../../db/schema';
import { robotOwnedCondition, robotVisibleCondition } from '../../lib/robot-scope';

const creator = alias(users, 'creator');
const hostOrg = alias(organizations, 'host_org');

/**
 * The current hosting that still matters: not ended and not past its end (pending or active). An
 * expired one keeps `ended_at` null until the robot is hosted again, but grants nothing any more.
 */
export const currentHosting = and(isNull(robotHostings.endedAt), sql`(${robotHostings.endAt} is null or ${robotHostings.endAt} > now())`);

const columns = (orgPath: string) => ({
  id: robots.id,
  deviceNumber: robots.deviceNumber,
  alias: robots.alias,
  robotType: robots.robotType,
  model: robots.model,
  simulated: robots.simulated,
  version: robots.version,
  orgId: robots.orgId,
  orgName: organizations.name,
  orgPath: organizations.path,
  locked: robots.locked,
  testing: robots.testing,
  enabled: robots.enabled,
  registerMethod: robots.registerMethod,
  createdAt: robots.createdAt,
  creator: creator.userName,
  owned: sql<boolean>`${robotOwnedCondition(orgPath)}`,
  hostingId: robotHostings.id,
  hostingOrgId: robotHostings.orgId,
  hostingOrgName: hostOrg.name,
  hostingType: robotHostings.type,
  hostingStartAt: robotHostings.startAt,
  hostingEndAt: robotHostings.endAt,
  state: robotState,
  poseMapName: robotMaps.name,
});

/** Robots as the caller at `orgPath` sees them, with the organisation, live state and current hosting. */
const base = (db: Tx, orgPath: string) =>
  db
    .select(columns(orgPath))
    .from(robots)
    .innerJoin(organizations, eq(organizations.id, robots.orgId))
    .leftJoin(creator, eq(creator.id, robots.createdBy))
    .leftJoin(robotState, eq(robotState.robotId, robots.id))
    // The name of the map the pose is on: positions read "Lobby · (3.0, 4.1)", not the robot's map id.
    .leftJoin(robotMaps, and(eq(robotMaps.robotId, robots.id), eq(robotMaps.mapId, robotState.mapId)))
    .leftJoin(robotHostings, and(eq(robotHostings.robotId, robots.id), currentHosting))
    .leftJoin(hostOrg, eq(hostOrg.id, robotHostings.orgId));
export type RobotRow = Awaited<ReturnType<ReturnType<typeof base>['where']>>[number];

const sortBy = {
  deviceNumber: robots.deviceNumber,
  alias: robots.alias,
  robotType: robots.robotType,
  organization: organizations.name,
  online: sql`coalesce(${robotState.online}, false)`,
  locked: robots.locked,
  createdAt: robots.createdAt,
  battery: robotState.battery,
  workStatus: robotState.workStatus,
  lastReport: robotState.lastSeenAt,
  hostOrg: hostOrg.name,
  window: robotHostings.endAt,
};

export interface RobotFilters extends TListSort<TRobotSortField> {
  keyword?: string;
  online?: boolean;
  locked?: boolean;
  robotType?: number;
  /** Only what this organisation's subtree sees (its robots and robots hosted to it). */
  subtreePath?: string;
  hosted?: boolean;
  simulated?: boolean;
}

const filterConditions = (orgPath: string, f: RobotFilters): SQL | undefined =>
  and(
    robotVisibleCondition(orgPath),
    f.subtreePath ? robotVisibleCondition(f.subtreePath) : undefined,
    f.keyword
      ? sql`(${robots.deviceNumber} ilike ${containsPattern(f.keyword)} or ${robots.alias} ilike ${containsPattern(f.keyword)})`
      : undefined,
    f.online !== undefined ? sql`coalesce(${robotState.online}, false) = ${f.online}` : undefined,
    f.locked !== undefined ? eq(robots.locked, f.locked) : undefined,
    f.robotType !== undefined ? eq(robots.robotType, f.robotType) : undefined,
    f.hosted !== undefined ? (f.hosted ? sql`${robotHostings.id} is not null` : sql`${robotHostings.id} is null`) : undefined,
    f.simulated !== undefined ? eq(robots.simulated, f.simulated) : undefined,
  );

export const listRobots = async (db: Tx, orgPath: string, f: RobotFilters, page: number, pageSize: number) => {
  const where = filterConditions(orgPath, f);
  const [rows, [total]] = await Promise.all([
    base(db, orgPath)
      .where(where)
      .orderBy(...listOrder(f, sortBy, robots.id, [desc(robots.id)]))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ n: count() })
      .from(robots)
      .leftJoin(robotState, eq(robotState.robotId, robots.id))
      .leftJoin(robotHostings, and(eq(robotHostings.robotId, robots.id), currentHosting))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
};

/** One robot the caller sees (as owner or as host inside the window), or undefined. */
export const findVisibleRobot = async (db: Tx, id: number, orgPath: string) => {
  const [row] = await base(db, orgPath).where(and(eq(robots.id, id), robotVisibleCondition(orgPath)));
  return row;
};

/**
 * One robot the caller sees by its device number (a QR code's bind), share-locked: a concurrent delete
 * waits for the caller's change, or has committed and the robot is no longer found.
 */
export const findVisibleRobotByNumber = async (db: Tx, deviceNumber: string, orgPath: string) => {
  const [row] = await db
    .select({ id: robots.id, deviceNumber: robots.deviceNumber, owned: sql<boolean>`${robotOwnedCondition(orgPath)}` })
    .from(robots)
    .where(and(eq(robots.deviceNumber, deviceNumber), robotVisibleCondition(orgPath)))
    .for('share');
  return row;
};

/** Several robots the caller sees, locked for the rest of the transaction (host, unhost). */
export const findVisibleRobotsForUpdate = (db: Tx, ids: number[], orgPath: string) =>
  base(db, orgPath)
    .where(and(inArray(robots.id, ids), robotVisibleCondition(orgPath)))
    .for('update', { of: robots });

/** Numbers among `numbers` already registered, deleted robots included (a number is never reused). */
export const takenNumbers = async (db: Tx, numbers: string[]) =>
  (await db.select({ n: robots.deviceNumber }).from(robots).where(inArray(robots.deviceNumber, numbers)).orderBy(robots.deviceNumber)).map(
    (r) => r.n,
  );

/** The highest 5-digit suffix used with `PREFIX-MODEL-`, or null. */
export const maxSuffix = async (db: Tx, prefix: string) => {
  const [row] = await db
    .select({ m: sql<number | null>`max(substring(${robots.deviceNumber} from ${prefix.length + 1}::int)::int)` })
    .from(robots)
    .where(sql`${robots.deviceNumber} like ${`${prefix}%`} and ${robots.deviceNumber} ~ ${`^${prefix}[0-9]{5}$`}`);
  return row?.m ?? null;
};

/** Serialises bulk registrations of one number prefix, so two batches never pick the same suffixes. */
export const lockNumberPrefix = (db: Tx, prefix: string) => db.execute(sql`select pg_advisory_xact_lock(hashtext(${`robot:${prefix}`}))`);

export const insertRobots = (db: Tx, values: (typeof robots.$inferInsert)[]) =>
  db.insert(robots).values(values).returning({ id: robots.id, deviceNumber: robots.deviceNumber });

export const updateRobotFields = (db: Tx, id: number, fields: Partial<typeof robots.$inferInsert>) =>
  db
    .update(robots)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(robots.id, id));

/** The open data API: robots the key's subtree sees, with the live values it publishes. */
export const listOpenRobots = (db: Tx, orgPath: string, limit: number) =>
  db
    .select({
      deviceNumber: robots.deviceNumber,
      alias: robots.alias,
      robotType: robots.robotType,
      online: sql<boolean>`coalesce(${robotState.online}, false)`,
      battery: robotState.battery,
    })
    .from(robots)
    .leftJoin(robotState, eq(robotState.robotId, robots.id))
    .where(robotVisibleCondition(orgPath))
    .orderBy(robots.id)
    .limit(limit);
