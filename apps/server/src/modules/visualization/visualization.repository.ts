import { VIS_ROBOTS_MAX, VIS_TREND_SITES_MAX } from '@fleet/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { robotRangeSums, visibleDaySums } from '../../lib/rollup-ranges';
import { rollupVisibleRobots } from '../../lib/rollup-scope';

export interface VisFilter {
  orgPath: string;
  /** Days, YYYY-MM-DD inclusive, of the rollups' time zone. */
  start: string;
  end: string;
  orgId?: number;
  robotType?: number;
  robotId?: number;
}

/** Sums as read from the database: measured figures as float8, run time in seconds. */
export interface Sums {
  runs: number;
  areaM2: number;
  runSeconds: number;
  energyKwh: number;
  waterL: number;
  distanceKm: number;
  faults: number;
}
export interface VisRows {
  robots: number;
  days: (Sums & { day: string })[];
  sites: (Sums & { orgId: number; name: string; robots: number })[];
  types: (Sums & { robotType: number; robots: number })[];
  robots_: (Sums & { robotId: number; deviceNumber: string; name: string; robotType: number; orgId: number; orgName: string })[];
  siteDays: (Sums & { orgId: number; day: string })[];
  typeDays: (Sums & { robotType: number; day: string })[];
}

const filters = (f: VisFilter): SQL => {
  const parts: SQL[] = [sql`true`];
  // Paths hold digits and slashes only (/1/4/9/), so the prefix needs no LIKE escaping.
  if (f.orgId !== undefined) parts.push(sql`v.org_path like (select path || '%' from organizations where id = ${f.orgId})`);
  if (f.robotType !== undefined) parts.push(sql`v.robot_type = ${f.robotType}`);
  if (f.robotId !== undefined) parts.push(sql`v.robot_id = ${f.robotId}`);
  return sql.join(parts, sql` and `);
};

const fig = (s: string) =>
  sql.raw(`coalesce(sum(${s}.runs), 0)::int as runs, coalesce(sum(${s}.area_m2), 0)::float8 as "areaM2",
  coalesce(sum(${s}.run_seconds), 0)::float8 as "runSeconds", coalesce(sum(${s}.energy_kwh), 0)::float8 as "energyKwh",
  coalesce(sum(${s}.water_l), 0)::float8 as "waterL", coalesce(sum(${s}.distance_km), 0)::float8 as "distanceKm",
  coalesce(sum(${s}.faults), 0)::int as faults`);
/** One robot's sums (already per robot, zeros for a robot without rollups in the range). */
const ONE = sql.raw(`vr.runs, vr.area_m2::float8 as "areaM2", vr.run_seconds::float8 as "runSeconds", vr.energy_kwh::float8 as "energyKwh",
  vr.water_l::float8 as "waterL", vr.distance_km::float8 as "distanceKm", vr.faults`);
const json = (q: SQL, order: string) => sql`(select coalesce(jsonb_agg(x order by ${sql.raw(order)}), '[]') from (${q}) x)`;

/**
 * Everything the charts need in one statement, with no pass over each robot's every day: each
 * visible robot's sums over the range from its running totals (`robotRangeSums`), the sums per day,
 * site and robot type from the day groups (`visibleDaySums`, lib/rollup-ranges.ts); every breakdown
 * is derived from those. A visible robot without rollups counts zeros (it stood still, which is what
 * utilisation is about). The robots' visibility per day is statistics' rule (`rollupVisibleRobots`:
 * a host reads whole days inside the hosting window).
 */
export const readVisRows = async (db: Tx, f: VisFilter): Promise<VisRows> => {
  const start = sql`${f.start}::date`;
  const end = sql`${f.end}::date`;
  const days = visibleDaySums(f.orgPath, start, end, { orgId: f.orgId, robotType: f.robotType, perRobot: f.robotId !== undefined });
  const result = await db.execute(sql`
    with v as materialized (select * from (${rollupVisibleRobots(f.orgPath)}) v where ${filters(f)}),
    c as materialized (select * from (${days}) c),
    vr as materialized (${robotRangeSums(start, end)}),
    sites as (select vr.org_id as "orgId", min(vr.org_name) as name, count(*)::int as robots, ${fig('vr')} from vr group by vr.org_id)
    select (select count(*) from vr)::int as robots,
      ${json(sql`select to_char(c.day, 'YYYY-MM-DD') as day, ${fig('c')} from c group by c.day`, 'x.day')} as days,
      ${json(sql`select * from sites`, 'x."areaM2" desc, x.name, x."orgId"')} as sites,
      ${json(
        sql`select vr.robot_type as "robotType", count(*)::int as robots, ${fig('vr')} from vr group by vr.robot_type`,
        'x."robotType"',
      )} as types,
      ${json(
        sql`select vr.robot_id as "robotId", vr.device_number as "deviceNumber", vr.alias as name, vr.robot_type as "robotType",
          vr.org_id as "orgId", vr.org_name as "orgName", ${ONE}
          from (select * from vr order by vr.area_m2 desc, vr.robot_id limit ${VIS_ROBOTS_MAX}) vr`,
        'x."areaM2" desc, x."robotId"',
      )} as robots_,
      ${json(
        sql`select c.org_id as "orgId", to_char(c.day, 'YYYY-MM-DD') as day, ${fig('c')} from c
          where c.org_id in (select "orgId" from sites order by "areaM2" desc, "orgId" limit ${VIS_TREND_SITES_MAX})
          group by c.org_id, c.day`,
        'x."orgId", x.day',
      )} as "siteDays",
      ${json(
        sql`select c.robot_type as "robotType", to_char(c.day, 'YYYY-MM-DD') as day, ${fig('c')} from c group by c.robot_type, c.day`,
        'x."robotType", x.day',
      )} as "typeDays"`);
  return result.rows[0] as unknown as VisRows;
};
