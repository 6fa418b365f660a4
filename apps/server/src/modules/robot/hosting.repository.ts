import { containsPattern } from '../../lib/sql-like';
import { and, asc, count, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { organizations, robotHostings, robots, users } from '../../db/schema';
import { scopeCondition } from '../../lib/tenancy';
import { robotOwnedCondition } from '../../lib/robot-scope';

const fromOrg = alias(organizations, 'from_org');
const toOrg = alias(organizations, 'to_org');
const creator = alias(users, 'creator');
const ender = alias(users, 'ender');

/** Organisations strictly below the caller's: a hosting never leaves the caller's subtree. */
export const listTrustOrgs = (db: Tx, orgId: number, orgPath: string) =>
  db
    .select({
      id: organizations.id,
      name: organizations.name,
      level: organizations.level,
      code: organizations.code,
      path: organizations.path,
    })
    .from(organizations)
    .where(and(scopeCondition(organizations.path, orgPath), ne(organizations.id, orgId)))
    .orderBy(asc(organizations.level), asc(organizations.id));

/**
 * State of a custody entry. An expired hosting is closed with `ended_at = end_at` when the robot is
 * hosted again, so it still reads as expired, not as ended by someone.
 */
const stateSql = sql<'pending' | 'active' | 'expired' | 'ended'>`case
  when ${robotHostings.endedAt} is not null and ${robotHostings.endAt} is not null and ${robotHostings.endedAt} >= ${robotHostings.endAt} then 'expired'
  when ${robotHostings.endedAt} is not null then 'ended'
  when ${robotHostings.startAt} > now() then 'pending'
  when ${robotHostings.endAt} is not null and ${robotHostings.endAt} <= now() then 'expired'
  else 'active' end`;

export interface HostingFilters {
  robotId?: number;
  keyword?: string;
  state?: string;
}

/** Custody entries of robots the caller owns, or hosted to an organisation of the caller's subtree. */
export const listHostings = async (db: Tx, orgPath: string, f: HostingFilters, page: number, pageSize: number) => {
  const where = and(
    sql`(${robotOwnedCondition(orgPath)} or ${scopeCondition(toOrg.path, orgPath)})`,
    f.robotId ? eq(robotHostings.robotId, f.robotId) : undefined,
    f.keyword ? sql`${robots.deviceNumber} ilike ${containsPattern(f.keyword)}` : undefined,
    f.state ? sql`${stateSql} = ${f.state}` : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: robotHostings.id,
        robotId: robotHostings.robotId,
        deviceNumber: robots.deviceNumber,
        fromOrgId: robotHostings.fromOrgId,
        fromOrgName: fromOrg.name,
        orgId: robotHostings.orgId,
        orgName: toOrg.name,
        type: robotHostings.type,
        startAt: robotHostings.startAt,
        endAt: robotHostings.endAt,
        createdAt: robotHostings.createdAt,
        creator: creator.userName,
        endedAt: robotHostings.endedAt,
        endedBy: ender.userName,
        state: stateSql,
      })
      .from(robotHostings)
      .innerJoin(robots, eq(robots.id, robotHostings.robotId))
      .innerJoin(fromOrg, eq(fromOrg.id, robotHostings.fromOrgId))
      .innerJoin(toOrg, eq(toOrg.id, robotHostings.orgId))
      .leftJoin(creator, eq(creator.id, robotHostings.createdBy))
      .leftJoin(ender, eq(ender.id, robotHostings.endedBy))
      .where(where)
      .orderBy(desc(robotHostings.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ n: count() })
      .from(robotHostings)
      .innerJoin(robots, eq(robots.id, robotHostings.robotId))
      .innerJoin(toOrg, eq(toOrg.id, robotHostings.orgId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
};

/** Closes current hostings whose window has passed, so a new one can take their place. */
export const closeExpiredHostings = (db: Tx, robotIds: number[]) =>
  db
    .update(robotHostings)
    .set({ endedAt: sql`${robotHostings.endAt}` })
    .where(and(inArray(robotHostings.robotId, robotIds), isNull(robotHostings.endedAt), sql`${robotHostings.endAt} <= now()`));

export const insertHostings = (db: Tx, values: (typeof robotHostings.$inferInsert)[]) => db.insert(robotHostings).values(values);

export const endHostings = (db: Tx, hostingIds: number[], userId: number) =>
  db.update(robotHostings).set({ endedAt: new Date(), endedBy: userId }).where(inArray(robotHostings.id, hostingIds));

export type HostingRow = Awaited<ReturnType<typeof listHostings>>['rows'][number];
