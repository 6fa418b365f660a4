/**
 * `npm run bench:fleet`: home (the dashboard's summary), the statistics queries (statisticList) and
 * visualizeHistory (whose past 30 days are also visualizeHome's answer) for 10,000 robots × 30 days of
 * daily rollups, each with a target of p99 ≤ 100 ms (issue 13). The rollups are built from ~3 cleaning
 * runs per robot per day by the real rebuild code (modules/statistics/rollup-rebuild.ts, the same rules
 * as the run ingest's incremental path), which also builds the running totals and day groups the
 * range reads use (migration 0020, lib/rollup-ranges.ts); every robot has a live state (most online and
 * reporting, some with a low battery, some offline for an hour), as home reads it.
 *
 * Measured through HTTP on the real route (session, permission, tenancy, validation, envelope), one
 * request at a time: home; the past 30 days per robot, first page sorted by area (what the screen asks
 * first), and the fleet total (per organisation, whose totals are the fleet's); visualizeHistory.
 * Baseline in the same run: the same answers' figures computed in SQL straight from the raw runs (what
 * the rollups save; the query alone, without HTTP, so the comparison flatters the baseline). "CPU ms":
 * the CPU time per request of this process (server and client) and the embedded PostgreSQL, from
 * /proc: what a request costs, which other load on a shared machine does not move as it moves the
 * times (on a quiet machine a request takes about its CPU time; home's four reads run in parallel).
 */
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { migrateDatabase, openDatabase } from '../apps/server/src/db/client';
import { seed } from '../apps/server/src/db/seed';
import { rebuildRollups } from '../apps/server/src/modules/statistics/rollup-rebuild';
import { postgresCpuMs, processCpuMs } from './cpu';
import { ADMIN_PASSWORD, API, cleanups, embeddedPostgres, listen, log, machine, provideDatabase, runBench, signIn } from './support';

const ROBOTS = 10_000;
const DAYS = 30;
const RUNS_PER_DAY = 3;
const N = 40;
const N_RAW = 10;

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
};
const timed = async <T>(f: () => Promise<T>) => {
  const t0 = performance.now();
  const out = await f();
  return { ms: performance.now() - t0, out };
};

const main = async () => {
  const database = openDatabase(await provideDatabase());
  cleanups.push(() => database.close());
  await migrateDatabase(database);
  await seed(database.db, { adminPassword: ADMIN_PASSWORD });
  const db = database.db;
  const [org] = (await db.execute(sql`select id from organizations where level = 0 limit 1`)).rows as { id: number }[];
  await db.execute(sql`
    insert into robots (device_number, alias, robot_type, model, simulated, org_id, secret_hash)
    select 'SIMULATION-130-' || lpad(i::text, 5, '0'), 'Bench ' || i, 1, '130', true, ${org!.id}, repeat('0', 64)
    from generate_series(1, ${ROBOTS}) i`);
  const gen = await timed(() =>
    db.execute(sql`
      insert into robot_runs (robot_id, run_id, source, name, started_at, ended_at, state, area_m2, distance_km, water_l, energy_kwh)
      select r.id, 'bench-' || d || '-' || k, 'auto', '', date_trunc('day', now()) - (d || ' days')::interval + (k * 6 + 1 || ' hours')::interval,
        date_trunc('day', now()) - (d || ' days')::interval + (k * 6 + 1 || ' hours')::interval + ((40 + (r.id + k) % 40) || ' minutes')::interval,
        case when (r.id + d + k) % 11 = 0 then 'failed' else 'done' end, 100 + (r.id * 7 + d * 13 + k) % 500 + 0.25, 1.2, 15.5, 0.4
      from robots r cross join generate_series(0, ${DAYS - 1}) d cross join generate_series(0, ${RUNS_PER_DAY - 1}) k`),
  );
  // Live state: 3 in 4 online and reporting now, every 50th with a battery under 10 %, every 20th offline for an hour.
  await db.execute(sql`
    insert into robot_state (robot_id, online, last_seen_at, updated_at, battery, work_status, device_state, charge_status)
    select id, id % 4 <> 0 and id % 20 <> 0, now() - case when id % 20 = 0 then interval '1 hour' else interval '2 seconds' end,
      now() - case when id % 20 = 0 then interval '1 hour' else interval '2 seconds' end,
      case when id % 50 = 0 then 8 else 20 + id % 80 end, id % 3, 0, case when id % 7 = 0 then 1 else 0 end
    from robots`);
  const today = ((await db.execute(sql`select to_char(current_date, 'YYYY-MM-DD') as d`)).rows[0] as { d: string }).d;
  const from = new Date(Date.parse(`${today}T00:00:00Z`) - (DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
  const rebuild = await timed(() => rebuildRollups(db, from, today));
  await db.execute(sql`analyze`);
  const count = async (table: string) =>
    Number(((await db.execute(sql.raw(`select count(*) as n from ${table}`))).rows[0] as { n: string }).n);
  log(
    `generated: ${await count('robot_runs')} runs (${(gen.ms / 1000).toFixed(1)} s), ${await count('robot_daily')} daily rollups (rebuilt from the runs in ${(rebuild.ms / 1000).toFixed(1)} s)`,
  );

  const app = await buildApp({
    db,
    sessionIdleMinutes: 120,
    loginRateLimit: 30,
    version: { version: '0.0.0-bench', buildTime: 'bench' },
    filesDir: '/tmp/fleet-bench-files',
  });
  cleanups.push(() => app.close());
  const url = await listen(app);
  const token = await signIn(url);

  const route = async (name: string, body: unknown, note: (d: unknown) => string, path = 'robotinfo/statistics/list') => {
    const get = body === undefined;
    const ms: number[] = [];
    let last = '';
    let cpu0 = { node: 0, pg: 0 as number | undefined };
    for (let i = 0; i < N + 5; i++) {
      if (i === 5) cpu0 = { node: processCpuMs(), pg: postgresCpuMs(embeddedPostgres.dataDir) };
      const { ms: t, out } = await timed(async () => {
        const res = await fetch(`${url}${API}/${path}`, {
          method: get ? 'GET' : 'POST',
          headers: get ? { authorization: token } : { authorization: token, 'content-type': 'application/json' },
          ...(get ? {} : { body: JSON.stringify(body) }),
        });
        const env = (await res.json()) as { code: number; data: unknown; msg: string };
        if (res.status !== 200 || env.code !== 0) throw new Error(`${name}: HTTP ${res.status} ${env.msg}`);
        return env.data;
      });
      if (i >= 5) ms.push(t); // the first five warm up JIT, pools and caches
      last = note(out);
    }
    const pg = postgresCpuMs(embeddedPostgres.dataDir);
    const cpu = (processCpuMs() - cpu0.node + (pg === undefined || cpu0.pg === undefined ? 0 : pg - cpu0.pg)) / N;
    return { name, ms, note: last, cpu: pg === undefined ? undefined : cpu };
  };
  type List = { total: number; list: { areaM2: number }[]; totals: { runs: number; areaM2: number } };
  const rows = [
    await route(
      'home summary (HTTP)',
      undefined,
      (d) => {
        const h = d as { robots: number; attentionTotal: number; today: { runs: number }; yesterday: { runs: number } };
        return `${h.robots} robots, ${h.attentionTotal} need attention, runs today ${h.today.runs} / yesterday ${h.yesterday.runs}`;
      },
      'robotinfo/home/summary',
    ),
    await route(
      '30 days per robot, page 1 by area (HTTP)',
      { range: 'last30', sortField: 'area', sortOrder: 'desc', pageSize: 20 },
      (d) => {
        const l = d as List;
        return `${l.total} robots, top ${l.list[0]?.areaM2} m²`;
      },
    ),
    await route('30 days fleet total (HTTP)', { range: 'last30', group: 'organization' }, (d) => {
      const l = d as List;
      return `${l.totals.runs} runs, ${l.totals.areaM2} m²`;
    }),
    await route(
      'visualizeHistory / visualizeHome, 30 days (HTTP)',
      { range: 'last30' },
      (d) => {
        const v = d as { series: unknown[]; bySite: unknown[]; totals: { runs: number; utilisationPct: number } };
        return `${v.series.length} days, ${v.bySite.length} sites, ${v.totals.runs} runs, ${v.totals.utilisationPct} %`;
      },
      'robotinfo/visualization/history',
    ),
    await route('today per robot, page 1 by area (HTTP)', { range: 'today', sortField: 'area', sortOrder: 'desc', pageSize: 20 }, (d) => {
      const l = d as List;
      return `${l.total} robots`;
    }),
  ];

  const raw = async (name: string, q: () => Promise<unknown>, note: (d: unknown) => string) => {
    const ms: number[] = [];
    let last = '';
    for (let i = 0; i < N_RAW + 2; i++) {
      const { ms: t, out } = await timed(q);
      if (i >= 2) ms.push(t);
      last = note(out);
    }
    return { name, ms, note: last, cpu: undefined };
  };
  const since = sql`${from}::date::timestamptz`;
  const baselines = [
    await raw(
      'baseline: home today/yesterday from raw runs (SQL only)',
      () =>
        db.execute(sql`
          select (coalesce(u.ended_at, u.updated_at) at time zone current_setting('TimeZone'))::date as day, count(*), sum(u.area_m2::numeric),
            sum(extract(epoch from u.ended_at - u.started_at)), sum(u.energy_kwh::numeric), sum(u.water_l::numeric)
          from robot_runs u join robots r on r.id = u.robot_id
          where r.deleted_at is null and u.state <> 'running' and coalesce(u.ended_at, u.updated_at) >= (current_date - 1)::timestamptz
          group by 1`),
      (d) => `${(d as { rows: unknown[] }).rows.length} days`,
    ),
    await raw(
      'baseline: per robot from raw runs (SQL only)',
      () =>
        db.execute(sql`
          select r.id, r.alias, count(u.id), coalesce(sum(u.area_m2::numeric), 0) as area, coalesce(sum(extract(epoch from u.ended_at - u.started_at)), 0),
            coalesce(sum(u.energy_kwh::numeric), 0), coalesce(sum(u.water_l::numeric), 0), coalesce(sum(u.distance_km::numeric), 0)
          from robots r left join robot_runs u on u.robot_id = r.id and u.state <> 'running' and coalesce(u.ended_at, u.updated_at) >= ${since}
          where r.deleted_at is null group by r.id, r.alias order by area desc, r.id limit 20`),
      (d) => `${(d as { rows: unknown[] }).rows.length} rows`,
    ),
    await raw(
      'baseline: fleet total from raw runs (SQL only)',
      () =>
        db.execute(sql`
          select count(*), sum(area_m2::numeric), sum(extract(epoch from ended_at - started_at)), sum(energy_kwh::numeric), sum(water_l::numeric),
            sum(distance_km::numeric)
          from robot_runs where state <> 'running' and coalesce(ended_at, updated_at) >= ${since}`),
      (d) => `${(d as { rows: { count: string }[] }).rows[0]?.count} runs`,
    ),
    await raw(
      'baseline: visualizeHistory from raw runs (SQL only)',
      () =>
        db.execute(sql`
          select x.robot_id, x.day, x.org_id, x.robot_type, count(*), sum(x.area), sum(x.secs), sum(x.energy), sum(x.water), sum(x.distance)
          from (select u.robot_id, (coalesce(u.ended_at, u.updated_at) at time zone current_setting('TimeZone'))::date as day, r.org_id,
              r.robot_type, u.area_m2::numeric as area, extract(epoch from u.ended_at - u.started_at) as secs, u.energy_kwh::numeric as energy,
              u.water_l::numeric as water, u.distance_km::numeric as distance
            from robot_runs u join robots r on r.id = u.robot_id
            where r.deleted_at is null and u.state <> 'running' and coalesce(u.ended_at, u.updated_at) >= ${since}) x
          group by grouping sets ((x.robot_id), (x.day, x.org_id), (x.day, x.robot_type))`),
      (d) => `${(d as { rows: unknown[] }).rows.length} groups`,
    ),
  ];

  console.log('');
  console.log(machine());
  console.log(`data: ${ROBOTS} robots × ${DAYS} days of daily rollups, built from ${RUNS_PER_DAY} runs per robot per day`);
  console.log(`requests: ${N} per route, one at a time over HTTP (after 5 warm-up requests); baselines ${N_RAW} queries each`);
  console.log('');
  const line = (c: string[]) => `${c[0]!.padEnd(56)}${c[1]!.padStart(9)}${c[2]!.padStart(9)}${c[3]!.padStart(10)}  ${c[4]}`;
  console.log(line(['', 'p50 ms', 'p99 ms', 'CPU ms', 'answer']));
  for (const r of [...rows, ...baselines])
    console.log(line([r.name, percentile(r.ms, 50).toFixed(1), percentile(r.ms, 99).toFixed(1), r.cpu?.toFixed(1) ?? '', r.note]));
  console.log('');
  const ratio = (a: { ms: number[] }, b: { ms: number[] }) => (percentile(b.ms, 99) / percentile(a.ms, 99)).toFixed(1);
  console.log(
    `home: rollups ${ratio(rows[0]!, baselines[0]!)}× faster than raw runs at p99; per robot: ${ratio(rows[1]!, baselines[1]!)}×; fleet total: ${ratio(rows[2]!, baselines[2]!)}×; visualizeHistory: ${ratio(rows[3]!, baselines[3]!)}×`,
  );
  console.log('target: p99 ≤ 100 ms for each home, statistics and visualization request (issue 13)');
  console.log('');
};

runBench(main);
