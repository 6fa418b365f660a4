import { AREA_ROBOT_OPTIONS_MAX, ChargeStatus, DeviceState, ErrorCode, WorkStatus, type TArea } from '@fleet/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areaRobots, robots } from '../../db/schema';
import { AREA_CODES, areaApi, bodyOf, host, liveState, rollup, unhost } from '../../../test/area-fixtures';
import { createTestApp, login, type TestApp } from '../../../test/helpers';
import { createTestRobot } from '../../../test/robot-fixtures';
import { buildBusiness, userInOrg } from '../../../test/tenancy-fixtures';

/** What an area shows: its robots as the caller sees them now, their states, today's figures; the list and the form's robot options. */
let t: TestApp;
let api: ReturnType<typeof areaApi>;
let a: Awaited<ReturnType<typeof buildBusiness>>;
let b: Awaited<ReturnType<typeof buildBusiness>>;
let childToken: string;
const robot = (orgId: number) => createTestRobot(t.database.db, { orgId });

beforeAll(async () => {
  t = await createTestApp();
  api = areaApi(t);
  const platform = await login(t.app);
  a = await buildBusiness(t.app, platform, 'AV');
  b = await buildBusiness(t.app, platform, 'BV');
  childToken = await userInOrg(t.app, a.adminToken, a.childId, AREA_CODES);
}, 120_000);
afterAll(() => t.close());

const created = async (token: string, extra: Record<string, unknown> = {}) => {
  const r = await api.building(token, extra);
  expect(r.body.code, JSON.stringify(r.body)).toBe(0);
  return r.body.data;
};
const info = async (token: string, id: number) => (await api.info(token, id)).body.data;
const changed = async (area: TArea, change: Partial<ReturnType<typeof bodyOf>>, token = a.adminToken) => {
  const r = await api.update(token, { ...bodyOf(area), ...change });
  expect(r.body.code, JSON.stringify(r.body)).toBe(0);
  return r.body.data;
};
const statesOf = (area: TArea) => Object.fromEntries(area.robots.map((r) => [r.id, r.state]));

describe('GET user-service/user/area/info/:id', () => {
  it("classifies each robot by fleetState from its live columns and the area by areaStatus, in the status's precedence", async () => {
    const r = Object.fromEntries(
      await Promise.all(
        ['idle', 'charging', 'working', 'fault', 'paused', 'offline', 'locked'].map(async (k) => [k, await robot(a.businessId)]),
      ),
    ) as Record<string, Awaited<ReturnType<typeof robot>>>;
    await liveState(t, r.idle!.id, { online: true, battery: 64 });
    await liveState(t, r.charging!.id, { online: true, charge: ChargeStatus.AUTOMATIC });
    await liveState(t, r.working!.id, { online: true, work: WorkStatus.EXECUTING });
    await liveState(t, r.fault!.id, { online: true, device: DeviceState.ABNORMAL });
    await liveState(t, r.paused!.id, { online: true, work: WorkStatus.PAUSED });
    await liveState(t, r.offline!.id, { online: false, work: WorkStatus.EXECUTING });
    await liveState(t, r.locked!.id, { online: true, work: WorkStatus.EXECUTING });
    await t.database.db.update(robots).set({ locked: true }).where(eq(robots.id, r.locked!.id));

    let area = await created(a.adminToken, { robotIds: [r.idle!.id, r.charging!.id] });
    expect(statesOf(area)).toEqual({ [r.idle!.id]: 'idle', [r.charging!.id]: 'charging' });
    expect(area.status).toBe('idle');
    const idle = area.robots.find((x) => x.id === r.idle!.id)!;
    expect(idle).toMatchObject({ deviceNumber: r.idle!.deviceNumber, robotType: 1, battery: 64 });
    expect(Date.now() - Date.parse(idle.updatedAt!)).toBeLessThan(60_000);
    area = await changed(area, { robotIds: [r.idle!.id, r.charging!.id, r.working!.id] });
    expect([statesOf(area)[r.working!.id], area.status]).toEqual(['working', 'cleaning']);
    area = await changed(area, { robotIds: [r.working!.id, r.fault!.id] });
    expect([statesOf(area)[r.fault!.id], area.status]).toEqual(['fault', 'attention']);
    area = await changed(area, { robotIds: [r.paused!.id] });
    expect([statesOf(area)[r.paused!.id], area.status]).toEqual(['paused', 'attention']);
    area = await changed(area, { robotIds: [r.offline!.id, r.locked!.id] });
    expect(statesOf(area)).toEqual({ [r.offline!.id]: 'offline', [r.locked!.id]: 'locked' });
    expect(area.status).toBe('offline');
    expect((await changed(area, { robotIds: [r.working!.id], enabled: false })).status).toBe('disabled');
    expect((await changed(area, { robotIds: [], enabled: true })).status).toBe('noRobots');
    expect((await api.info(b.adminToken, area.id)).body.code).toBe(ErrorCode.NOT_FOUND);
  });

  it("sums today's rollups of its robots (not yesterday's, not other robots') and covers them against work area × frequency", async () => {
    const [r1, r2, outside] = [await robot(a.businessId), await robot(a.businessId), await robot(a.businessId)];
    await rollup(t, r1.id, 0, 300.1);
    await rollup(t, r2.id, 0, 150.15);
    await rollup(t, r1.id, 1, 999);
    await rollup(t, outside.id, 0, 500);
    let area = await created(a.adminToken, { robotIds: [r1.id, r2.id], workArea: 1000, frequency: 2 });
    expect([area.cleanedTodayM2, area.coverageToday]).toEqual([450.3, 23]);
    area = await changed(area, { frequency: null });
    expect(area.coverageToday).toBe(45);
    area = await changed(area, { workArea: null });
    expect([area.cleanedTodayM2, area.coverageToday]).toEqual([450.3, null]);
  });

  it("shows a hosted robot to the host only inside the window, counts only the host's whole days, and keeps it when the hosting ends", async () => {
    const [lent, own] = [await robot(a.siblingId), await robot(a.childId)];
    await host(t, a.adminToken, [lent.id], a.childId);
    await liveState(t, lent.id, { online: true, charge: ChargeStatus.AUTOMATIC });
    await rollup(t, lent.id, 0, 100);
    let area = await created(childToken, { robotIds: [own.id, lent.id] });
    expect(statesOf(area)).toEqual({ [own.id]: 'offline', [lent.id]: 'charging' });
    // A host reads whole days inside its window (lib/rollup-scope.ts): today only when the window began by midnight.
    const [window] = (
      await t.database.db.execute<{
        today: boolean;
      }>(sql`select ((start_at - interval '1 microsecond') at time zone current_setting('TimeZone'))::date + 1
        <= (now() at time zone current_setting('TimeZone'))::date as today from robot_hostings where robot_id = ${lent.id} and ended_at is null`)
    ).rows;
    expect([area.status, area.cleanedTodayM2]).toEqual(['idle', window!.today ? 100 : 0]);
    // The owner's administrator sees the child's area with its own robot and what it did today.
    expect((await info(a.adminToken, area.id)).cleanedTodayM2).toBe(100);

    await unhost(t, a.adminToken, [lent.id]);
    area = await info(childToken, area.id);
    expect(area.robots.map((x) => x.id)).toEqual([own.id]);
    expect(area.status).toBe('offline');
    expect((await api.options(childToken, lent.deviceNumber)).body.data).toEqual([]);
    // An edit by the host keeps the robot it no longer sees; naming it is refused.
    await changed(area, { name: 'Renamed by host' }, childToken);
    const links = await t.database.db.select().from(areaRobots).where(eq(areaRobots.areaId, area.id));
    expect(links.map((l) => l.robotId).sort()).toEqual([own.id, lent.id].sort());
    expect((await info(a.adminToken, area.id)).robots.map((x) => x.id).sort()).toEqual([own.id, lent.id].sort());
    const refused = await api.update(childToken, { ...bodyOf(area), robotIds: [own.id, lent.id] });
    expect([refused.body.code, (refused.body.data as unknown as { fields: { code: string }[] }).fields[0]?.code]).toEqual([
      ErrorCode.VALIDATION,
      'validation.areaRobotUnknown',
    ]);
    // Removing the robot it sees leaves the hidden one in place.
    await changed(area, { robotIds: [] }, childToken);
    expect((await t.database.db.select().from(areaRobots).where(eq(areaRobots.areaId, area.id))).map((l) => l.robotId)).toEqual([lent.id]);
  });
});

describe('POST user-service/user/area/list', () => {
  let alpha: TArea;
  let beta: TArea;
  let gamma: TArea;
  beforeAll(async () => {
    const r1 = await robot(a.businessId);
    await liveState(t, r1.id, { online: true });
    alpha = await created(a.adminToken, { name: 'Filter Alpha Mall', address: 'Orchard Road 1', robotIds: [r1.id] });
    beta = (await api.save(a.adminToken, { name: 'Filter Beta Park', kind: 2, enabled: false, workArea: 5000, orgId: a.childId })).body
      .data;
    gamma = await created(a.adminToken, { name: 'Filter Gamma Tower', workArea: 100, orgId: a.grandchildId });
  });
  const names = async (body: Record<string, unknown>, token = a.adminToken) => {
    const r = await api.list(token, body);
    expect(r.body.code, JSON.stringify(r.body)).toBe(0);
    return r.body.data.list.map((x) => x.name);
  };

  it('matches a keyword in the name, number or address; filters by kind, enabled and organisation subtree', async () => {
    expect(await names({ keyword: 'filter beta' })).toEqual([beta.name]);
    expect(await names({ keyword: alpha.number.toLowerCase() })).toEqual([alpha.name]);
    expect(await names({ keyword: 'ORCHARD' })).toEqual([alpha.name]);
    expect(await names({ keyword: 'Filter', kind: 2 })).toEqual([beta.name]);
    expect(await names({ keyword: 'Filter', enabled: false })).toEqual([beta.name]);
    expect(await names({ keyword: 'Filter', orgId: a.childId })).toEqual([gamma.name, beta.name]);
    const out = await api.list(a.adminToken, { orgId: b.businessId });
    expect([out.status, out.body.code]).toEqual([404, ErrorCode.NOT_FOUND]);
    expect(await names({ keyword: 'Filter' }, childToken)).toEqual([gamma.name, beta.name]);
    expect(await names({}, b.adminToken)).toEqual([]);
  });

  it('sorts by the contract fields (nulls last), pages, and answers each area as its info does', async () => {
    expect(await names({ keyword: 'Filter' })).toEqual([gamma.name, beta.name, alpha.name]);
    expect(await names({ keyword: 'Filter', sortField: 'name', sortOrder: 'asc' })).toEqual([alpha.name, beta.name, gamma.name]);
    expect(await names({ keyword: 'Filter', sortField: 'name', sortOrder: 'desc' })).toEqual([gamma.name, beta.name, alpha.name]);
    expect(await names({ keyword: 'Filter', sortField: 'workArea', sortOrder: 'asc' })).toEqual([gamma.name, beta.name, alpha.name]);
    expect(await names({ keyword: 'Filter', sortField: 'number', sortOrder: 'asc' })).toEqual([alpha.name, beta.name, gamma.name]);
    const page = await api.list(a.adminToken, { keyword: 'Filter', sortField: 'name', sortOrder: 'asc', page: 2, pageSize: 1 });
    expect(page.body.data).toMatchObject({ total: 3, page: 2, pageSize: 1, list: [{ name: beta.name }] });
    const listed = (await api.list(a.adminToken, { keyword: 'Filter' })).body.data.list;
    expect(listed.find((x) => x.id === alpha.id)).toEqual(await info(a.adminToken, alpha.id));
    expect(listed.find((x) => x.id === alpha.id)?.status).toBe('idle');
  });
});

describe('GET user-service/user/area/robot/options', () => {
  it('offers the robots the caller sees by device number or alias, with the area each cleans when the caller sees that area', async () => {
    const [mine, childs, foreign] = [await robot(a.businessId), await robot(a.childId), await robot(b.businessId)];
    await t.database.db.update(robots).set({ alias: 'Mop Unique-XYZ' }).where(eq(robots.id, mine.id));
    const area = await created(a.adminToken, { name: 'Option Hall', robotIds: [mine.id, childs.id] });
    const expected = {
      id: mine.id,
      deviceNumber: mine.deviceNumber,
      alias: 'Mop Unique-XYZ',
      areaId: area.id,
      areaName: 'Option Hall',
      taken: true,
    };
    expect((await api.options(a.adminToken, mine.deviceNumber)).body.data).toEqual([expected]);
    expect((await api.options(a.adminToken, 'unique-xyz')).body.data).toEqual([expected]);
    expect((await api.options(a.adminToken, foreign.deviceNumber)).body.data).toEqual([]);
    expect((await api.options(childToken, mine.deviceNumber)).body.data).toEqual([]);
    // The child sees its robot, not the business's area it cleans.
    expect((await api.options(childToken, childs.deviceNumber)).body.data).toEqual([
      { id: childs.id, deviceNumber: childs.deviceNumber, alias: expect.any(String), areaId: null, areaName: null, taken: true },
    ]);
    const free = await robot(a.businessId);
    expect((await api.options(a.adminToken, free.deviceNumber)).body.data).toMatchObject([{ areaId: null, areaName: null, taken: false }]);
  });

  it(`answers at most ${AREA_ROBOT_OPTIONS_MAX}`, async () => {
    const bulk = await Promise.all(Array.from({ length: AREA_ROBOT_OPTIONS_MAX + 1 }, () => robot(a.grandchildId)));
    await t.database.db
      .update(robots)
      .set({ alias: 'Bulk Sweeper' })
      .where(
        inArray(
          robots.id,
          bulk.map((x) => x.id),
        ),
      );
    const r = (await api.options(a.adminToken, 'bulk sweeper')).body.data.map((x) => x.id);
    expect(r).toHaveLength(AREA_ROBOT_OPTIONS_MAX);
    expect(new Set(r).size).toBe(AREA_ROBOT_OPTIONS_MAX);
    expect(r.every((id) => bulk.some((x) => x.id === id))).toBe(true);
  });
});
