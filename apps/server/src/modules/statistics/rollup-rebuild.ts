import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { FAULT_LEVELS, onlineFromSamples, RUN_END, rollupDay, runSums } from '../../lib/daily-rollup';

/**
 * Recomputes the daily rollups of days `from`–`to` (YYYY-MM-DD, inclusive) from the raw rows, with
 * the same rules as the writers (lib/daily-rollup.ts). For a repair and for the property test that
 * holds the incremental path to it; migration 0017 ran the same statements over all data. Events
 * past their retention (robot-event event-retention.ts) and telemetry samples past theirs are gone,
 * so a rebuild of days that old would lose their fault counts and online time: rebuild only days
 * inside both. The running totals and the groups (robot_daily_cum, robot_daily_group, migration 0020) are
 * recomputed from the rewritten robot_daily at the end, in one pass, from `from` on (every later total
 * holds these days): their row triggers stand aside for the bulk delete and insert.
 */
export const rebuildRollups = (db: Db, from: string, to: string) =>
  db.transaction(async (tx) => {
    // Rows a day's raw data can land in: by instant, padded a day each side for any time zone,
    // then cut to the exact days by `rollupDay`.
    const lo = sql`(${from}::date - 1)::timestamptz`;
    const hi = sql`(${to}::date + 2)::timestamptz`;
    const inDays = (day: ReturnType<typeof rollupDay>) => sql`${day} between ${from}::date and ${to}::date`;
    await tx.execute(sql`select set_config('fleet.daily_ranges_rebuild', 'on', true)`);
    await tx.execute(sql`delete from robot_daily where day between ${from}::date and ${to}::date`);
    await tx.execute(sql`
      insert into robot_daily (robot_id, day, runs, area_m2, run_seconds, energy_kwh, water_l, distance_km)
      select r.robot_id, ${rollupDay(RUN_END)}, ${runSums}
      from robot_runs r
      where r.state <> 'running' and ${RUN_END} >= ${lo} and ${RUN_END} < ${hi} and ${inDays(rollupDay(RUN_END))}
      group by 1, 2`);
    await tx.execute(sql`
      insert into robot_daily (robot_id, day, faults)
      select e.robot_id, ${rollupDay(sql.raw('e.ts'))}, count(*)::int
      from robot_events e
      where e.level in (${sql.join(
        FAULT_LEVELS.map((l) => sql`${l}`),
        sql`, `,
      )}) and e.ts >= ${lo} and e.ts < ${hi} and ${inDays(rollupDay(sql.raw('e.ts')))}
      group by 1, 2
      on conflict (robot_id, day) do update set faults = excluded.faults`);
    await tx.execute(sql`
      insert into robot_daily (robot_id, day, online_seconds)
      select o.robot_id, o.day, o.online_seconds from (${onlineFromSamples(lo, hi)}) o
      where o.day between ${from}::date and ${to}::date
      on conflict (robot_id, day) do update set online_seconds = excluded.online_seconds`);
    await tx.execute(sql`select set_config('fleet.daily_ranges_rebuild', 'off', true)`);
    await tx.execute(sql`select robot_daily_ranges_rebuild(${from}::date)`);
  });
