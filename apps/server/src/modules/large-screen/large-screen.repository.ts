import { LARGE_SCREEN_TOP_SITES, LARGE_SCREEN_TREND_DAYS } from '@fleet/contracts';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { rollupDay } from '../../lib/daily-rollup';
import { robotRangeSums, visibleDaySums } from '../../lib/rollup-ranges';
import { rollupVisibleRobots } from '../../lib/rollup-scope';
import type { DayFiguresRow } from '../home/home.repository';

/**
 * The last LARGE_SCREEN_TREND_DAYS days of rollups of the robots in scope, oldest first, zeros on empty
 * days (the day groups and hosted robots' own days, lib/rollup-ranges.ts).
 */
export const sumTrendDays = async (db: Tx, orgPath: string): Promise<DayFiguresRow[]> => {
  const today = rollupDay(sql`now()`);
  const result = await db.execute(sql`
    with v as (${rollupVisibleRobots(orgPath)}),
    days as (select ${today} - k as day from generate_series(0, ${LARGE_SCREEN_TREND_DAYS - 1}) k)
    select to_char(days.day, 'YYYY-MM-DD') as day, coalesce(sum(d.runs), 0)::int as runs,
      coalesce(sum(d.area_m2), 0) as area_m2, coalesce(sum(d.run_seconds), 0) as run_seconds,
      coalesce(sum(d.energy_kwh), 0) as energy_kwh, coalesce(sum(d.water_l), 0) as water_l
    from days left join (${visibleDaySums(orgPath, sql`${today} - ${LARGE_SCREEN_TREND_DAYS - 1}::int`, today, {})}) d on d.day = days.day
    group by days.day
    order by days.day`);
  return result.rows as unknown as DayFiguresRow[];
};

export interface SiteRow {
  org_id: number;
  name: string;
  robots: number;
  area_m2: string | number;
  run_seconds: string | number;
}

/**
 * Organisations holding robots in scope (a hosted robot under the one it is hosted to), by area cleaned
 * over the trend's days (and any day after today a robot's clock stamped), then by robots, at most
 * LARGE_SCREEN_TOP_SITES.
 */
export const findTopSites = async (db: Tx, orgPath: string): Promise<SiteRow[]> => {
  const today = rollupDay(sql`now()`);
  const result = await db.execute(sql`
    with v as (${rollupVisibleRobots(orgPath)}),
    a as (${robotRangeSums(sql`${today} - ${LARGE_SCREEN_TREND_DAYS - 1}::int`, sql`'infinity'::date`)})
    select a.org_id, a.org_name as name, count(*)::int as robots, sum(a.area_m2) as area_m2, sum(a.run_seconds) as run_seconds
    from a
    group by a.org_id, a.org_name
    order by 4 desc, 3 desc, a.org_id
    limit ${LARGE_SCREEN_TOP_SITES}`);
  return result.rows as unknown as SiteRow[];
};

export const findOrgName = async (db: Tx, orgPath: string) => {
  const result = await db.execute(sql`select name from organizations where path = ${orgPath}`);
  return (result.rows[0] as { name: string } | undefined)?.name ?? '';
};
