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

/**
 * **Online time** is the time a robot was reporting. A connected robot sends telemetry about once a
 * second for as long as it is connected (device protocol §5.2) and the gateway keeps a sample every
 * few seconds, so each stored sample is credited with the gap since the robot's previous sample, when
 * that gap is at most ONLINE_GAP_MAX_SECONDS; a longer gap is time it was away. A gap is credited to
 * the day of the sample that ends it (a gap across midnight goes to the new day: a minute at most),
 * rounded to whole seconds per sample so that adding and recomputing give the same number. Presence
 * messages are not used: a robot connected but silent has done nothing an operator could count, and
 * samples are already written by every instance, in one statement per flush.
 */
export const ONLINE_GAP_MAX_SECONDS = 60;

/** Whole seconds credited for a sample at `ts` after one at `prev` (null when none is credited). */
const onlineCredit = (ts: SQL, prev: SQL) =>
  sql`case when ${ts} > ${prev} and ${ts} - ${prev} <= ${`${ONLINE_GAP_MAX_SECONDS} seconds`}::interval
    then round(extract(epoch from ${ts} - ${prev}))::int end`;

/**
 * Adds the online time of samples just inserted (a CTE `inserted(robot_id, ts)` of the same
 * statement, whose rows that statement's reads do not see yet) to their days. A sample's predecessor
 * is the newest stored sample of its robot or the previous one of the batch, whichever is newer; a late
 * sample (older than one stored) credits nothing, so the time it falls into is not counted twice.
 */
export const addOnlineFromInserted = sql`
  insert into robot_daily (robot_id, day, online_seconds)
  select robot_id, ${rollupDay(sql.raw('ts'))}, sum(credit)::int
  from (
    select i.robot_id, i.ts, ${onlineCredit(
      sql.raw('i.ts'),
      sql.raw(`greatest(lag(i.ts) over (partition by i.robot_id order by i.ts),
        (select max(t.ts) from robot_telemetry t where t.robot_id = i.robot_id))`),
    )} as credit
    from inserted i
  ) c
  where credit is not null
  group by 1, 2
  on conflict (robot_id, day) do update set online_seconds = robot_daily.online_seconds + excluded.online_seconds`;

/** Online seconds per robot and day of samples in [lo, hi), each credited against the sample before it. */
export const onlineFromSamples = (lo: SQL, hi: SQL) => sql`
  select robot_id, ${rollupDay(sql.raw('ts'))} as day, sum(credit)::int as online_seconds
  from (
    select t.robot_id, t.ts, ${onlineCredit(sql.raw('t.ts'), sql.raw('lag(t.ts) over (partition by t.robot_id order by t.ts)'))} as credit
    from robot_telemetry t
    where t.ts >= ${lo} - ${`${ONLINE_GAP_MAX_SECONDS} seconds`}::interval and t.ts < ${hi}
  ) c
  where credit is not null and ts >= ${lo}
  group by 1, 2`;
