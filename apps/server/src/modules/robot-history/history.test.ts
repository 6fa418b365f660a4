import { ErrorCode, type TMonitorSeries, type TRobotForm } from '@fleet/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { robotRuns, robotTelemetry, robotTelemetry15m } from '../../db/schema';
import { createUserWithCodes } from '../../../test/fixtures';
import { call, createTestApp, login, type TestApp } from '../../../test/helpers';
import { createTestRobot, type TestRobot } from '../../../test/robot-fixtures';
import { buildBusiness } from '../../../test/tenancy-fixtures';
import { resolveRange } from './form.service';
import { pruneHistory, rollupTelemetry, startTelemetryRollup } from './rollup';

let t: TestApp;
let token: string;
let robot: TestRobot;
let foreign: TestRobot;
const MIN = 60_000;

/** Samples every 10 s (as the gateway keeps them) over [from, to), with values from `f`. */
const samples = async (
  robotId: number,
  from: number,
  to: number,
  f: (ms: number) => { battery: number; speed: number; workStatus: number; deviceState?: number; chargeStatus?: number; signal?: number },
) => {
  const rows = [];
  for (let ms = from; ms < to; ms += 10_000) {
    const v = f(ms);
    rows.push({
      robotId,
      ts: new Date(ms),
      battery: v.battery,
      speed: v.speed,
      workStatus: v.workStatus,
      deviceState: v.deviceState ?? 0,
      chargeStatus: v.chargeStatus ?? 0,
      signal: v.signal ?? 80,
    });
  }
  for (let i = 0; i < rows.length; i += 2000) await t.database.db.insert(robotTelemetry).values(rows.slice(i, i + 2000));
};

const monitor = (id: number, window: string, tk = token) =>
  call<TMonitorSeries>(t.app, 'POST', `robotinfo/monitor/${id}`, { token: tk, body: { window } });
const form = (id: number, body: object, tk = token) => call<TRobotForm>(t.app, 'POST', `robotinfo/form/${id}`, { token: tk, body });

beforeAll(async () => {
  t = await createTestApp();
  const platform = await login(t.app);
  const a = await buildBusiness(t.app, platform, 'HA');
  token = a.adminToken;
  const { rows } = await t.database.db.execute(sql`select id from organizations where id = ${a.businessId}`);
  robot = await createTestRobot(t.database.db, { orgId: (rows[0] as { id: number }).id });
  foreign = await createTestRobot(t.database.db);
});
afterAll(() => t.close());

describe('POST robotinfo/monitor/:id', () => {
  it('current: the last hour from the samples, 30 s points with averages, ranges and state shares', async () => {
    const now = Date.now();
    // Working for the last 20 minutes at 0.5 m/s, idle and charging before.
    await samples(robot.id, now - 50 * MIN, now, (ms) =>
      ms > now - 20 * MIN ? { battery: 70, speed: 0.5, workStatus: 1 } : { battery: 60, speed: 0, workStatus: 0, chargeStatus: 2 },
    );
    const r = await monitor(robot.id, 'current');
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ window: 'current', bucketSeconds: 30 });
    const pts = r.body.data.points;
    expect(pts.length).toBeGreaterThanOrEqual(99);
    expect(pts.length).toBeLessThanOrEqual(101);
    expect(pts.at(-1)).toMatchObject({ battery: 70, speed: 0.5, working: 1, charging: 0, fault: 0, signal: 80 });
    expect(pts[0]).toMatchObject({ battery: 60, speed: 0, working: 0, charging: 1 });
    expect(new Date(r.body.data.to).getTime() - new Date(r.body.data.from).getTime()).toBeGreaterThanOrEqual(3_600_000);
  });

  it('week and month: from the 15-minute rollups, weighted by samples, with gaps where the robot was silent', async () => {
    const now = Date.now();
    const start = now - 3 * 86_400_000;
    await samples(robot.id, start, start + 2 * 3_600_000, (ms) => ({
      battery: ms < start + 3_600_000 ? 90 : 30,
      speed: 0.4,
      workStatus: 1,
      deviceState: ms < start + 3_600_000 ? 0 : 2,
    }));
    await rollupTelemetry(t.database.db, new Date(start - 86_400_000), new Date(now + MIN));
    const week = (await monitor(robot.id, 'week')).body.data;
    expect(week.bucketSeconds).toBe(900);
    const first = week.points.filter((p) => Date.parse(p.t) >= start - 900_000 && Date.parse(p.t) < start + 2 * 3_600_000);
    expect(first.length).toBeGreaterThanOrEqual(8);
    expect(first.length).toBeLessThanOrEqual(9);
    const month = (await monitor(robot.id, 'month')).body.data;
    expect(month.bucketSeconds).toBe(3600);
    const hours = month.points.filter((p) => Date.parse(p.t) >= start - 3_600_000 && Date.parse(p.t) < start + 2 * 3_600_000);
    const all = hours.reduce((s, p) => s + p.samples, 0);
    expect(all).toBe(720);
    const avg = hours.reduce((s, p) => s + p.battery! * p.samples, 0) / all;
    expect(avg).toBeCloseTo(60, 0);
    expect(Math.min(...hours.map((p) => p.batteryMin!))).toBe(30);
    const faultShare = hours.reduce((s, p) => s + p.fault * p.samples, 0) / all;
    expect(faultShare).toBeCloseTo(0.5, 2);
    // Nothing between the two stretches: no invented points.
    expect(month.points.some((p) => Date.parse(p.t) > start + 3 * 3_600_000 && Date.parse(p.t) < now - 2 * 3_600_000)).toBe(false);
  });

  it('refuses an unknown window, a robot of another organisation (404) and a user without the operate view', async () => {
    expect((await monitor(robot.id, 'year')).body.code).toBe(ErrorCode.VALIDATION);
    const other = await monitor(foreign.id, 'current');
    expect([other.status, other.body.code]).toEqual([404, ErrorCode.NOT_FOUND]);
    const u = await createUserWithCodes(t.database.db, ['robotRegister', 'robotRegister:view']);
    const r = await monitor(robot.id, 'current', await login(t.app, u.account, u.password));
    // 400, not 403: a 403 means "login expired" to the console (spec §4) and would sign the user out.
    expect([r.status, r.body.code]).toEqual([400, ErrorCode.PERMISSION_DENIED]);
  });
});

describe('rollup job', () => {
  it('rolls up idempotently, and prunes samples and rollups past their retention', async () => {
    const db = t.database.db;
    const count = async () =>
      Number(
        ((await db.execute(sql`select count(*) as n from robot_telemetry_15m where robot_id = ${robot.id}`)).rows[0] as { n: string }).n,
      );
    const job = startTelemetryRollup(db, t.app.log, { everyMs: 3_600_000 });
    await job.runNow();
    const before = await count();
    await job.runNow();
    await job.close();
    expect(await count()).toBe(before);
    const old = new Date(Date.now() - 9 * 86_400_000);
    await db.insert(robotTelemetry).values({ robotId: robot.id, ts: old, battery: 50 });
    await db.insert(robotTelemetry15m).values({ robotId: robot.id, bucket: new Date(Date.now() - 400 * 86_400_000), samples: 1 });
    await pruneHistory(db, new Date());
    const left = await db.execute(sql`select
      (select count(*) from robot_telemetry where ts < now() - interval '8 days') as raw,
      (select count(*) from robot_telemetry_15m where bucket < now() - interval '366 days') as rolled`);
    expect(left.rows[0]).toEqual({ raw: '0', rolled: '0' });
    // A shorter TELEMETRY_RETENTION_DAYS: samples past it go, newer ones stay.
    const quiet = await createTestRobot(db);
    await db.insert(robotTelemetry).values([
      { robotId: quiet.id, ts: new Date(Date.now() - 4 * 86_400_000), battery: 40 },
      { robotId: quiet.id, ts: new Date(Date.now() - 2 * 86_400_000), battery: 41 },
    ]);
    await pruneHistory(db, new Date(), 3);
    expect((await db.execute(sql`select battery from robot_telemetry where robot_id = ${quiet.id}`)).rows).toEqual([{ battery: 41 }]);
  });
});

describe('POST robotinfo/form/:id', () => {
  it('adds up the runs per calendar day of the viewer, every day present, with the units of spec §9', async () => {
    const db = t.database.db;
    // 23:30 in Tokyo on 2026-03-01 is 14:30 UTC: the run belongs to March 1st in Tokyo.
    await db.insert(robotRuns).values([
      {
        robotId: robot.id,
        runId: 'f-1',
        source: 'task',
        startedAt: new Date('2026-03-01T14:30:00Z'),
        endedAt: new Date('2026-03-01T15:00:00Z'),
        state: 'done',
        areaM2: 120.5,
        distanceKm: 0.8,
        waterL: 6,
        energyKwh: 0.3,
      },
      {
        robotId: robot.id,
        runId: 'f-2',
        source: 'reservation',
        startedAt: new Date('2026-03-03T01:00:00Z'),
        endedAt: new Date('2026-03-03T01:45:00Z'),
        state: 'failed',
        areaM2: 10,
        distanceKm: 0.1,
        waterL: 0.5,
        energyKwh: 0.05,
      },
      {
        robotId: foreign.id,
        runId: 'f-3',
        source: 'task',
        startedAt: new Date('2026-03-02T01:00:00Z'),
        endedAt: new Date('2026-03-02T02:00:00Z'),
        state: 'done',
        areaM2: 999,
      },
    ]);
    const r = await form(robot.id, { range: 'range', start: '2026-03-01', end: '2026-03-03', tz: 'Asia/Tokyo' });
    expect(r.status).toBe(200);
    expect(r.body.data.days.map((d) => [d.day, d.runs, d.areaM2, d.durationMin])).toEqual([
      ['2026-03-01', 1, 120.5, 30],
      ['2026-03-02', 0, 0, 0],
      ['2026-03-03', 1, 10, 45],
    ]);
    expect(r.body.data.totals).toEqual({
      runs: 2,
      done: 1,
      failed: 1,
      stopped: 0,
      areaM2: 130.5,
      durationMin: 75,
      distanceKm: 0.9,
      waterL: 6.5,
      energyKwh: 0.35,
    });
    const utc = await form(robot.id, { range: 'range', start: '2026-03-01', end: '2026-03-01', tz: 'UTC' });
    expect(utc.body.data.totals.runs).toBe(1);
  });

  it("adds up the figures the robot reported: a 3.05 m² run is 3.1 m² as on its record, not the real column's 3.0", async () => {
    await t.database.db.insert(robotRuns).values({
      robotId: robot.id,
      runId: 'f-real',
      source: 'task',
      startedAt: new Date('2026-04-02T10:00:00Z'),
      endedAt: new Date('2026-04-02T10:10:00Z'),
      state: 'stopped',
      areaM2: 3.05,
      distanceKm: 0.0125,
      waterL: 0.05,
      energyKwh: 0.0045,
    });
    const r = await form(robot.id, { range: 'range', start: '2026-04-02', end: '2026-04-02', tz: 'UTC' });
    expect(r.body.data.totals).toMatchObject({ runs: 1, areaM2: 3.1, distanceKm: 0.013, waterL: 0.05, energyKwh: 0.005 });
  });

  it('resolves today, past 7 and past 30 days in the viewer zone', () => {
    const now = new Date('2026-05-10T20:00:00Z');
    expect(resolveRange({ range: 'today', tz: 'Asia/Tokyo' }, now)).toEqual({ start: '2026-05-11', end: '2026-05-11' });
    expect(resolveRange({ range: 'last7', tz: 'UTC' }, now)).toEqual({ start: '2026-05-04', end: '2026-05-10' });
    expect(resolveRange({ range: 'last30', tz: 'UTC' }, now)).toEqual({ start: '2026-04-11', end: '2026-05-10' });
  });

  it('validates the range in the user language: end before start, missing dates, over a year, unknown zone', async () => {
    const bad = await call<unknown>(t.app, 'POST', `robotinfo/form/${robot.id}`, {
      token,
      lang: 'zh',
      body: { range: 'range', start: '2026-03-05', end: '2026-03-01', tz: 'UTC' },
    });
    expect(bad.body.code).toBe(ErrorCode.VALIDATION);
    expect(JSON.stringify(bad.body)).toContain('结束时间不能早于开始时间');
    const codes = async (body: object) => (await form(robot.id, body)).body.code;
    expect(await codes({ range: 'range', tz: 'UTC' })).toBe(ErrorCode.VALIDATION);
    expect(await codes({ range: 'range', start: '2025-01-01', end: '2026-03-01', tz: 'UTC' })).toBe(ErrorCode.VALIDATION);
    expect(await codes({ range: 'today', tz: 'Mars/Olympus' })).toBe(ErrorCode.VALIDATION);
    expect((await form(foreign.id, { range: 'today', tz: 'UTC' })).status).toBe(404);
  });
});
