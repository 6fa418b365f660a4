import type { TStatisticsGroup, TStatisticsSortField } from '@fleet/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { rollupToday } from '../../lib/daily-rollup';
import { robotRangeSums } from '../../lib/rollup-ranges';
import { rollupVisibleRobots } from '../../lib/rollup-scope';
import { containsPattern } from '../../lib/sql-like';

export interface StatisticsFilter {
  orgPath: string;
  group: TStatisticsGroup;
  /** Days, YYYY-MM-DD inclusive, of the rollups' time zone. */
  start: string;
  end: string;
  orgId?: number;
  robotType?: number;
  keyword?: string;
  sortField?: TStatisticsSortField;
  sortOrder?: 'asc' | 'desc';
}

export interface StatisticsRow {
  id: number;
  name: string;
  deviceNumber: string | null;
  robotType: number | null;
  orgName: string;
  robots: number;
  runs: number;
  areaM2: number;
  runTimeMin: number;
  distanceKm: number;
  waterL: number;
  energyKwh: number;
  faults: number;
}

export const findRollupToday = async (db: Tx) => {
  const [row] = (await db.execute(sql`select ${rollupToday} as "today"`)).rows as { today: string }[];
  return row!.today;
};

const visibleRobots = (f: StatisticsFilter) => rollupVisibleRobots(f.orgPath);

const filters = (f: StatisticsFilter): SQL => {
  const parts: SQL[] = [sql`true`];
  if (f.orgId !== undefined) {
    // Paths hold digits and slashes only (/1/4/9/), so the prefix needs no LIKE escaping.
    parts.push(sql`v.org_path like (select path || '%' from organizations where id = ${f.orgId})`);
  }
  if (f.robotType !== undefined) parts.push(sql`v.robot_type = ${f.robotType}`);
  if (f.keyword) {
    const k = containsPattern(f.keyword);
    parts.push(sql`(v.device_number ilike ${k} or v.alias ilike ${k} or v.org_name ilike ${k})`);
  }
  return sql.join(parts, sql` and `);
};

const ORG_FIGURES = sql.raw(`sum(a.runs)::int as runs, sum(a.area_m2) as area_m2, sum(a.run_seconds) as run_seconds,
  sum(a.distance_km) as distance_km, sum(a.water_l) as water_l, sum(a.energy_kwh) as energy_kwh, sum(a.faults)::int as faults`);

/**
 * One row per robot or per organisation; a visible robot without rollups in the range counts zeros.
 * Each robot's sums come from its running totals (lib/rollup-ranges.ts: two rows per robot whatever
 * the range).
 */
const groupedRows = (f: StatisticsFilter) => {
  const base = sql`v as (select * from (${visibleRobots(f)}) v where ${filters(f)}),
    a as (${robotRangeSums(sql`${f.start}::date`, sql`${f.end}::date`)})`;
  return f.group === 'robot'
    ? sql`${base}, g as (select a.robot_id as id, a.alias as name, a.device_number, a.robot_type, a.org_name, 1 as robots, a.runs,
        a.area_m2, a.run_seconds, a.distance_km, a.water_l, a.energy_kwh, a.faults from a)`
    : sql`${base}, g as (select a.org_id as id, a.org_name as name, null::text as device_number, null::smallint as robot_type, a.org_name,
          count(*)::int as robots, ${ORG_FIGURES}
        from a group by a.org_id, a.org_name)`;
};

const SORT: Record<TStatisticsSortField, string> = {
  name: 'name',
  deviceNumber: 'coalesce(device_number, name)',
  organization: 'org_name',
  robotType: 'robot_type',
  robots: 'robots',
  runs: 'runs',
  area: 'area_m2',
  runTime: 'run_seconds',
  distance: 'distance_km',
  water: 'water_l',
  energy: 'energy_kwh',
  faults: 'faults',
};

/** Output columns: measured sums stay numeric until here, then float8 for JSON; run time in minutes. */
const OUT = sql.raw(`id, name, device_number as "deviceNumber", robot_type as "robotType", org_name as "orgName", robots, runs,
  area_m2::float8 as "areaM2", (run_seconds / 60)::float8 as "runTimeMin", distance_km::float8 as "distanceKm",
  water_l::float8 as "waterL", energy_kwh::float8 as "energyKwh", faults`);

export interface StatisticsTotals {
  count: number;
  robots: number;
  runs: number;
  areaM2: number;
  runTimeMin: number;
  distanceKm: number;
  waterL: number;
  energyKwh: number;
  faults: number;
}

const TOTALS = sql.raw(`count(*)::int as "count", coalesce(sum(robots), 0)::int as robots, coalesce(sum(runs), 0)::int as runs,
  coalesce(sum(area_m2), 0)::float8 as "areaM2", (coalesce(sum(run_seconds), 0) / 60)::float8 as "runTimeMin",
  coalesce(sum(distance_km), 0)::float8 as "distanceKm", coalesce(sum(water_l), 0)::float8 as "waterL",
  coalesce(sum(energy_kwh), 0)::float8 as "energyKwh", coalesce(sum(faults), 0)::int as faults`);

export const statisticsTotals = async (db: Tx, f: StatisticsFilter) => {
  const [row] = (await db.execute(sql`with ${groupedRows(f)} select ${TOTALS} from g`)).rows as unknown as StatisticsTotals[];
  return row!;
};

/**
 * A page of rows and the totals of every row, from one pass over the rollups: the totals are window
 * sums over the grouped rows (before the limit), so list and totals never read the days twice. A page
 * past the end has no row to carry them: then the totals are read on their own.
 */
export const listStatistics = async (db: Tx, f: StatisticsFilter, limit: number, offset: number) => {
  const dir = f.sortOrder === 'desc' ? 'desc' : 'asc';
  // Without a sort: the biggest area first (what a fleet manager looks for), then by name.
  const order = f.sortField ? `${SORT[f.sortField]} ${dir} nulls last, id ${dir}` : 'area_m2 desc, name asc, id asc';
  // The page is cut before its columns are converted and the totals attached: 20 rows, not every row.
  const result = await db.execute(sql`
    with ${groupedRows(f)}, t as (select to_jsonb(x) as totals from (select ${TOTALS} from g) x),
    p as (select * from g order by ${sql.raw(order)} limit ${limit} offset ${offset})
    select ${OUT}, t.totals from p cross join t order by ${sql.raw(order)}`);
  const rows = result.rows as unknown as (StatisticsRow & { totals: StatisticsTotals })[];
  const totals = rows[0]?.totals ?? (await statisticsTotals(db, f));
  return { rows: rows.map(({ totals: _t, ...r }) => r as StatisticsRow), totals };
};
