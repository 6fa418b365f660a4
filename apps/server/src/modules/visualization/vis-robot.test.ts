import { encodeGrid, ErrorCode, type TVisCoverage, type TVisRunPath, type TVisRuns } from '@fleet/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithCodes } from '../../../test/fixtures';
import { call, createTestApp, login, type TestApp } from '../../../test/helpers';
import { createTestRobot } from '../../../test/robot-fixtures';
import { buildBusiness } from '../../../test/tenancy-fixtures';

/**
 * visualizeRobot: a robot with a 40 × 20 map of 0.5 m cells and known pose trails (10 s samples),
 * written straight into robot_runs and robot_telemetry.
 */
let t: TestApp;
let a: Awaited<ReturnType<typeof buildBusiness>>;
let b: Awaited<ReturnType<typeof buildBusiness>>;
let robotId: number;
const runs: Record<string, number> = {};
const W = 40;

const post = <T>(path: string, body: Record<string, unknown>, token = a.adminToken) =>
  call<T>(t.app, 'POST', `robotinfo/visualization/${path}`, { token, body, lang: 'en' });
/** Cell index of a point (metres) on the map: row 0 at the origin's y. */
const cellOf = (x: number, y: number) => Math.floor(y / 0.5) * W + Math.floor(x / 0.5);
const countAt = (c: TVisCoverage, x: number, y: number) => {
  const i = cellOf(x, y);
  for (let k = 0; k < c.cells.length; k += 2) if (c.cells[k] === i) return c.cells[k + 1];
  return 0;
};

const addRun = async (name: string, minutesAgo: number, trail: [number, number][]) => {
  const db = t.database.db;
  const [row] = (
    await db.execute(sql`insert into robot_runs (robot_id, run_id, source, name, map_id, started_at, ended_at, state, area_m2)
      values (${robotId}, ${name}, 'auto', ${name}, 'm1', now() - make_interval(mins => ${minutesAgo}),
        now() - make_interval(mins => ${minutesAgo}) + make_interval(secs => ${trail.length * 10}), 'done', 12.5) returning id`)
  ).rows as { id: number }[];
  for (const [n, [x, y]] of trail.entries()) {
    await db.execute(sql`insert into robot_telemetry (robot_id, ts, map_id, x, y)
      values (${robotId}, now() - make_interval(mins => ${minutesAgo}) + make_interval(secs => ${n * 10 + 5}), 'm1', ${x}, ${y})`);
  }
  runs[name] = Number(row!.id);
};

beforeAll(async () => {
  t = await createTestApp();
  const admin = await login(t.app);
  a = await buildBusiness(t.app, admin, 'A');
  b = await buildBusiness(t.app, admin, 'B');
  robotId = (await createTestRobot(t.database.db, { orgId: a.childId })).id;
  await t.database.db
    .execute(sql`insert into robot_maps (robot_id, map_id, name, version, width, height, resolution, origin_x, origin_y, dock, grid, grid_version)
    values (${robotId}, 'm1', 'Hall', 'v1', ${W}, 20, 0.5, 0, 0, '{"x":1,"y":1,"angle":0}', ${encodeGrid(new Array(W * 20).fill(0))}, 'v1')`);
  // Along y = 5 m from x = 2 to 12 m, then across it along x = 7 m.
  await addRun(
    'east',
    120,
    [2, 4, 6, 8, 10, 12].map((x) => [x, 5]),
  );
  await addRun(
    'north',
    60,
    [1, 3, 5, 7, 9].map((y) => [7, y]),
  );
  await t.database.db.execute(sql`insert into robot_runs (robot_id, run_id, source, name, map_id, started_at, ended_at, state)
    values (${robotId}, 'old', 'auto', 'old', 'm1', now() - interval '30 days', now() - interval '30 days' + interval '1 hour', 'done')`);
}, 120_000);
afterAll(() => t?.close());

describe('POST robotinfo/visualization/runs', () => {
  it('lists the last runs newest first, the one past the sample retention marked so', async () => {
    const r = await post<TVisRuns>('runs', { robotId });
    expect(r.status).toBe(200);
    expect(r.body.data.runs.map((x) => x.name)).toEqual(['north', 'east', 'old']);
    expect(r.body.data.runs.map((x) => x.samplesExpired)).toEqual([false, false, true]);
    expect(r.body.data.runs[0]).toMatchObject({ mapId: 'm1', areaM2: 12.5, durationMin: 0.8, state: 'done' });
    expect(r.body.data.retentionDays).toBeGreaterThan(0);
  });

  it('answers another organisation NOT_FOUND, and a user without visualization:view PERMISSION_DENIED', async () => {
    const other = await post('runs', { robotId }, b.adminToken);
    expect(other.status).toBe(404);
    expect(other.body.code).toBe(ErrorCode.NOT_FOUND);
    const u = await createUserWithCodes(t.database.db, ['statisticList', 'statisticList:view']);
    const denied = await post('runs', { robotId }, await login(t.app, u.account, u.password));
    expect(denied.status).toBe(400);
    expect(denied.body.code).toBe(ErrorCode.PERMISSION_DENIED);
  });
});

describe('POST robotinfo/visualization/run-path', () => {
  it('answers the poses of the run in time order, with its map and grid', async () => {
    const r = await post<TVisRunPath>('run-path', { robotId, runId: runs.east });
    expect(r.status).toBe(200);
    expect(r.body.data.points.map((p) => [p.x, p.y])).toEqual([2, 4, 6, 8, 10, 12].map((x) => [x, 5]));
    const ts = r.body.data.points.map((p) => Date.parse(p.ts));
    expect(ts).toEqual([...ts].sort((x, y) => x - y));
    expect(r.body.data.map).toMatchObject({ mapId: 'm1', name: 'Hall', width: W, height: 20, hasGrid: true });
    expect(r.body.data.map!.grid).toBeTruthy();
  });

  it('answers a run past retention with no poses, marked expired', async () => {
    const list = (await post<TVisRuns>('runs', { robotId })).body.data.runs;
    const old = list.find((x) => x.name === 'old')!;
    const r = await post<TVisRunPath>('run-path', { robotId, runId: old.id });
    expect(r.body.data).toMatchObject({ points: [], run: { samplesExpired: true } });
  });

  it('refuses a run of another robot, and another organisation, as not found', async () => {
    const mine = await createTestRobot(t.database.db, { orgId: a.childId });
    const r = await post('run-path', { robotId: mine.id, runId: runs.east });
    expect(r.status).toBe(404);
    expect(r.body.code).toBe(ErrorCode.NOT_FOUND);
    expect((await post('run-path', { robotId, runId: runs.east }, b.adminToken)).status).toBe(404);
  });
});

describe('POST robotinfo/visualization/coverage', () => {
  it('counts per cell the runs whose trail (at the type cleaning width) covered it', async () => {
    const r = await post<TVisCoverage>('coverage', { robotId });
    expect(r.status).toBe(200);
    const c = r.body.data;
    expect(c).toMatchObject({ runs: 2, widthM: 1.3, max: 2, plannedCoverage: null, map: { mapId: 'm1' } });
    // On each trail, between samples too; where they cross, both runs.
    expect(countAt(c, 3, 5)).toBe(1);
    expect(countAt(c, 11.2, 5.4)).toBe(1);
    expect(countAt(c, 7, 2)).toBe(1);
    expect(countAt(c, 7.2, 5.2)).toBe(2);
    // Cells whose centre lies within half the cleaning width (0.65 m) of the path, not beyond.
    expect(countAt(c, 5, 4.6)).toBe(1);
    expect(countAt(c, 5, 3.9)).toBe(0);
    expect(countAt(c, 5, 6.2)).toBe(0);
    expect(countAt(c, 18, 9)).toBe(0);
    // Only the last run asked: one trail.
    const last = (await post<TVisCoverage>('coverage', { robotId, runs: 1 })).body.data;
    expect(last).toMatchObject({ runs: 1, max: 1 });
    expect(countAt(last, 3, 5)).toBe(0);
    expect(countAt(last, 7, 2)).toBe(1);
  });

  it('refuses another organisation as not found', async () => {
    expect((await post('coverage', { robotId }, b.adminToken)).status).toBe(404);
  });
});
