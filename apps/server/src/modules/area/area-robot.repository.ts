import { AREA_ROBOT_OPTIONS_MAX } from '@fleet/contracts';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { areaRobots, areas, organizations, robots } from '../../db/schema';
import { rollupDay } from '../../lib/daily-rollup';
import { findLiveRobots } from '../../lib/robot-live';
import { robotVisibleCondition } from '../../lib/robot-scope';
import { rollupVisibleRobots } from '../../lib/rollup-scope';
import { containsPattern } from '../../lib/sql-like';
import { scopeCondition } from '../../lib/tenancy';

const idList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** Which robots each area holds, whoever sees them (a change keeps the ones the caller no longer sees). */
export const findAreaRobotLinks = (db: Tx, areaIds: number[]) =>
  areaIds.length === 0
    ? Promise.resolve([])
    : db.select({ areaId: areaRobots.areaId, robotId: areaRobots.robotId }).from(areaRobots).where(inArray(areaRobots.areaId, areaIds));

/** The robots among `ids` that clean an area, any organisation's. */
export const findRobotsInAreas = async (db: Tx, ids: number[]) =>
  ids.length === 0
    ? []
    : (await db.select({ id: areaRobots.robotId }).from(areaRobots).where(inArray(areaRobots.robotId, ids))).map((r) => r.id);

/**
 * The robots of these areas the caller sees now, with their live state, each with its area: one read
 * for a whole page (a robot is in one area at most). Ordered by device number.
 */
export const findVisibleAreaRobots = async (db: Tx, orgPath: string, areaIds: number[]) => {
  if (areaIds.length === 0) return [];
  const links = await findAreaRobotLinks(db, areaIds);
  if (links.length === 0) return [];
  const areaOf = new Map(links.map((l) => [l.robotId, l.areaId]));
  const live = await findLiveRobots(db, sql`${robotVisibleCondition(orgPath)} and robots.id in (${idList([...areaOf.keys()])})`);
  return live.map((r) => ({ ...r, areaId: areaOf.get(r.id)! })).sort((a, b) => (a.deviceNumber < b.deviceNumber ? -1 : 1));
};

/**
 * m² cleaned today per area by its robots the caller sees, from the daily rollups: the rows home's
 * "today" reads (lib/rollup-scope.ts: a hosted robot counts from its first whole day inside the window).
 */
export const sumCleanedToday = async (db: Tx, orgPath: string, areaIds: number[]) => {
  if (areaIds.length === 0) return new Map<number, number>();
  const today = rollupDay(sql`now()`);
  const r = await db.execute<{ area_id: number; m2: number }>(sql`
    with v as (${rollupVisibleRobots(orgPath)})
    select ar.area_id, sum(d.area_m2)::float8 as m2
    from area_robots ar
      join v on v.robot_id = ar.robot_id
      join robot_daily d on d.robot_id = ar.robot_id and d.day = ${today} and (v.from_day is null or d.day >= v.from_day)
    where ar.area_id in (${idList(areaIds)})
    group by ar.area_id`);
  return new Map(r.rows.map((x) => [x.area_id, Number(x.m2)]));
};

/**
 * The robots among `ids` the caller sees, locked against another area taking them meanwhile: two saves
 * choosing one robot then check one after the other, so the second names the area the first gave it
 * (no key update: it does not hold up rows that only refer to the robot).
 */
export const lockVisibleRobots = (db: Tx, ids: number[], orgPath: string) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({ id: robots.id, deviceNumber: robots.deviceNumber })
        .from(robots)
        .where(and(inArray(robots.id, ids), robotVisibleCondition(orgPath)))
        .orderBy(asc(robots.id))
        .for('no key update', { of: robots });

/** The robots among `ids` the caller sees now (the ones of an area a change may remove). */
export const findVisibleRobots = (db: Tx, ids: number[], orgPath: string) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({ id: robots.id, deviceNumber: robots.deviceNumber })
        .from(robots)
        .where(and(inArray(robots.id, ids), robotVisibleCondition(orgPath)));

/** The areas other than `exceptAreaId` that robots among `ids` clean, and whether the caller's subtree holds each. */
export const findOtherAreasOfRobots = (db: Tx, ids: number[], exceptAreaId: number | null, orgPath: string) =>
  db
    .select({
      robotId: areaRobots.robotId,
      areaName: areas.name,
      inScope: sql<boolean>`${scopeCondition(organizations.path, orgPath)}`,
    })
    .from(areaRobots)
    .innerJoin(areas, eq(areas.id, areaRobots.areaId))
    .innerJoin(organizations, eq(organizations.id, areas.orgId))
    .where(and(inArray(areaRobots.robotId, ids), exceptAreaId === null ? undefined : sql`${areaRobots.areaId} <> ${exceptAreaId}`));

export const insertAreaRobots = async (db: Tx, areaId: number, robotIds: number[]) => {
  if (robotIds.length) await db.insert(areaRobots).values(robotIds.map((robotId) => ({ areaId, robotId })));
};

export const deleteAreaRobots = async (db: Tx, areaId: number, robotIds: number[]) => {
  if (robotIds.length) await db.delete(areaRobots).where(and(eq(areaRobots.areaId, areaId), inArray(areaRobots.robotId, robotIds)));
};

/**
 * A robot being deleted, or moved to another landmark, lets go of its area: nobody would see it there
 * again to take it out. Answers the area's number and name, and whether the subtree at `orgPath` holds
 * it (only then may the caller be told its name); null when the robot cleaned none.
 */
export const releaseRobotFromArea = async (db: Tx, robotId: number, orgPath: string) => {
  const [row] = await db.delete(areaRobots).where(eq(areaRobots.robotId, robotId)).returning({ areaId: areaRobots.areaId });
  if (!row) return null;
  const [area] = await db
    .select({ number: areas.number, name: areas.name, inScope: sql<boolean>`${scopeCondition(organizations.path, orgPath)}` })
    .from(areas)
    .innerJoin(organizations, eq(organizations.id, areas.orgId))
    .where(eq(areas.id, row.areaId));
  return area ?? null;
};

/** The form's choices: robots the caller sees by device number or alias, each with the area it cleans if any. */
export const findAreaRobotOptions = (db: Tx, orgPath: string, keyword: string | undefined) => {
  const pattern = keyword ? containsPattern(keyword) : undefined;
  return db
    .select({
      id: robots.id,
      deviceNumber: robots.deviceNumber,
      alias: robots.alias,
      areaId: areaRobots.areaId,
      areaName: areas.name,
      areaInScope: sql<boolean | null>`${scopeCondition(organizations.path, orgPath)}`,
    })
    .from(robots)
    .leftJoin(areaRobots, eq(areaRobots.robotId, robots.id))
    .leftJoin(areas, eq(areas.id, areaRobots.areaId))
    .leftJoin(organizations, eq(organizations.id, areas.orgId))
    .where(
      and(
        robotVisibleCondition(orgPath),
        pattern ? or(sql`${robots.deviceNumber} ilike ${pattern}`, sql`${robots.alias} ilike ${pattern}`) : undefined,
      ),
    )
    .orderBy(asc(robots.deviceNumber))
    .limit(AREA_ROBOT_OPTIONS_MAX);
};
