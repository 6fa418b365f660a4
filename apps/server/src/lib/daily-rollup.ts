import { EVENT_LEVELS } from '@fleet/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/client';

/**
 * The writers' side of the daily rollups (db/schema/robot-daily.ts), shared by the run ingest
 * (modules/robot-task) and the event batch writer (gateway): both add to a day's row in the
 * transaction that stores the raw rows, so a rollup never counts a row that rolled back.
 *
 * **Days are calendar days of the database's time zone** (PostgreSQL's `TimeZone`, the server's
 * zone unless a deployment sets it): an organisation has no time zone of its own, tasks are already
 * scheduled in that zone (robot-task task.repository.ts), and a row's day must be fixed when it is
 * written, so it cannot follow each viewer's browser. `rollupDay` is the one place that says so.
 */
export const rollupDay = (instant: SQL) => sql`(${instant} at time zone current_setting('TimeZone'))::date`;

/** Today in the rollups' time zone, as the database sees it (YYYY-MM-DD). */
export const rollupToday = sql<string>`to_char(${rollupDay(sql`now()`)}, 'YYYY-MM-DD')`;

/** Events that count as faults in the rollups: warning and above. */
export const FAULT_LEVELS = EVENT_LEVELS.filter((l) => l !== 'info');

/**
 * A run counts once it is finished (any state but running: a finished run is final, run.repository's
 * upsert never changes it again), on the day it **ended**: its figures are only known then, and days
 * already past do not move when a long run ends after midnight. A run still going is live state, not
 * a rollup (the home page adds it from the robot's state).
 */
export const RUN_END = sql.raw('coalesce(r.ended_at, r.updated_at)');
export const runSums = sql`count(*)::int, sum(r.area_m2::numeric), sum(extract(epoch from ${RUN_END} - r.started_at)),
  sum(r.energy_kwh::numeric), sum(r.water_l::numeric), sum(r.distance_km::numeric)`;

const ADD_RUN_COLUMNS = sql.raw(`runs = robot_daily.runs + excluded.runs, area_m2 = robot_daily.area_m2 + excluded.area_m2,
  run_seconds = robot_daily.run_seconds + excluded.run_seconds, energy_kwh = robot_daily.energy_kwh + excluded.energy_kwh,
  water_l = robot_daily.water_l + excluded.water_l, distance_km = robot_daily.distance_km + excluded.distance_km`);

/** Adds runs that have just become finished (their ids) to their days' rows. */
export const addFinishedRuns = async (db: Tx, runIds: number[]) => {
  if (runIds.length === 0) return;
  await db.execute(sql`
    insert into robot_daily (robot_id, day, runs, area_m2, run_seconds, energy_kwh, water_l, distance_km)
    select r.robot_id, ${rollupDay(RUN_END)}, ${runSums}
    from robot_runs r
    where r.id in (${sql.join(
      runIds.map((id) => sql`${id}`),
      sql`, `,
    )}) and r.state <> 'running'
    group by 1, 2
    on conflict (robot_id, day) do update set ${ADD_RUN_COLUMNS}`);
};

/** Adds inserted events of fault level to their days' rows (robot ids, stamps and levels of the batch). */
export const addEventFaults = async (db: Tx, events: { robotId: number; ts: Date; level: string }[]) => {
  const faults = events.filter((e) => (FAULT_LEVELS as readonly string[]).includes(e.level));
  if (faults.length === 0) return;
  await db.execute(sql`
    insert into robot_daily (robot_id, day, faults)
    select e.robot_id, ${rollupDay(sql.raw('e.ts'))}, count(*)::int
    from unnest(${`{${faults.map((e) => e.robotId).join(',')}}`}::int[], ${`{${faults.map((e) => e.ts.toISOString()).join(',')}}`}::timestamptz[]) as e(robot_id, ts)
    group by 1, 2
    on conflict (robot_id, day) do update set faults = robot_daily.faults + excluded.faults`);
};
