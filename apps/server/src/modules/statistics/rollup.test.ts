import { EVENT_LEVELS, RUN_STATES, type TRunReport } from '@fleet/contracts';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase, type Database } from '../../db/client';
import { insertEvents, insertTelemetrySamples } from '../../gateway/gateway.repository';
import { ONLINE_GAP_MAX_SECONDS } from '../../lib/daily-rollup';
import { createTestDatabase, dropTestDatabase } from '../../../test/helpers';
import { dailyRangesDrift } from '../../../test/daily-ranges';
import { createTestRobot, telemetry } from '../../../test/robot-fixtures';
import { storeRunReport } from '../robot-task/run.service';
import { rebuildRollups } from './rollup-rebuild';

/**
 * The daily rollups are kept by adding in the writers' transactions; this holds them to the raw rows:
 * random run reports (repeated, out of order, crossing midnight, some never finished) and events →
 * the incremental rows equal a rebuild from raw data, and both equal sums computed here from the runs.
 * The running totals and day groups derived from them (migration 0020) equal robot_daily, through
 * the writers, a robot moved, retyped or deleted in between, and the rebuild.
 */
let database: Database;
let name: string;
let robotIds: number[];
let rootOrg: number;
let otherOrg: number;
const T0 = Date.UTC(2026, 10, 1, 0, 0, 0);

beforeAll(async () => {
  const created = await createTestDatabase();
  name = created.name;
  database = openDatabase(created.url, { max: 2 });
  await migrateDatabase(database);
  // Robots in an organisation (the groups are per organisation), and a second one to move robot 2 to.
  const org = async (name: string) =>
    (
      (
        await database.db.execute(sql`insert into organizations (name, level, code, business_code)
          values (${name}, 0, ${name}, ${name}) returning id`)
      ).rows[0] as { id: number }
    ).id;
  rootOrg = await org('rollup-root');
  robotIds = [];
  for (let i = 0; i < 3; i++) robotIds.push((await createTestRobot(database.db, { orgId: rootOrg })).id);
  otherOrg = await org('rollup-other');
});
afterAll(async () => {
  await database?.close();
  await dropTestDatabase(name);
});

type Daily = {
  robot_id: number;
  day: string;
  runs: number;
  area: string;
  secs: string;
  energy: string;
  water: string;
  km: string;
  faults: number;
};
const readDaily = async () =>
  (
    await database.db.execute(sql`
      select robot_id, to_char(day, 'YYYY-MM-DD') as day, runs, area_m2::text as area, run_seconds::text as secs,
        energy_kwh::text as energy, water_l::text as water, distance_km::text as km, faults
      from robot_daily where runs > 0 or faults > 0 order by robot_id, day`)
  ).rows as Daily[];

const cents = fc.integer({ min: 0, max: 50_000 }).map((n) => n / 100);
const runArb = fc.record({
  robot: fc.integer({ min: 1, max: 3 }),
  startMin: fc.integer({ min: 0, max: 4 * 24 * 60 }),
  lengthMin: fc.integer({ min: 0, max: 10 * 60 }),
  end: fc.constantFrom(...RUN_STATES),
  progressReports: fc.integer({ min: 0, max: 2 }),
  repeatEnd: fc.boolean(),
  area: cents,
  km: cents,
  water: cents,
  energy: cents,
});
/** What happens to robot 2 between its runs and the events: its days follow it (or leave the groups). */
const robotChangeArb = fc.constantFrom('none', 'move', 'retype', 'delete', 'restore');
const changeRobot = async (change: string) => {
  const id = robotIds[1]!;
  if (change === 'move') await database.db.execute(sql`update robots set org_id = ${otherOrg} where id = ${id}`);
  if (change === 'retype') await database.db.execute(sql`update robots set robot_type = 10 where id = ${id}`);
  if (change === 'delete' || change === 'restore') await database.db.execute(sql`update robots set deleted_at = now() where id = ${id}`);
  if (change === 'restore') await database.db.execute(sql`update robots set deleted_at = null where id = ${id}`);
};
const eventArb = fc.record({
  robot: fc.integer({ min: 1, max: 3 }),
  atMin: fc.integer({ min: 0, max: 4 * 24 * 60 }),
  level: fc.constantFrom(...EVENT_LEVELS),
});

/** Expected rows from the stored runs and events, summed in JS in integers (thousandths; run time in microseconds, as stored). */
const expectedFromRaw = async (tz: string) => {
  const dayOf = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: tz }).format(d);
  const runs = (
    await database.db.execute(sql`
      select robot_id, state, coalesce(ended_at, updated_at) as end_at,
        (extract(epoch from coalesce(ended_at, updated_at) - started_at) * 1000000)::bigint::text as micros, area_m2::numeric::text as area,
        distance_km::numeric::text as km, water_l::numeric::text as water, energy_kwh::numeric::text as energy from robot_runs`)
  ).rows as { robot_id: number; state: string; end_at: Date; micros: string; area: string; km: string; water: string; energy: string }[];
  const events = (await database.db.execute(sql`select robot_id, ts, level from robot_events`)).rows as {
    robot_id: number;
    ts: Date;
    level: string;
  }[];
  const milli = (s: string) => Math.round(Number(s) * 1000);
  const out = new Map<string, { runs: number; area: number; micros: number; energy: number; water: number; km: number; faults: number }>();
  const row = (robot: number, day: string) => {
    const k = `${robot} ${day}`;
    if (!out.has(k)) out.set(k, { runs: 0, area: 0, micros: 0, energy: 0, water: 0, km: 0, faults: 0 });
    return out.get(k)!;
  };
  for (const r of runs.filter((x) => x.state !== 'running')) {
    const o = row(r.robot_id, dayOf(new Date(r.end_at)));
    o.runs += 1;
    o.area += milli(r.area);
    o.km += milli(r.km);
    o.water += milli(r.water);
    o.energy += milli(r.energy);
    o.micros += Number(r.micros);
  }
  for (const e of events.filter((x) => x.level !== 'info')) row(e.robot_id, dayOf(new Date(e.ts))).faults += 1;
  return [...out.entries()]
    .map(([k, o]) => ({ robot_id: Number(k.split(' ')[0]), day: k.split(' ')[1]!, ...o }))
    .sort((a, b) => a.robot_id - b.robot_id || a.day.localeCompare(b.day));
};

const asMilli = (d: Daily) => ({
  robot_id: d.robot_id,
  day: d.day,
  runs: d.runs,
  area: Math.round(Number(d.area) * 1000),
  micros: Math.round(Number(d.secs) * 1e6),
  energy: Math.round(Number(d.energy) * 1000),
  water: Math.round(Number(d.water) * 1000),
  km: Math.round(Number(d.km) * 1000),
  faults: d.faults,
});

describe('daily rollups', () => {
  it('kept incrementally by the run and event writers, equal a rebuild and the sums of the raw rows', async () => {
    let seq = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(runArb, { maxLength: 25 }),
        fc.array(eventArb, { maxLength: 15 }),
        fc.integer(),
        robotChangeArb,
        async (runs, events, seed, change) => {
          await database.db.execute(sql`truncate robot_runs, robot_events, robot_daily, robot_daily_cum, robot_daily_group`);
          await database.db.execute(sql`update robots set org_id = ${rootOrg}, robot_type = 1,
            deleted_at = null`);
          const reports: { robot: number; msg: TRunReport }[] = [];
          for (const r of runs) {
            seq += 1;
            const startedAt = T0 + r.startMin * 60_000;
            const base = { runId: `r${seq}`, source: 'auto' as const, taskId: null, reservationId: null, name: '', mapId: null, startedAt };
            const progress = {
              ...base,
              endedAt: null,
              state: 'running' as const,
              areaM2: r.area / 2,
              distanceKm: 0,
              waterL: 0,
              energyKwh: 0,
            };
            for (let i = 0; i < r.progressReports; i++) reports.push({ robot: r.robot, msg: progress });
            const endedAt = r.end === 'running' ? null : startedAt + r.lengthMin * 60_000;
            const end = { ...base, endedAt, state: r.end, areaM2: r.area, distanceKm: r.km, waterL: r.water, energyKwh: r.energy };
            reports.push({ robot: r.robot, msg: end });
            if (r.repeatEnd) reports.push({ robot: r.robot, msg: { ...end, areaM2: r.area + 1 } });
          }
          // Reports of different runs arrive interleaved (each run's own stay in order, as QoS 1 delivers them).
          const order = reports.map((_, i) => i).sort((a, b) => ((a * 7919 + seed) % 101) - ((b * 7919 + seed) % 101) || a - b);
          for (const i of order)
            await database.db.transaction((tx) => storeRunReport(tx, robotIds[reports[i]!.robot - 1]!, reports[i]!.msg));
          await changeRobot(change);
          if (events.length) {
            await insertEvents(
              database.db,
              events.map((e) => ({ robotId: robotIds[e.robot - 1]!, ts: new Date(T0 + e.atMin * 60_000), type: 'test', level: e.level })),
            );
          }
          const incremental = await readDaily();
          expect(await dailyRangesDrift(database.db, '2026-10-30', '2026-11-07')).toEqual([]);
          await rebuildRollups(database.db, '2026-10-25', '2026-11-15');
          const rebuilt = await readDaily();
          expect(rebuilt).toEqual(incremental);
          expect(await dailyRangesDrift(database.db, '2026-10-30', '2026-11-07')).toEqual([]);
          const [{ tz }] = (await database.db.execute(sql`select current_setting('TimeZone') as tz`)).rows as [{ tz: string }];
          expect(incremental.map(asMilli)).toEqual(await expectedFromRaw(tz));
        },
      ),
      // No shrinking: each step goes through the database, and shrinking a case took minutes.
      { numRuns: 25, seed: 13, endOnFailure: true },
    );
  });

  it('count online time from the telemetry samples: gaps up to the limit, on the day a gap ends, equal to a rebuild', async () => {
    // Per robot a sequence of samples in time order (as the robot's clock runs); the writer's batches
    // mix robots and may hold two samples of one robot. Gaps: a normal one, around the limit, or an absence.
    const gapArb = fc.oneof(
      fc.integer({ min: 9_000, max: 12_000 }),
      fc.integer({ min: (ONLINE_GAP_MAX_SECONDS - 2) * 1000, max: (ONLINE_GAP_MAX_SECONDS + 2) * 1000 }),
      fc.integer({ min: 3_600_000, max: 30 * 3_600_000 }),
    );
    // Milliseconds away from a half second, so the float epoch cannot round either way.
    const noHalf = (ms: number) => (Math.abs((ms % 1000) - 500) < 50 ? ms + 100 : ms);
    const robotArb = fc.record({ startMin: fc.integer({ min: 0, max: 3 * 24 * 60 }), gaps: fc.array(gapArb, { maxLength: 30 }) });
    await fc.assert(
      fc.asyncProperty(fc.array(robotArb, { minLength: 1, maxLength: 3 }), fc.integer({ min: 1, max: 4 }), async (robots, perBatch) => {
        await database.db.execute(sql`truncate robot_telemetry, robot_daily, robot_daily_cum, robot_daily_group`);
        const series = robots.map((r, i) => {
          let at = T0 + r.startMin * 60_000 + 250;
          return [at, ...r.gaps.map((g) => (at += noHalf(g)))].map((ts) => ({ robotId: robotIds[i]!, ts }));
        });
        // Interleave the robots' samples by time, then cut into batches of perBatch samples.
        const all = series.flat().sort((a, b) => a.ts - b.ts);
        for (let i = 0; i < all.length; i += perBatch) {
          const rows = all.slice(i, i + perBatch).map((x) => ({ robotId: x.robotId, at: x.ts, t: telemetry({ ts: x.ts }) }));
          await insertTelemetrySamples(database.db, rows);
        }
        const [{ tz }] = (await database.db.execute(sql`select current_setting('TimeZone') as tz`)).rows as [{ tz: string }];
        const dayOf = (ms: number) => new Intl.DateTimeFormat('en-CA', { timeZone: tz }).format(new Date(ms));
        const expected = new Map<string, number>();
        for (const list of series) {
          for (let k = 1; k < list.length; k++) {
            const gap = list[k]!.ts - list[k - 1]!.ts;
            if (gap <= 0 || gap > ONLINE_GAP_MAX_SECONDS * 1000) continue;
            const key = `${list[k]!.robotId} ${dayOf(list[k]!.ts)}`;
            expected.set(key, (expected.get(key) ?? 0) + Math.round(gap / 1000));
          }
        }
        const read = async () =>
          (
            await database.db.execute(
              sql`select robot_id, to_char(day, 'YYYY-MM-DD') as day, online_seconds from robot_daily where online_seconds > 0 order by 1, 2`,
            )
          ).rows as { robot_id: number; day: string; online_seconds: number }[];
        const incremental = await read();
        const want = [...expected.entries()]
          .filter(([, v]) => v > 0)
          .map(([k, v]) => ({ robot_id: Number(k.split(' ')[0]), day: k.split(' ')[1]!, online_seconds: v }))
          .sort((a, b) => a.robot_id - b.robot_id || a.day.localeCompare(b.day));
        expect(incremental).toEqual(want);
        expect(await dailyRangesDrift(database.db, '2026-10-30', '2026-11-07')).toEqual([]);
        await rebuildRollups(database.db, '2026-10-25', '2026-11-15');
        expect(await read()).toEqual(incremental);
        expect(await dailyRangesDrift(database.db, '2026-10-30', '2026-11-07')).toEqual([]);
      }),
      { numRuns: 20, seed: 7, endOnFailure: true },
    );
  });

  it('credits nothing for a late sample older than one stored (its time is already counted)', async () => {
    await database.db.execute(sql`truncate robot_telemetry, robot_daily, robot_daily_cum, robot_daily_group`);
    const at = (s: number) => ({ robotId: robotIds[0]!, at: T0 + s * 1000, t: telemetry({ ts: T0 + s * 1000 }) });
    await insertTelemetrySamples(database.db, [at(0)]);
    await insertTelemetrySamples(database.db, [at(20)]);
    await insertTelemetrySamples(database.db, [at(10)]);
    await insertTelemetrySamples(database.db, [at(30)]);
    const [row] = (await database.db.execute(sql`select online_seconds from robot_daily`)).rows as { online_seconds: number }[];
    expect(row!.online_seconds).toBe(30);
  });
});
