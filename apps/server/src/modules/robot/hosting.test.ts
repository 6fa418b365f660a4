import { ErrorCode, type TListResult, type THosting, type TOrgOption, type TRobot } from '@fleet/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, type TestApp } from '../../../test/helpers';
import { activate, buildBusiness, must, uniq } from '../../../test/tenancy-fixtures';

let t: TestApp;
let a: Awaited<ReturnType<typeof buildBusiness>>;
let b: Awaited<ReturnType<typeof buildBusiness>>;
/** A user of A's child organisation: the organisation robots get hosted to. */
let childToken: string;
let seq = 0;
beforeAll(async () => {
  t = await createTestApp();
  const platform = await login(t.app);
  a = await buildBusiness(t.app, platform, 'HA');
  b = await buildBusiness(t.app, platform, 'HB');
  const role = await must(t.app, a.adminToken, 'POST', 'user-service/role/save', {
    name: 'Child operator',
    orgId: a.childId,
    permissions: [
      'robotOperate',
      'robotOperate:view',
      'robotTrusteeship',
      'robotTrusteeship:view',
      'robotTrusteeship:host',
      'robotTrusteeship:unhost',
      'robotTrusteeship:history',
    ],
  });
  const account = uniq('op');
  await must(t.app, a.adminToken, 'POST', 'user-service/user/userinfo/save', {
    account,
    userName: 'Operator',
    password: 'First#Pass2026',
    orgId: a.childId,
    roleId: role.id,
  });
  childToken = await activate(t.app, account, 'First#Pass2026');
});
afterAll(() => t.close());

const hour = 3600_000;
const at = (h: number) => new Date(Date.now() + h * hour).toISOString();
const robot = async (orgId = a.siblingId) =>
  (
    await must(t.app, a.adminToken, 'POST', 'robotinfo/robot/register', {
      deviceNumber: `YJ-40-${String((seq += 1)).padStart(5, '0')}`,
      alias: 'H',
      robotType: 20,
      simulated: false,
      orgId,
    })
  ).id;
const host = (robotIds: number[], extra: Record<string, unknown> = {}, token = a.adminToken) =>
  call(t.app, 'POST', 'robotinfo/trusteeship/host', {
    token,
    body: { robotIds, orgId: a.childId, type: 2, startAt: at(-1), endAt: at(24), ...extra },
  });
const unhost = (robotIds: number[], token = a.adminToken) =>
  call(t.app, 'POST', 'robotinfo/trusteeship/unhost', { token, body: { robotIds } });
const seen = async (id: number, token = childToken) => (await call(t.app, 'GET', `robotinfo/robot/info/${id}`, { token })).status === 200;
const hostings = async () => (await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from robot_hostings`)).rows[0]!.n;

describe('GET user-service/user/org/listTrustOrg', () => {
  it('lists the organisations strictly below the caller', async () => {
    const r = await call<TOrgOption[]>(t.app, 'GET', 'user-service/user/org/listTrustOrg', { token: a.adminToken });
    expect(r.body.code).toBe(0);
    expect(r.body.data.map((o) => o.id).sort()).toEqual([a.childId, a.grandchildId, a.siblingId].sort());
    const child = await call<TOrgOption[]>(t.app, 'GET', 'user-service/user/org/listTrustOrg', { token: childToken });
    expect(child.body.data.map((o) => o.id)).toEqual([a.grandchildId]);
  });
});

describe('POST robotinfo/trusteeship/host', () => {
  it('an active hosting makes the robot visible to the host as "hosted"; pending and expired ones do not', async () => {
    const [active, pending, expired] = [await robot(), await robot(), await robot()];
    expect(await seen(active)).toBe(false);
    expect((await host([active])).body.code).toBe(0);
    expect((await host([pending], { startAt: at(2), endAt: at(30) })).body.code).toBe(0);
    expect((await host([expired], { type: 3 })).body.code).toBe(0);
    await t.database.db.execute(
      sql`update robot_hostings set start_at = now() - interval '3 days', end_at = now() - interval '1 day' where robot_id = ${expired}`,
    );
    const mine = await call<TListResult<TRobot>>(t.app, 'POST', 'robotinfo/robot/list', { token: childToken, body: { hosted: true } });
    expect(mine.body.data.list.map((r) => r.id)).toEqual([active]);
    expect(mine.body.data.list[0]).toMatchObject({ access: 'hosted', hosting: { orgId: a.childId, type: 2, active: true } });
    expect(await seen(pending)).toBe(false);
    expect(await seen(expired)).toBe(false);
    const owner = await call<TRobot>(t.app, 'GET', `robotinfo/robot/info/${pending}`, { token: a.adminToken });
    expect(owner.body.data).toMatchObject({ access: 'owner', hosting: { orgId: a.childId, active: false } });
    // An expired hosting no longer counts: the robot can be hosted again.
    expect((await host([expired])).body.code).toBe(0);
    expect(await seen(expired)).toBe(true);
  });

  it('a permanent hosting needs no end; a lease without one or past its limit is out of range', async () => {
    expect((await host([await robot()], { type: 1, endAt: null })).body.code).toBe(0);
    const noEnd = await host([await robot()], { endAt: undefined });
    expect(noEnd.body).toMatchObject({ code: ErrorCode.VALIDATION, data: { fields: [{ path: 'endAt', code: 'validation.required' }] } });
    const tooLong = await host([await robot()], { type: 3, endAt: at(24 * 100) });
    expect(tooLong.body).toMatchObject({ code: ErrorCode.VALIDATION, msg: 'End time: Hosting time out of range, please reselect' });
  });

  it('guards: working, locked, upgrading, already hosted; all or nothing', async () => {
    const [free, working, locked, upgrading, hosted, paused] = [
      await robot(),
      await robot(),
      await robot(),
      await robot(),
      await robot(),
      await robot(),
    ];
    // A paused robot is still in its task: as busy as a running one (isRobotBusy, one rule everywhere).
    await t.database.db.execute(sql`insert into robot_state (robot_id, online, work_status, device_state, upgrading) values
      (${working}, true, 1, 0, false), (${upgrading}, true, 0, 0, true), (${locked}, true, 0, 3, false), (${paused}, true, 2, 0, false)`);
    expect((await host([hosted])).body.code).toBe(0);
    const before = await hostings();
    for (const [id, code] of [
      [working, ErrorCode.ROBOT_WORKING],
      [paused, ErrorCode.ROBOT_WORKING],
      [locked, ErrorCode.ROBOT_LOCKED],
      [upgrading, ErrorCode.ROBOT_UPGRADING],
      [hosted, ErrorCode.ROBOT_HOSTED],
    ] as const) {
      const r = await host([free, id]);
      expect(r.status).toBe(409);
      expect(r.body.code).toBe(code);
    }
    expect(await hostings()).toBe(before);
    expect(await seen(free)).toBe(false);
  });

  it('refuses robots of others, a target outside listTrustOrg, the owner organisation itself, and non-owners', async () => {
    const own = await robot();
    const foreign = (
      await must(t.app, b.adminToken, 'POST', 'robotinfo/robot/register', {
        deviceNumber: 'YJ-40-09000',
        alias: 'F',
        robotType: 20,
        simulated: false,
      })
    ).id;
    expect((await host([own, foreign])).body).toMatchObject({ code: ErrorCode.NOT_FOUND, data: { fields: [{ path: 'robotIds' }] } });
    expect((await host([own], { orgId: b.childId })).body).toMatchObject({
      code: ErrorCode.NOT_FOUND,
      data: { fields: [{ path: 'orgId' }] },
    });
    expect((await host([own], { orgId: a.businessId })).body).toMatchObject({
      code: ErrorCode.NOT_FOUND,
      data: { fields: [{ path: 'orgId' }] },
    });
    expect((await host([own], { orgId: a.siblingId })).body).toMatchObject({
      code: ErrorCode.VALIDATION,
      data: { fields: [{ path: 'orgId' }] },
    });
    expect((await host([own])).body.code).toBe(0);
    // The host sees the robot but cannot pass it on.
    expect((await host([own], { orgId: a.grandchildId }, childToken)).body.code).toBe(ErrorCode.HOSTING_NOT_OWNER);
    expect((await unhost([own], childToken)).body.code).toBe(ErrorCode.HOSTING_NOT_OWNER);
  });
});

describe('POST robotinfo/trusteeship/unhost', () => {
  it('ends the hosting now; the host loses the robot; a robot not hosted is refused', async () => {
    const x = await robot();
    expect((await host([x])).body.code).toBe(0);
    expect(await seen(x)).toBe(true);
    expect((await unhost([x])).body.code).toBe(0);
    expect(await seen(x)).toBe(false);
    const again = await unhost([x]);
    expect(again.body).toMatchObject({ code: ErrorCode.ROBOT_NOT_HOSTED, msg: expect.stringContaining('is not hosted') });
  });

  it('refuses while the robot works or is locked', async () => {
    const x = await robot();
    expect((await host([x])).body.code).toBe(0);
    await t.database.db.execute(sql`insert into robot_state (robot_id, online, work_status, device_state) values (${x}, true, 0, 1)`);
    expect((await unhost([x])).body.code).toBe(ErrorCode.ROBOT_WORKING);
    await t.database.db.execute(sql`update robot_state set device_state = 0 where robot_id = ${x}`);
    await t.database.db.execute(sql`update robots set locked = true where id = ${x}`);
    expect((await unhost([x])).body.code).toBe(ErrorCode.ROBOT_LOCKED);
    expect(await seen(x)).toBe(true);
  });
});

describe('POST robotinfo/trusteeship/history', () => {
  it('keeps the custody history with states, for the owner and for the host', async () => {
    const x = await robot();
    expect((await host([x], { startAt: at(1), endAt: at(5) })).body.code).toBe(0);
    expect((await unhost([x])).body.code).toBe(0);
    expect((await host([x], { type: 1, endAt: null })).body.code).toBe(0);
    const own = await call<TListResult<THosting>>(t.app, 'POST', 'robotinfo/trusteeship/history', {
      token: a.adminToken,
      body: { robotId: x },
    });
    expect(own.body.data.total).toBe(2);
    expect(own.body.data.list.map((h) => h.state)).toEqual(['active', 'ended']);
    expect(own.body.data.list[1]).toMatchObject({
      fromOrgId: a.siblingId,
      orgId: a.childId,
      orgName: 'HA child',
      creator: 'Admin HA',
      endedBy: 'Admin HA',
    });
    const hostView = await call<TListResult<THosting>>(t.app, 'POST', 'robotinfo/trusteeship/history', {
      token: childToken,
      body: { robotId: x, state: 'ended' },
    });
    expect(hostView.body.data.list.map((h) => h.robotId)).toEqual([x]);
    const other = await call<TListResult<THosting>>(t.app, 'POST', 'robotinfo/trusteeship/history', {
      token: b.adminToken,
      body: { robotId: x },
    });
    expect(other.body.data.total).toBe(0);
  });
});
