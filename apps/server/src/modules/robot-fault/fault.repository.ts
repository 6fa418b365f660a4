import { EVENT_LEVELS, FaultKind, FaultState, OPEN_FAULT_STATES, type TFaultSortField, type TListSort } from '@fleet/contracts';
import { and, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { organizations, robotFaults, robots, users } from '../../db/schema';
import { faultVisibleCondition } from '../../lib/robot-scope';
import { containsPattern } from '../../lib/sql-like';
import { listOrder } from '../../lib/list-sort';

const ackUser = alias(users, 'ack_user');
const resolveUser = alias(users, 'resolve_user');

/** Severity, so that "level" sorts warning < fault < emergency (EVENT_LEVELS) rather than by the words. */
const severity = sql`array_position(array[${sql.join(
  EVENT_LEVELS.map((l) => sql`${l}`),
  sql`, `,
)}]::text[], ${robotFaults.level}::text)`;
const sortBy = {
  openedAt: robotFaults.openedAt,
  lastSeenAt: robotFaults.lastSeenAt,
  level: severity,
  occurrences: robotFaults.occurrences,
  state: robotFaults.state,
};

export interface FaultFilters extends TListSort<TFaultSortField> {
  level?: string | undefined;
  state?: string | undefined;
  kind?: string | undefined;
  robotId?: number | undefined;
  keyword?: string | undefined;
  start?: string | undefined;
  end?: string | undefined;
  /** Only what this organisation's subtree sees (the organisation filter, already checked in scope). */
  subtreePath?: string | undefined;
}

const visible = (orgPath: string) => faultVisibleCondition(orgPath, robotFaults);

const where = (orgPath: string, f: FaultFilters): SQL | undefined =>
  and(
    visible(orgPath),
    f.subtreePath ? visible(f.subtreePath) : undefined,
    f.level ? eq(robotFaults.level, f.level) : undefined,
    f.state ? eq(robotFaults.state, f.state) : undefined,
    f.kind ? eq(robotFaults.kind, f.kind) : undefined,
    f.robotId ? eq(robotFaults.robotId, f.robotId) : undefined,
    f.keyword
      ? sql`(${robots.deviceNumber} ilike ${containsPattern(f.keyword)} or ${robots.alias} ilike ${containsPattern(f.keyword)}
          or ${robotFaults.code} ilike ${containsPattern(f.keyword)} or ${robotFaults.message} ilike ${containsPattern(f.keyword)})`
      : undefined,
    f.start ? gte(robotFaults.openedAt, new Date(f.start)) : undefined,
    f.end ? lte(robotFaults.openedAt, new Date(f.end)) : undefined,
  );

const columns = {
  id: robotFaults.id,
  robotId: robotFaults.robotId,
  deviceNumber: robots.deviceNumber,
  robotAlias: robots.alias,
  orgId: robotFaults.orgId,
  orgName: organizations.name,
  kind: robotFaults.kind,
  code: robotFaults.code,
  level: robotFaults.level,
  message: robotFaults.message,
  openedAt: robotFaults.openedAt,
  lastSeenAt: robotFaults.lastSeenAt,
  occurrences: robotFaults.occurrences,
  state: robotFaults.state,
  acknowledgedBy: ackUser.account,
  acknowledgedAt: robotFaults.acknowledgedAt,
  acknowledgeNote: robotFaults.acknowledgeNote,
  resolvedBy: resolveUser.account,
  resolvedAt: robotFaults.resolvedAt,
  resolveNote: robotFaults.resolveNote,
  resolvedAuto: robotFaults.resolvedAuto,
};
export type FaultRow = Awaited<ReturnType<typeof findFaults>>['rows'][number];

const base = (db: Tx) =>
  db
    .select(columns)
    .from(robotFaults)
    .innerJoin(robots, eq(robots.id, robotFaults.robotId))
    .leftJoin(organizations, eq(organizations.id, robotFaults.orgId))
    .leftJoin(ackUser, eq(ackUser.id, robotFaults.acknowledgedBy))
    .leftJoin(resolveUser, eq(resolveUser.id, robotFaults.resolvedBy));

const counted = (db: Tx) => db.select({ n: count() }).from(robotFaults).innerJoin(robots, eq(robots.id, robotFaults.robotId));

/** A page of the faults the caller sees, newest opened first unless a sort is asked for. */
export const findFaults = async (db: Tx, orgPath: string, f: FaultFilters, limit: number, offset: number) => {
  const cond = where(orgPath, f);
  const [rows, [total]] = await Promise.all([
    base(db)
      .where(cond)
      .orderBy(...listOrder(f, sortBy, robotFaults.id, [desc(robotFaults.openedAt), desc(robotFaults.id)]))
      .limit(limit)
      .offset(offset),
    counted(db).where(cond),
  ]);
  return { rows, total: total?.n ?? 0 };
};

/**
 * Faults still to handle (open or acknowledged) per level for the filters: every level is counted, and
 * the list's state filter does not apply (the counts say what is waiting, whatever the list shows).
 */
export const countFaultsByLevel = (db: Tx, orgPath: string, f: FaultFilters) =>
  db
    .select({ level: robotFaults.level, n: count() })
    .from(robotFaults)
    .innerJoin(robots, eq(robots.id, robotFaults.robotId))
    .where(and(where(orgPath, { ...f, level: undefined, state: undefined }), inArray(robotFaults.state, [...OPEN_FAULT_STATES])))
    .groupBy(robotFaults.level);

/** One fault the caller sees; `forUpdate` locks it for the rest of the transaction (a state change). */
export const findVisibleFault = async (db: Tx, id: number, orgPath: string, forUpdate = false) => {
  const q = base(db).where(and(eq(robotFaults.id, id), visible(orgPath)));
  const [row] = await (forUpdate ? q.for('update', { of: robotFaults }) : q);
  return row;
};

export const setFaultAcknowledged = (db: Tx, id: number, userId: number, note: string | null) =>
  db
    .update(robotFaults)
    .set({ state: FaultState.ACKNOWLEDGED, acknowledgedBy: userId, acknowledgedAt: new Date(), acknowledgeNote: note })
    .where(eq(robotFaults.id, id));

export const setFaultResolvedByUser = (db: Tx, id: number, userId: number, note: string) =>
  db
    .update(robotFaults)
    .set({ state: FaultState.RESOLVED, resolvedBy: userId, resolvedAt: new Date(), resolveNote: note, resolvedAuto: false })
    .where(eq(robotFaults.id, id));

/** What the gateway's side needs to tell browsers about a fault that changed. */
const changed = {
  id: robotFaults.id,
  robotId: robotFaults.robotId,
  kind: robotFaults.kind,
  code: robotFaults.code,
  level: robotFaults.level,
  state: robotFaults.state,
};
export type ChangedFault = { id: number; robotId: number; kind: string; code: string; level: string; state: string };

/**
 * Opens the robot's fault (robot, event, code), or bumps the open one: occurrences + 1, the newest
 * time and message, the most severe level. Race-safe through the partial unique index (one open
 * fault per robot, kind and code): two events at once are one row with two occurrences.
 */
export const raiseEventFault = async (
  db: Tx,
  f: { robotId: number; code: string; level: string; message: string | null; at: Date },
): Promise<(ChangedFault & { opened: boolean }) | undefined> => {
  const res = await db.execute<ChangedFault & { opened: boolean }>(sql`
    insert into robot_faults (robot_id, org_id, kind, code, level, message, opened_at, last_seen_at, occurrences, state)
    select r.id, r.org_id, ${FaultKind.EVENT}, ${f.code}, ${f.level}, ${f.message}, ${f.at}, ${f.at}, 1, ${FaultState.OPEN}
    from robots r where r.id = ${f.robotId} and r.deleted_at is null
    on conflict (robot_id, kind, code) where state in ('open', 'acknowledged') do update set
      occurrences = robot_faults.occurrences + 1,
      last_seen_at = greatest(robot_faults.last_seen_at, excluded.last_seen_at),
      message = coalesce(excluded.message, robot_faults.message),
      level = case when array_position(${sql.param([...EVENT_LEVELS])}::text[], excluded.level::text)
                      > array_position(${sql.param([...EVENT_LEVELS])}::text[], robot_faults.level::text)
                   then excluded.level else robot_faults.level end
    returning id, robot_id as "robotId", kind, code, level, state, (xmax = 0) as opened`);
  return res.rows[0];
};

/** Resolves the robot's open faults of this kind (and code): the robot said the condition is over. */
export const resolveFaultsAutomatically = async (db: Tx, cond: SQL): Promise<ChangedFault[]> =>
  db
    .update(robotFaults)
    .set({ state: FaultState.RESOLVED, resolvedAt: new Date(), resolvedAuto: true })
    .where(and(sql`${robotFaults.state} in (${FaultState.OPEN}, ${FaultState.ACKNOWLEDGED})`, cond))
    .returning(changed);

export const resolveEventFault = (db: Tx, robotId: number, code: string) =>
  resolveFaultsAutomatically(db, and(eq(robotFaults.robotId, robotId), eq(robotFaults.kind, FaultKind.EVENT), eq(robotFaults.code, code))!);

/**
 * Opens a connectivity fault for every robot offline since before `cutoff` (enabled, not deleted) that
 * has none for this absence yet: the fault opens at the moment the robot was last heard, so one a user
 * resolved while the robot stays away is not opened again. Idempotent: instances sweeping at once
 * insert each fault once (the partial unique index), and only the inserting one returns it.
 */
export const openConnectivityFaults = async (db: Tx, cutoff: Date, f: { code: string; level: string }): Promise<ChangedFault[]> =>
  (
    await db.execute<ChangedFault>(sql`
      insert into robot_faults (robot_id, org_id, kind, code, level, opened_at, last_seen_at, occurrences, state)
      select r.id, r.org_id, ${FaultKind.CONNECTIVITY}, ${f.code}, ${f.level}, s.last_seen_at, s.last_seen_at, 1, ${FaultState.OPEN}
      from robot_state s join robots r on r.id = s.robot_id
      where s.online = false and s.last_seen_at < ${cutoff} and r.enabled and r.deleted_at is null
        and not exists (select 1 from robot_faults o where o.robot_id = r.id and o.kind = ${FaultKind.CONNECTIVITY}
                        and o.opened_at >= s.last_seen_at)
      on conflict (robot_id, kind, code) where state in ('open', 'acknowledged') do nothing
      returning id, robot_id as "robotId", kind, code, level, state`)
  ).rows;

/** Resolves the connectivity faults of robots that are online again. */
export const resolveConnectivityFaults = (db: Tx) =>
  resolveFaultsAutomatically(
    db,
    and(eq(robotFaults.kind, FaultKind.CONNECTIVITY), sql`${robotFaults.robotId} in (select robot_id from robot_state where online)`)!,
  );
