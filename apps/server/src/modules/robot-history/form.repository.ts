import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { sumMeasured } from '../../lib/sql-measured';

export interface FormDayRow {
  day: string;
  runs: number;
  done: number;
  failed: number;
  stopped: number;
  areaM2: number;
  durationMin: number;
  distanceKm: number;
  waterL: number;
  energyKwh: number;
}

/**
 * Runs of one robot per calendar day of `tz` from `start` to `end` (inclusive, YYYY-MM-DD), every day
 * present. The runs are found by the (robot, started_at) index over the range's instants; only then
 * are they grouped by their local day. A run still going counts its time up to now.
 */
export const formDays = async (db: Tx, robotId: number, start: string, end: string, tz: string) =>
  (
    await db.execute(sql`
      with r as (
        select (started_at at time zone ${tz})::date as day, state, area_m2, distance_km, water_l, energy_kwh,
          extract(epoch from (coalesce(ended_at, now()) - started_at)) / 60 as minutes
        from robot_runs
        where robot_id = ${robotId}
          and started_at >= (${start}::date)::timestamp at time zone ${tz}
          and started_at < (${end}::date + 1)::timestamp at time zone ${tz}
      ), a as (
        select day, count(*)::int as runs, (count(*) filter (where state = 'done'))::int as done,
          (count(*) filter (where state = 'failed'))::int as failed, (count(*) filter (where state = 'stopped'))::int as stopped,
          ${sumMeasured(sql.raw('area_m2'))} as area, sum(minutes)::float8 as minutes,
          ${sumMeasured(sql.raw('distance_km'))} as distance, ${sumMeasured(sql.raw('water_l'))} as water,
          ${sumMeasured(sql.raw('energy_kwh'))} as energy
        from r group by day
      )
      select to_char(d.day, 'YYYY-MM-DD') as "day", coalesce(a.runs, 0) as "runs", coalesce(a.done, 0) as "done",
        coalesce(a.failed, 0) as "failed", coalesce(a.stopped, 0) as "stopped", coalesce(a.area, 0) as "areaM2",
        coalesce(a.minutes, 0) as "durationMin", coalesce(a.distance, 0) as "distanceKm", coalesce(a.water, 0) as "waterL",
        coalesce(a.energy, 0) as "energyKwh"
      from generate_series(${start}::date, ${end}::date, interval '1 day') as d(day)
      left join a on a.day = d.day::date
      order by d.day`)
  ).rows as unknown as FormDayRow[];
