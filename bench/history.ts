/**
 * `npm run bench:history`: the monitor and record queries of one robot with a month of 1 Hz history for
 * 100 robots behind them, as the server stores it: a sample per robot per 10 s for the raw retention
 * (8 days; the gateway samples 1 Hz telemetry down to that), 15-minute rollups for the month (written
 * by the real rollup code for the raw days), and ~8 cleaning runs per robot per day.
 *
 * Baselines measured in the same run: the month window aggregated straight from a month of samples
 * (what the rollups save; 5 robots get a full month of samples for it), and a bare `select 1`
 * round trip (the floor under any query). Requests go one at a time through HTTP to the real route
 * (session, permission, tenancy, validation, envelope), each for a random robot.
 */
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { migrateDatabase, openDatabase, type Database } from '../apps/server/src/db/client';
import { seed } from '../apps/server/src/db/seed';
import { rollupTelemetry } from '../apps/server/src/modules/robot-history/rollup';
import { ADMIN_PASSWORD, API, cleanups, listen, log, machine, provideDatabase, runBench, signIn } from './support';

const ROBOTS = 100;
const RAW_DAYS = 8;
const MONTH_DAYS = 30;
const BASELINE_ROBOTS = 5;
const N = 200;
const N_SLOW = 30;

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
};
const timed = async <T>(f: () => Promise<T>) => {
  const t0 = performance.now();
  const out = await f();
  return { ms: performance.now() - t0, out };
};

/** Battery cycling over ~9 h, working while it drains, charging near the top, a fault now and then. */
const SAMPLE_VALUES = sql.raw(`
  greatest(0, least(100, 60 + 40 * sin(extract(epoch from t) / 5400 + r.id))),
  case when sin(extract(epoch from t) / 5400 + r.id) < 0 then 1 else 0 end,
  case when (extract(epoch from t)::bigint / 10 + r.id) % 997 = 0 then 2 else 0 end,
  case when sin(extract(epoch from t) / 5400 + r.id) > 0.6 then 2 else 0 end,
  case when sin(extract(epoch from t) / 5400 + r.id) < 0 then 0.5 else 0 end,
  60 + 20 * sin(extract(epoch from t) / 600 + r.id)`);

const generate = async (database: Database) => {
  const db = database.db;
  const [org] = (await db.execute(sql`select id from organizations where level = 0 limit 1`)).rows as { id: number }[];
  await db.execute(sql`
    insert into robots (device_number, alias, robot_type, model, simulated, org_id, secret_hash)
    select 'SIMULATION-130-' || lpad(i::text, 5, '0'), 'Bench ' || i, 1, '130', true, ${org!.id}, repeat('0', 64)
    from generate_series(1, ${ROBOTS}) i`);
  const ids = ((await db.execute(sql`select id from robots order by id`)).rows as { id: number }[]).map((r) => r.id);
  const raw = await timed(async () => {
    for (let i = 0; i < ids.length; i += 10) {
      await db.execute(sql`
        insert into robot_telemetry (robot_id, ts, battery, work_status, device_state, charge_status, speed, signal)
        select r.id, t, ${SAMPLE_VALUES}
        from robots r cross join generate_series(now() - interval '${sql.raw(String(RAW_DAYS))} days', now(), interval '10 seconds') t
        where r.id = any(${sql.param(ids.slice(i, i + 10))}::int[])`);
      log(`samples: ${Math.min(i + 10, ids.length)}/${ids.length} robots`);
    }
  });
  const rollup = await timed(() => rollupTelemetry(db, new Date(Date.now() - RAW_DAYS * 86_400_000), new Date()));
  // Older than the raw retention only rollups remain; written as the job would have written them.
  await db.execute(sql`
    insert into robot_telemetry_15m (robot_id, bucket, samples, battery_avg, battery_min, battery_max, speed_avg, speed_max, signal_avg, working, charging, fault)
    select r.id, b, 90, 60 + 40 * sin(extract(epoch from b) / 5400 + r.id), 20 + 40 * sin(extract(epoch from b) / 5400 + r.id),
      61 + 39 * sin(extract(epoch from b) / 5400 + r.id), 0.25, 0.5, 60, 45, 20, case when r.id % 7 = 0 then 1 else 0 end
    from robots r cross join generate_series(date_bin(interval '15 minutes', now() - interval '${sql.raw(String(MONTH_DAYS))} days', timestamptz 'epoch'),
      now() - interval '${sql.raw(String(RAW_DAYS))} days' - interval '15 minutes', interval '15 minutes') b
    on conflict do nothing`);
  await db.execute(sql`
    insert into robot_runs (robot_id, run_id, source, name, started_at, ended_at, state, area_m2, distance_km, water_l, energy_kwh)
    select r.id, 'bench-' || d || '-' || k, 'task', 'Run ' || k, now() - (d || ' days')::interval + (k * 3 || ' hours')::interval,
      now() - (d || ' days')::interval + (k * 3 || ' hours')::interval + ((40 + (r.id + k) % 40) || ' minutes')::interval,
      case when (r.id + d + k) % 11 = 0 then 'failed' else 'done' end, 300 + (r.id * k) % 500, 1.2, 15, 0.4
    from robots r cross join generate_series(1, ${MONTH_DAYS}) d cross join generate_series(0, 7) k`);
  // The baseline's month of raw samples, in a table of the same shape and indexes.
  await db.execute(sql`create table bench_raw_month (like robot_telemetry including defaults including indexes)`);
  await db.execute(sql`
    insert into bench_raw_month (robot_id, ts, battery, work_status, device_state, charge_status, speed, signal)
    select r.id, t, ${SAMPLE_VALUES}
    from robots r cross join generate_series(now() - interval '${sql.raw(String(MONTH_DAYS))} days', now(), interval '10 seconds') t
    where r.id = any(${sql.param(ids.slice(0, BASELINE_ROBOTS))}::int[])`);
  await db.execute(sql`analyze`);
  const count = async (table: string) =>
    Number(((await db.execute(sql.raw(`select count(*) as n from ${table}`))).rows[0] as { n: string }).n);
  log(
    `generated: ${await count('robot_telemetry')} samples (${(raw.ms / 1000).toFixed(1)} s), ${await count('robot_telemetry_15m')} rollups (${RAW_DAYS} days rolled up by the job's code in ${(rollup.ms / 1000).toFixed(1)} s), ${await count('robot_runs')} runs, ${await count('bench_raw_month')} baseline samples`,
  );
  return ids;
};

interface Row {
  name: string;
  ms: number[];
  note: string;
}

const main = async () => {
  const database = openDatabase(await provideDatabase());
  cleanups.push(() => database.close());
  await migrateDatabase(database);
  await seed(database.db, { adminPassword: ADMIN_PASSWORD });
  const ids = await generate(database);
  const app = await buildApp({
    db: database.db,
    sessionIdleMinutes: 120,
    loginRateLimit: 30,
    version: { version: '0.0.0-bench', buildTime: 'bench' },
    filesDir: '/tmp/fleet-bench-files',
  });
  cleanups.push(() => app.close());
  const url = await listen(app);
  const token = await signIn(url);
  const pick = () => ids[Math.floor(Math.random() * ids.length)]!;

  const route = async (
    name: string,
    path: (id: number) => string,
    body: unknown | ((id: number) => unknown),
    count = (d: unknown) => String(d),
  ): Promise<Row> => {
    const ms: number[] = [];
    let note = '';
    for (let i = 0; i < N + 10; i++) {
      const id = pick();
      const payload = typeof body === 'function' ? (body as (id: number) => unknown)(id) : body;
      const { ms: t, out } = await timed(async () => {
        const res = await fetch(`${url}${API}/${path(id)}`, {
          method: 'POST',
          headers: { authorization: token, 'content-type': 'application/json' },
          body: JSON.stringify(payload),
        });
        const env = (await res.json()) as { code: number; data: unknown; msg: string };
        if (res.status !== 200 || env.code !== 0) throw new Error(`${name}: HTTP ${res.status} ${env.msg}`);
        return env.data;
      });
      if (i >= 10) ms.push(t); // the first ten warm up JIT, pools and caches
      note = count(out);
    }
    return { name, ms, note };
  };
  const points = (d: unknown) => `${(d as { points: unknown[] }).points.length} points`;
  const rows: Row[] = [
    await route('monitor current (1 h of samples)', (id) => `robotinfo/monitor/${id}`, { window: 'current' }, points),
    await route('monitor week (15-min rollups)', (id) => `robotinfo/monitor/${id}`, { window: 'week' }, points),
    await route('monitor month (rollups → 1 h)', (id) => `robotinfo/monitor/${id}`, { window: 'month' }, points),
    await route(
      'records past 30 days (page 1 of 20)',
      () => 'robotinfo/record/list',
      (id: number) => ({
        robotId: id,
        start: new Date(Date.now() - MONTH_DAYS * 86_400_000).toISOString(),
        end: new Date().toISOString(),
        page: 1,
        pageSize: 20,
      }),
      (d) => `${(d as { total: number }).total} records`,
    ),
    await route(
      'records CSV export, past 30 days',
      () => 'robotinfo/record/export',
      (id: number) => ({
        robotId: id,
        start: new Date(Date.now() - MONTH_DAYS * 86_400_000).toISOString(),
        end: new Date().toISOString(),
      }),
      (d) => `${(d as unknown[]).length} rows`,
    ),
    await route(
      'form past 30 days (runs per day)',
      (id) => `robotinfo/form/${id}`,
      { range: 'last30', tz: 'Asia/Shanghai' },
      (d) => `${(d as { totals: { runs: number } }).totals.runs} runs`,
    ),
  ];

  const baseMonth: number[] = [];
  const baseIds = ids.slice(0, BASELINE_ROBOTS);
  for (let i = 0; i < N_SLOW + 3; i++) {
    const id = baseIds[i % baseIds.length]!;
    const { ms } = await timed(() =>
      database.db.execute(sql`
      select date_bin(interval '1 hour', ts, timestamptz 'epoch'), count(*), avg(battery), min(battery), max(battery), avg(speed), max(speed), avg(signal),
        count(*) filter (where work_status = 1), count(*) filter (where charge_status > 0), count(*) filter (where device_state in (2, 4))
      from bench_raw_month where robot_id = ${id} and ts >= now() - interval '30 days' group by 1 order by 1`),
    );
    if (i >= 3) baseMonth.push(ms);
  }
  const floor: number[] = [];
  for (let i = 0; i < N; i++) floor.push((await timed(() => database.db.execute(sql`select 1`))).ms);

  console.log('');
  console.log(machine());
  console.log(
    `data: ${ROBOTS} robots, a month of 1 Hz history as stored (10 s samples for ${RAW_DAYS} days, 15-minute rollups for ${MONTH_DAYS} days), ~${8 * MONTH_DAYS} runs per robot`,
  );
  console.log(`requests: ${N} per route, one at a time over HTTP, random robot each (after 10 warm-up requests)`);
  console.log('');
  const line = (c: string[]) => `${c[0]!.padEnd(44)}${c[1]!.padStart(9)}${c[2]!.padStart(9)}  ${c[3]}`;
  console.log(line(['', 'p50 ms', 'p99 ms', 'answer']));
  for (const r of rows) console.log(line([r.name, percentile(r.ms, 50).toFixed(1), percentile(r.ms, 99).toFixed(1), r.note]));
  console.log(
    line([
      `baseline: month from raw samples (SQL only)`,
      percentile(baseMonth, 50).toFixed(1),
      percentile(baseMonth, 99).toFixed(1),
      `${N_SLOW} queries, ~259,000 samples each`,
    ]),
  );
  console.log(
    line(['baseline: select 1 (SQL round trip)', percentile(floor, 50).toFixed(2), percentile(floor, 99).toFixed(2), `${N} queries`]),
  );
  const month = rows.find((r) => r.name.startsWith('monitor month'))!;
  console.log('');
  console.log(
    `month window: rollups p99 ${percentile(month.ms, 99).toFixed(1)} ms (whole request) vs raw samples p99 ${percentile(baseMonth, 99).toFixed(1)} ms (the query alone): ${(percentile(baseMonth, 99) / percentile(month.ms, 99)).toFixed(1)}× faster`,
  );
  console.log('');
};

runBench(main);
