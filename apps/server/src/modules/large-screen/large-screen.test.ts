import { ErrorCode, type TGeography, type TLargeScreenSummary } from '@fleet/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithCodes } from '../../../test/fixtures';
import { call, createTestApp, login, type TestApp } from '../../../test/helpers';
import { createTestRobot, type TestRobot } from '../../../test/robot-fixtures';
import { buildBusiness, must } from '../../../test/tenancy-fixtures';

/** The large screen's summary: the fleet figures of home, a 7-day trend and top sites, for users and display links. */
let t: TestApp;
let a: Awaited<ReturnType<typeof buildBusiness>>;
let b: Awaited<ReturnType<typeof buildBusiness>>;
const r: Record<string, TestRobot> = {};
const PATH = 'robotinfo/large-screen/summary';
const ROBOTS = 'robotinfo/large-screen/robots';

const rollup = (robot: TestRobot, back: number, area: number, secs: number) =>
  t.database.db.execute(sql`insert into robot_daily (robot_id, day, runs, area_m2, run_seconds, energy_kwh, water_l, distance_km, faults)
    values (${robot.id}, (now() at time zone current_setting('TimeZone'))::date - ${back}::int, 1, ${area}, ${secs}, ${area / 100}, ${area / 10}, 0, 0)`);
const summary = (token: string) => call<TLargeScreenSummary>(t.app, 'GET', PATH, { token });

beforeAll(async () => {
  t = await createTestApp();
  const platform = await login(t.app);
  a = await buildBusiness(t.app, platform, 'LA');
  b = await buildBusiness(t.app, platform, 'LB');
  r.child = await createTestRobot(t.database.db, { orgId: a.childId });
  r.sibling = await createTestRobot(t.database.db, { orgId: a.siblingId });
  r.sibling2 = await createTestRobot(t.database.db, { orgId: a.siblingId });
  r.foreign = await createTestRobot(t.database.db, { orgId: b.businessId });
  await rollup(r.child!, 0, 100, 600);
  await rollup(r.child!, 6, 50, 300);
  await rollup(r.child!, 7, 1000, 300); // outside the 7 days
  await rollup(r.sibling!, 2, 20, 1200);
  await rollup(r.foreign!, 0, 999, 999);
});
afterAll(() => t.close());

describe('GET robotinfo/large-screen/summary', () => {
  it('gives the fleet figures, 7 days of trend oldest first and the sites by area', async () => {
    const res = await summary(a.adminToken);
    expect([res.status, res.body.code]).toEqual([200, 0]);
    const d = res.body.data;
    expect(d.robots).toBe(3);
    expect(d.scopeName).toBe(
      (await t.database.db.execute<{ name: string }>(sql`select name from organizations where id = ${a.businessId}`)).rows[0]!.name,
    );
    expect(d.trend.map((x) => x.areaM2)).toEqual([50, 0, 0, 0, 20, 0, 100]);
    expect(d.trend[6]).toEqual(d.today);
    expect(d.trend[5]).toEqual(d.yesterday);
    expect(d.topSites.map((s) => [s.orgId, s.robots, s.areaM2, s.runTimeMin])).toEqual([
      [a.childId, 1, 150, 15],
      [a.siblingId, 2, 20, 20],
    ]);
  });

  it("shows a display link of another tenant's organisation nothing of ours", async () => {
    const link = await must<{ token: string }>(t.app, b.adminToken, 'POST', 'robotinfo/large-screen/display-links', {
      name: 'B wall',
      orgId: b.businessId,
      days: 7,
    });
    const res = await call<TLargeScreenSummary>(t.app, 'GET', PATH, { headers: { 'x-display-token': link.token } });
    expect(res.body.data.robots).toBe(1);
    expect(res.body.data.today.areaM2).toBe(999);
    expect(res.body.data.topSites.map((s) => s.orgId)).toEqual([b.businessId]);
  });

  it('counts a robot hosted to a display link only inside the hosting window', async () => {
    const link = await must<{ token: string }>(t.app, b.adminToken, 'POST', 'robotinfo/large-screen/display-links', {
      name: 'B child wall',
      orgId: b.childId,
      days: 7,
    });
    const read = async () =>
      (await call<TLargeScreenSummary>(t.app, 'GET', PATH, { headers: { 'x-display-token': link.token } })).body.data;
    expect((await read()).robots).toBe(0);
    await t.database.db.execute(sql`insert into robot_hostings (robot_id, from_org_id, org_id, type, start_at)
      values (${r.child!.id}, ${a.childId}, ${b.childId}, 1, now() - interval '3 days')`);
    const hosted = await read();
    expect([hosted.robots, hosted.today.areaM2, hosted.topSites.map((s) => [s.orgId, s.areaM2])]).toEqual([1, 100, [[b.childId, 100]]]);
    await t.database.db.execute(sql`update robot_hostings set end_at = now() - interval '1 minute' where robot_id = ${r.child!.id}`);
    const ended = await read();
    expect([ended.robots, ended.today.areaM2, ended.topSites]).toEqual([0, 0, []]);
  });

  it("gives the wall map the robots of the subtree with their place: a user's, a display link's, hosted ones inside the window", async () => {
    await t.database.db.execute(sql`update organizations set longitude = 139.69, latitude = 35.69 where id = ${a.childId}`);
    const robots = async (who: { token?: string; headers?: Record<string, string> }) => {
      const res = await call<TGeography>(t.app, 'GET', ROBOTS, who);
      expect([res.status, res.body.code]).toEqual([200, 0]);
      return res.body.data.robots.map((x) => [x[0], x[10], x[11]]);
    };
    expect((await robots({ token: a.adminToken })).sort()).toEqual(
      [
        [r.child!.id, 139.69, 35.69],
        [r.sibling!.id, null, null],
        [r.sibling2!.id, null, null],
      ].sort(),
    );
    const link = await must<{ token: string }>(t.app, a.adminToken, 'POST', 'robotinfo/large-screen/display-links', {
      name: 'A child wall',
      orgId: a.childId,
      days: 7,
    });
    expect(await robots({ headers: { 'x-display-token': link.token } })).toEqual([[r.child!.id, 139.69, 35.69]]);
    const ofB = await must<{ token: string }>(t.app, b.adminToken, 'POST', 'robotinfo/large-screen/display-links', {
      name: 'B map wall',
      orgId: b.childId,
      days: 7,
    });
    expect(await robots({ headers: { 'x-display-token': ofB.token } })).toEqual([]);
    await t.database.db.execute(sql`insert into robot_hostings (robot_id, from_org_id, org_id, type, start_at)
      values (${r.sibling!.id}, ${a.siblingId}, ${b.childId}, 1, now() - interval '1 day')`);
    expect(await robots({ headers: { 'x-display-token': ofB.token } })).toEqual([[r.sibling!.id, null, null]]);
    await t.database.db.execute(sql`update robot_hostings set end_at = now() - interval '1 minute' where robot_id = ${r.sibling!.id}`);
    expect(await robots({ headers: { 'x-display-token': ofB.token } })).toEqual([]);
  });

  it('refuses a signed-in user without largeScreen:view with PERMISSION_DENIED (HTTP 400)', async () => {
    const u = await createUserWithCodes(t.database.db, ['home', 'home:view']);
    const token = await login(t.app, u.account, u.password);
    const res = await summary(token);
    expect([res.status, res.body.code]).toEqual([400, ErrorCode.PERMISSION_DENIED]);
    const map = await call(t.app, 'GET', ROBOTS, { token });
    expect([map.status, map.body.code]).toEqual([400, ErrorCode.PERMISSION_DENIED]);
  });
});
