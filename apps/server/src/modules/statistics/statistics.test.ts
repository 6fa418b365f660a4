import { ErrorCode, type TStatisticsList } from '@fleet/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithCodes } from '../../../test/fixtures';
import { API, call, createTestApp, login, type TestApp } from '../../../test/helpers';
import { createTestRobot } from '../../../test/robot-fixtures';
import { activate, buildBusiness, must, uniq } from '../../../test/tenancy-fixtures';

/**
 * statisticList reads the daily rollups: rows are written straight into robot_daily here (the writers
 * are held to raw data by rollup.test.ts), days relative to the database's today.
 */
let t: TestApp;
let admin: string;
let a: Awaited<ReturnType<typeof buildBusiness>>;
let b: Awaited<ReturnType<typeof buildBusiness>>;
let today: string;
const robots: Record<string, number> = {};
const LIST = 'robotinfo/statistics/list';
const EXPORT = 'robotinfo/statistics/export';

const day = (back: number) => new Date(Date.parse(`${today}T00:00:00Z`) - back * 86_400_000).toISOString().slice(0, 10);
const rollup = (robotId: number, back: number, v: { runs: number; area: number; secs: number; faults?: number }) =>
  t.database.db.execute(sql`insert into robot_daily (robot_id, day, runs, area_m2, run_seconds, energy_kwh, water_l, distance_km, faults)
    values (${robotId}, ${day(back)}::date, ${v.runs}, ${v.area}, ${v.secs}, ${v.area / 100}, ${v.area / 10}, ${v.area / 1000}, ${v.faults ?? 0})`);
const list = (token: string, body: Record<string, unknown>, lang = 'en') =>
  call<TStatisticsList>(t.app, 'POST', LIST, { token, body, lang });
const byId = (r: TStatisticsList) => new Map(r.list.map((x) => [x.id, x]));

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
    ['other', b.businessId],
  ] as const) {
    robots[name] = (await createTestRobot(t.database.db, { orgId })).id;
  }
  await t.database.db.execute(sql`update robots set alias = '=HYPERLINK("x")' where id = ${robots.small!}`);
  await rollup(robots.big!, 0, { runs: 2, area: 100.25, secs: 1800 });
  await rollup(robots.big!, 5, { runs: 1, area: 50.5, secs: 600, faults: 2 });
  await rollup(robots.big!, 20, { runs: 4, area: 400, secs: 3600 });
  await rollup(robots.small!, 1, { runs: 1, area: 10.05, secs: 90, faults: 1 });
  await rollup(robots.hosted!, 0, { runs: 1, area: 7, secs: 60 });
  await rollup(robots.hosted!, 1, { runs: 1, area: 8, secs: 60 });
  await rollup(robots.hosted!, 2, { runs: 1, area: 9, secs: 60 });
  await rollup(robots.other!, 0, { runs: 9, area: 999, secs: 9000 });
}, 120_000);
afterAll(() => t?.close());

describe('POST robotinfo/statistics/list', () => {
  it('sums each robot over today, the past 7 and 30 days and a range, in the spec units', async () => {
    const today0 = (await list(a.adminToken, { range: 'today' })).body;
    expect(today0.code).toBe(0);
    expect(today0.data).toMatchObject({ start: today, end: today });
    expect(byId(today0.data).get(robots.big!)).toMatchObject({
      runs: 2,
      areaM2: 100.25,
      runTimeMin: 30,
      energyKwh: 1.003,
      waterL: 10.03,
      faults: 0,
    });
    const week = (await list(a.adminToken, { range: 'last7' })).body.data;
    expect(week).toMatchObject({ start: day(6), end: today });
    expect(byId(week).get(robots.big!)).toMatchObject({ runs: 3, areaM2: 150.75, runTimeMin: 40, faults: 2 });
    const month = (await list(a.adminToken, { range: 'last30' })).body.data;
    expect(month.start).toBe(day(29));
    expect(byId(month).get(robots.big!)).toMatchObject({ runs: 7, areaM2: 550.75, runTimeMin: 100 });
    // Every robot in scope is a row, with zeros when it did nothing.
    expect(byId(month).get(robots.idle!)).toMatchObject({ runs: 0, areaM2: 0, robots: 1 });
    const range = (await list(a.adminToken, { range: 'range', start: day(20), end: day(5) })).body.data;
    expect(byId(range).get(robots.big!)).toMatchObject({ runs: 5, areaM2: 450.5 });
  });

  it('refuses a range without days, in the wrong order or longer than 366 days, naming the field in the caller language', async () => {
    const missing = await list(a.adminToken, { range: 'range' });
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe(ErrorCode.VALIDATION);
    expect((missing.body.data as unknown as { fields: { path: string; code: string }[] }).fields).toEqual(
      expect.arrayContaining([
        { path: 'start', code: 'validation.required' },
        { path: 'end', code: 'validation.required' },
      ]),
    );
    const reversed = await list(a.adminToken, { range: 'range', start: day(1), end: day(3) });
    expect(reversed.status).toBe(400);
    expect(reversed.body.msg).toContain('End time cannot be earlier than start time');
    const long = await list(a.adminToken, { range: 'range', start: '2024-01-01', end: '2025-01-05' }, 'zh');
    expect(long.status).toBe(400);
    expect(long.body.msg).toContain('时间范围最多 366 天');
    const ja = await list(a.adminToken, { range: 'range', start: '2024-01-01', end: '2025-01-05' }, 'ja');
    expect(ja.body.msg).toContain('期間は最大 366 日までです');
  });

  it('groups per organisation, robots counted, a hosted robot under the organisation it is hosted to', async () => {
    const r = (await list(a.adminToken, { range: 'last30', group: 'organization' })).body.data;
    const child = r.list.find((x) => x.id === a.childId)!;
    expect(child).toMatchObject({ robots: 1, runs: 7, areaM2: 550.75, deviceNumber: null, robotType: null });
    expect(r.list.find((x) => x.id === a.siblingId)).toMatchObject({ robots: 2, runs: 3, areaM2: 24 });
  });

  it('answers a totals row equal to the sum of every row', async () => {
    const r = (await list(a.adminToken, { range: 'last30', pageSize: 100 })).body.data;
    const sum = (k: 'runs' | 'areaM2' | 'runTimeMin' | 'faults' | 'robots') => r.list.reduce((s, x) => s + x[k], 0);
    expect(r.totals.runs).toBe(sum('runs'));
    expect(r.totals.robots).toBe(sum('robots'));
    expect(r.totals.faults).toBe(sum('faults'));
    expect(r.totals.areaM2).toBeCloseTo(sum('areaM2'), 2);
    expect(r.totals.runTimeMin).toBeCloseTo(sum('runTimeMin'), 1);
    expect(r.total).toBe(4);
  });

  it('sorts on the server in both directions and pages', async () => {
    const asc = (await list(a.adminToken, { range: 'last30', sortField: 'area', sortOrder: 'asc' })).body.data.list.map((x) => x.areaM2);
    const desc = (await list(a.adminToken, { range: 'last30', sortField: 'area', sortOrder: 'desc' })).body.data.list.map((x) => x.areaM2);
    expect(asc).toEqual([...asc].sort((x, y) => x - y));
    expect(desc).toEqual([...asc].reverse());
    const runs = (await list(a.adminToken, { range: 'last30', sortField: 'runs', sortOrder: 'desc' })).body.data.list;
    expect(runs[0]!.id).toBe(robots.big);
    const p2 = (await list(a.adminToken, { range: 'last30', sortField: 'area', sortOrder: 'desc', page: 2, pageSize: 2 })).body.data;
    expect(p2).toMatchObject({ page: 2, pageSize: 2, total: 4 });
    expect(p2.list.map((x) => x.areaM2)).toEqual(desc.slice(2, 4));
    // A page past the end still carries the totals of the filter.
    const past = (await list(a.adminToken, { range: 'last30', page: 9, pageSize: 2 })).body.data;
    expect(past).toMatchObject({ list: [], total: 4, totals: { runs: 11, robots: 4 } });
  });

  it('filters by organisation subtree, robot type and keyword', async () => {
    const sub = (await list(a.adminToken, { range: 'last30', orgId: a.childId })).body.data;
    expect(sub.list.map((x) => x.id).sort()).toEqual([robots.big!, robots.small!].sort());
    const kw = (await list(a.adminToken, { range: 'last30', keyword: 'HYPERLINK' })).body.data;
    expect(kw.list.map((x) => x.id)).toEqual([robots.small]);
    expect((await list(a.adminToken, { range: 'last30', robotType: 20 })).body.data.total).toBe(0);
  });

  it('shows another organisation nothing of ours', async () => {
    const r = (await list(b.adminToken, { range: 'last30', pageSize: 100 })).body.data;
    expect(r.list.map((x) => x.id)).toEqual([robots.other]);
    expect(r.totals).toMatchObject({ runs: 9, areaM2: 999 });
    const orgs = (await list(b.adminToken, { range: 'last30', group: 'organization' })).body.data;
    expect(orgs.list.map((x) => x.id)).toEqual([b.businessId]);
  });

  it('shows a host only the whole days inside the hosting window', async () => {
    const role = await must(t.app, a.adminToken, 'POST', 'user-service/role/save', {
      name: uniq('Stat'),
      orgId: a.childId,
      permissions: ['statisticList', 'statisticList:view'],
    });
    const account = uniq('host');
    await must(t.app, a.adminToken, 'POST', 'user-service/user/userinfo/save', {
      account,
      userName: 'Host',
      password: 'First#Pass2026',
      orgId: a.childId,
      roleId: role.id,
    });
    const host = await activate(t.app, account, 'First#Pass2026');
    const before = (await list(host, { range: 'last30' })).body.data;
    expect(byId(before).has(robots.hosted!)).toBe(false);
    // Hosted from noon two days ago: that day is partly the owner's, so the host reads yesterday and today.
    await t.database.db.execute(sql`insert into robot_hostings (robot_id, from_org_id, org_id, type, start_at)
      values (${robots.hosted!}, ${a.siblingId}, ${a.childId}, 1, (${day(2)}::date + time '12:00')::timestamp at time zone current_setting('TimeZone'))`);
    const hosted = (await list(host, { range: 'last30' })).body.data;
    expect(byId(hosted).get(robots.hosted!)).toMatchObject({ runs: 2, areaM2: 15, orgName: 'A child' });
    const owner = (await list(a.adminToken, { range: 'last30' })).body.data;
    expect(byId(owner).get(robots.hosted!)).toMatchObject({ runs: 3, areaM2: 24 });
    await t.database.db.execute(sql`update robot_hostings set end_at = now() - interval '1 minute' where robot_id = ${robots.hosted!}`);
    expect(byId((await list(host, { range: 'last30' })).body.data).has(robots.hosted!)).toBe(false);
  });

  it('refuses a signed-in user without the permission with PERMISSION_DENIED (HTTP 400)', async () => {
    const u = await createUserWithCodes(t.database.db, ['robotOperate', 'robotOperate:view']);
    const token = await login(t.app, u.account, u.password);
    const r = await list(token, { range: 'today' });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe(ErrorCode.PERMISSION_DENIED);
  });
});

describe('POST robotinfo/statistics/export', () => {
  const csv = (token: string, body: Record<string, unknown>, lang: string) =>
    t.app.inject({ method: 'POST', url: `${API}/${EXPORT}`, headers: { authorization: token, 'accept-language': lang }, payload: body });

  it('writes CSV in the caller language with units in the headers, a totals line and formula-safe cells', async () => {
    const en = await csv(a.adminToken, { range: 'last30', sortField: 'area', sortOrder: 'desc' }, 'en');
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-type']).toContain('text/csv');
    expect(en.headers['content-disposition']).toMatch(/^attachment; filename="statistics-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = en.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Device number,Name,Robot type,Organization,Runs,Cleaned area (m²),Run time (min),Distance (km),Water (L),Energy (kWh),Fault reports',
    );
    expect(lines).toHaveLength(6);
    expect(lines[1]).toContain(',Model 130,A child,7,550.75,100,');
    expect(lines.find((l) => l.includes('HYPERLINK'))).toContain(`"'=HYPERLINK(""x"")"`);
    expect(lines[5]).toMatch(/^Total,,,,11,584.8,104.5,/);
    const zh = await csv(a.adminToken, { range: 'last30', group: 'organization' }, 'zh');
    const zhLines = zh.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(zhLines[0]).toBe('组织,机器人数,作业次数,清扫面积 (m²),作业时长 (min),里程 (km),用水 (L),能耗 (kWh),故障上报次数');
    expect(zhLines.at(-1)).toMatch(/^合计,/);
  });

  it('refuses a user who may view but not export', async () => {
    const u = await createUserWithCodes(t.database.db, ['statisticList', 'statisticList:view']);
    const token = await login(t.app, u.account, u.password);
    const r = await csv(token, { range: 'today' }, 'en');
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ code: ErrorCode.PERMISSION_DENIED });
  });
});
