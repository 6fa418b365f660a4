import { ErrorCode, type TVisHistory } from '@fleet/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithCodes } from '../../../test/fixtures';
import { call, createTestApp, login, type TestApp } from '../../../test/helpers';
import { createTestRobot } from '../../../test/robot-fixtures';
import { activate, buildBusiness, must, uniq } from '../../../test/tenancy-fixtures';

/**
 * visualizeHistory reads the daily rollups: rows are written straight into robot_daily (the writers are
 * held to raw data by statistics' rollup.test.ts), days relative to the database's today; every figure
 * is checked against the sum of the rows written here.
 */
let t: TestApp;
let admin: string;
let a: Awaited<ReturnType<typeof buildBusiness>>;
let b: Awaited<ReturnType<typeof buildBusiness>>;
let today: string;
const robots: Record<string, number> = {};
const HISTORY = 'robotinfo/visualization/history';

interface Row {
  robot: string;
  back: number;
  runs: number;
  area: number;
  secs: number;
  faults?: number;
}
const ROWS: Row[] = [
  { robot: 'big', back: 0, runs: 2, area: 100.25, secs: 1800 },
  { robot: 'big', back: 5, runs: 1, area: 50.5, secs: 600, faults: 2 },
  { robot: 'big', back: 20, runs: 4, area: 400, secs: 3600 },
  { robot: 'small', back: 1, runs: 1, area: 10.05, secs: 90, faults: 1 },
  { robot: 'hosted', back: 0, runs: 1, area: 7, secs: 60 },
  { robot: 'hosted', back: 1, runs: 1, area: 8, secs: 60 },
  { robot: 'hosted', back: 2, runs: 1, area: 9, secs: 60 },
  { robot: 'vacuum', back: 3, runs: 2, area: 30, secs: 7200 },
  { robot: 'other', back: 0, runs: 9, area: 999, secs: 9000 },
];

const day = (back: number) => new Date(Date.parse(`${today}T00:00:00Z`) - back * 86_400_000).toISOString().slice(0, 10);
const history = (token: string, body: Record<string, unknown>, lang = 'en') =>
  call<TVisHistory>(t.app, 'POST', HISTORY, { token, body, lang });
const sum = (rows: Row[], k: 'runs' | 'area' | 'secs' | 'faults') => rows.reduce((s, r) => s + (r[k] ?? 0), 0);
const of = (names: string[], maxBack = 29) => ROWS.filter((r) => names.includes(r.robot) && r.back <= maxBack);

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app);
  a = await buildBusiness(t.app, admin, 'A');
  b = await buildBusiness(t.app, admin, 'B');
  today = ((await t.database.db.execute(sql`select to_char(current_date, 'YYYY-MM-DD') as d`)).rows[0] as { d: string }).d;
  for (const [name, orgId] of [
    ['big', a.childId],
    ['small', a.grandchildId],
    ['idle', a.siblingId],
    ['hosted', a.siblingId],
    ['vacuum', a.siblingId],
    ['other', b.businessId],
  ] as const) {
    robots[name] = (await createTestRobot(t.database.db, { orgId })).id;
  }
  await t.database.db.execute(sql`update robots set robot_type = 20 where id = ${robots.vacuum!}`);
  for (const r of ROWS) {
    await t.database.db
      .execute(sql`insert into robot_daily (robot_id, day, runs, area_m2, run_seconds, energy_kwh, water_l, distance_km, faults)
      values (${robots[r.robot]!}, ${day(r.back)}::date, ${r.runs}, ${r.area}, ${r.secs}, ${r.area / 100}, ${r.area / 10}, ${r.area / 1000}, ${r.faults ?? 0})`);
  }
}, 120_000);
afterAll(() => t?.close());

describe('POST robotinfo/visualization/history', () => {
  it('answers totals and a day series equal to the sums of the rollup rows, every day present', async () => {
    const r = await history(a.adminToken, { range: 'last30' });
    expect(r.status).toBe(200);
    expect(r.body.code).toBe(0);
    const d = r.body.data;
    const mine = of(['big', 'small', 'hosted', 'vacuum']);
    expect(d).toMatchObject({ start: day(29), end: today, days: 30, robots: 5 });
    expect(d.totals).toMatchObject({ runs: sum(mine, 'runs'), faults: sum(mine, 'faults'), runTimeMin: sum(mine, 'secs') / 60 });
    expect(d.totals.areaM2).toBeCloseTo(sum(mine, 'area'), 2);
    expect(d.totals.energyKwh).toBeCloseTo(sum(mine, 'area') / 100, 3);
    expect(d.totals.waterL).toBeCloseTo(sum(mine, 'area') / 10, 2);
    // 5 robots × 30 days × 24 h.
    expect(d.totals.utilisationPct).toBe(Math.round((sum(mine, 'secs') / (5 * 30 * 86_400)) * 1000) / 10);
    expect(d.series).toHaveLength(30);
    expect(d.series[0]!.day).toBe(day(29));
    expect(d.series.at(-1)).toMatchObject({ day: today, runs: 3, areaM2: 107.25, runTimeMin: 31 });
    expect(d.series.find((x) => x.day === day(4))).toMatchObject({ runs: 0, areaM2: 0 });
    expect(d.series.reduce((s, x) => s + x.runs, 0)).toBe(d.totals.runs);
  });

  it('breaks down per site, robot type and robot, robots without runs counted as zeros', async () => {
    const d = (await history(a.adminToken, { range: 'last30' })).body.data;
    const sibling = d.bySite.find((s) => s.orgId === a.siblingId)!;
    const sib = of(['hosted', 'vacuum']);
    expect(sibling).toMatchObject({ name: 'A sibling', robots: 3, runs: sum(sib, 'runs'), areaM2: sum(sib, 'area') });
    expect(sibling.utilisationPct).toBe(Math.round((sum(sib, 'secs') / (3 * 30 * 86_400)) * 1000) / 10);
    expect(d.bySite.find((s) => s.orgId === a.childId)).toMatchObject({ robots: 1, runs: 7, areaM2: 550.75 });
    expect(d.bySite[0]!.orgId).toBe(a.childId);
    expect(d.byType.find((x) => x.robotType === 20)).toMatchObject({ robots: 1, runs: 2, areaM2: 30, runTimeMin: 120 });
    expect(d.byType.find((x) => x.robotType === 1)).toMatchObject({ robots: 4, runs: 11 });
    expect(d.byRobot.map((x) => x.robotId)).toEqual([robots.big, robots.vacuum, robots.hosted, robots.small, robots.idle]);
    expect(d.byRobot.find((x) => x.robotId === robots.idle)).toMatchObject({ runs: 0, areaM2: 0, utilisationPct: 0, orgName: 'A sibling' });
    const vacuumTrend = d.typeTrends.find((x) => x.robotType === 20)!;
    expect(vacuumTrend.points).toHaveLength(30);
    expect(vacuumTrend.points.find((p) => p.day === day(3))).toMatchObject({ areaM2: 30, runTimeMin: 120, utilisationPct: 8.3 });
    const childTrend = d.siteTrends.find((x) => x.orgId === a.childId)!;
    expect(childTrend.name).toBe('A child');
    expect(childTrend.points.find((p) => p.day === today)).toMatchObject({ areaM2: 100.25 });
  });

  it('drills down to one site and its subtree, one robot type or one robot', async () => {
    const site = (await history(a.adminToken, { range: 'last7', orgId: a.childId })).body.data;
    expect(site.byRobot.map((x) => x.robotId).sort()).toEqual([robots.big!, robots.small!].sort());
    const week = of(['big', 'small'], 6);
    expect(site.totals).toMatchObject({ runs: sum(week, 'runs'), faults: 3 });
    expect(site.totals.areaM2).toBeCloseTo(sum(week, 'area'), 2);
    const type = (await history(a.adminToken, { range: 'last30', robotType: 20 })).body.data;
    expect(type).toMatchObject({ robots: 1, totals: { runs: 2 } });
    const one = (await history(a.adminToken, { range: 'range', start: day(20), end: day(5), robotId: robots.big })).body.data;
    expect(one).toMatchObject({ robots: 1, days: 16, totals: { runs: 5, areaM2: 450.5, runTimeMin: 70 } });
  });

  it('shows another organisation nothing of ours, and us nothing of theirs', async () => {
    const theirs = (await history(b.adminToken, { range: 'last30' })).body.data;
    expect(theirs.robots).toBe(1);
    expect(theirs.totals).toMatchObject({ runs: 9, areaM2: 999 });
    expect(theirs.byRobot.map((x) => x.robotId)).toEqual([robots.other]);
    const ours = (await history(a.adminToken, { range: 'last30' })).body.data;
    expect(ours.byRobot.map((x) => x.robotId)).not.toContain(robots.other);
    // Their robot's id named by us is simply not there.
    expect((await history(a.adminToken, { range: 'last30', robotId: robots.other })).body.data).toMatchObject({
      robots: 0,
      totals: { runs: 0 },
    });
  });

  it('shows a host only the whole days inside the hosting window', async () => {
    const role = await must(t.app, a.adminToken, 'POST', 'user-service/role/save', {
      name: uniq('Vis'),
      orgId: a.childId,
      permissions: ['visualization', 'visualization:view'],
    });
    const account = uniq('vhost');
    await must(t.app, a.adminToken, 'POST', 'user-service/user/userinfo/save', {
      account,
      userName: 'Host',
      password: 'First#Pass2026',
      orgId: a.childId,
      roleId: role.id,
    });
    const host = await activate(t.app, account, 'First#Pass2026');
    const before = (await history(host, { range: 'last30' })).body.data;
    expect(before.byRobot.map((x) => x.robotId)).not.toContain(robots.hosted);
    await t.database.db.execute(sql`insert into robot_hostings (robot_id, from_org_id, org_id, type, start_at)
      values (${robots.hosted!}, ${a.siblingId}, ${a.childId}, 1, (${day(2)}::date + time '12:00')::timestamp at time zone current_setting('TimeZone'))`);
    const hosted = (await history(host, { range: 'last30' })).body.data;
    expect(hosted.byRobot.find((x) => x.robotId === robots.hosted)).toMatchObject({ runs: 2, areaM2: 15, orgName: 'A child' });
    // Counted under the site it is hosted to, beside that site's own robot.
    expect(hosted.bySite.find((s) => s.orgId === a.childId)).toMatchObject({ robots: 2 });
    await t.database.db.execute(sql`update robot_hostings set end_at = now() - interval '1 minute' where robot_id = ${robots.hosted!}`);
    expect((await history(host, { range: 'last30' })).body.data.byRobot.map((x) => x.robotId)).not.toContain(robots.hosted);
  });

  it('refuses a range without days, naming the fields', async () => {
    const r = await history(a.adminToken, { range: 'range' });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe(ErrorCode.VALIDATION);
  });

  it('refuses a signed-in user without the permission with PERMISSION_DENIED (HTTP 400)', async () => {
    const u = await createUserWithCodes(t.database.db, ['statisticList', 'statisticList:view']);
    const token = await login(t.app, u.account, u.password);
    const r = await history(token, { range: 'today' });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe(ErrorCode.PERMISSION_DENIED);
  });
});
