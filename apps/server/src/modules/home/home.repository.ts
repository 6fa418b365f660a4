import { EVENT_LEVELS, LATEST_FAULTS_MAX, OPEN_FAULT_STATES } from '@fleet/contracts';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { robotFaults, robots } from '../../db/schema';
import { rollupDay } from '../../lib/daily-rollup';
import { findLiveRobots } from '../../lib/robot-live';
import { faultVisibleCondition, robotVisibleCondition } from '../../lib/robot-scope';
import { visibleDaySums } from '../../lib/rollup-ranges';
import { rollupVisibleRobots } from '../../lib/rollup-scope';

/** Every robot the caller sees with the state its counts and attention reasons are read from. */
export const findHomeRobots = (db: Tx, orgPath: string) => findLiveRobots(db, robotVisibleCondition(orgPath));

const visibleOpenFaults = (orgPath: string) =>
  and(faultVisibleCondition(orgPath, robotFaults), inArray(robotFaults.state, [...OPEN_FAULT_STATES]));
/** Severity index in EVENT_LEVELS (higher is worse), so max() picks a robot's worst open fault. */
const severity = sql<number>`max(array_position(array[${sql.join(
  EVENT_LEVELS.map((l) => sql`${l}`),
  sql`, `,
)}]::text[], ${robotFaults.level}::text))`;

/** Per robot: how many faults it has still to handle, and the worst level among them. */
export const countOpenFaultsPerRobot = (db: Tx, orgPath: string) =>
  db
    .select({ robotId: robotFaults.robotId, count: sql<number>`count(*)::int`, severity })
    .from(robotFaults)
    .innerJoin(robots, eq(robots.id, robotFaults.robotId))
    .where(visibleOpenFaults(orgPath))
    .groupBy(robotFaults.robotId);

export const findLatestOpenFaults = (db: Tx, orgPath: string) =>
  db
    .select({
      id: robotFaults.id,
      robotId: robotFaults.robotId,
      deviceNumber: robots.deviceNumber,
      robotAlias: robots.alias,
      kind: robotFaults.kind,
      code: robotFaults.code,
      level: robotFaults.level,
      state: robotFaults.state,
      message: robotFaults.message,
      lastSeenAt: robotFaults.lastSeenAt,
    })
    .from(robotFaults)
    .innerJoin(robots, eq(robots.id, robotFaults.robotId))
    .where(visibleOpenFaults(orgPath))
    .orderBy(desc(robotFaults.lastSeenAt), desc(robotFaults.id))
    .limit(LATEST_FAULTS_MAX);

export interface DayFiguresRow {
  day: string;
  runs: number;
  area_m2: string | number;
  run_seconds: string | number;
  energy_kwh: string | number;
  water_l: string | number;
}

/**
 * Today's and yesterday's rollups of the robots the caller sees, one row per day, zeros when nothing
 * ran. A hosted robot counts only whole days inside its hosting (lib/rollup-scope.ts); the owners'
 * robots are read per organisation and type from the day groups (lib/rollup-ranges.ts).
 */
export const sumTodayAndYesterday = async (db: Tx, orgPath: string): Promise<DayFiguresRow[]> => {
  const today = rollupDay(sql`now()`);
  const result = await db.execute(sql`
    with v as (${rollupVisibleRobots(orgPath)}),
    days as (select ${today} - k as day from (values (0), (1)) t(k))
    select to_char(days.day, 'YYYY-MM-DD') as day, coalesce(sum(d.runs), 0)::int as runs,
      coalesce(sum(d.area_m2), 0) as area_m2, coalesce(sum(d.run_seconds), 0) as run_seconds,
      coalesce(sum(d.energy_kwh), 0) as energy_kwh, coalesce(sum(d.water_l), 0) as water_l
    from days left join (${visibleDaySums(orgPath, sql`${today} - 1`, today, {})}) d on d.day = days.day
    group by days.day
    order by days.day desc`);
  return result.rows as unknown as DayFiguresRow[];
};
