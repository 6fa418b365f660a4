import { ErrorCode, type TListResult, type TRobot } from '@fleet/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { call, createTestApp, login, type TestApp } from '../../../test/helpers';
import { createUserWithCodes } from '../../../test/fixtures';
import { buildBusiness, must } from '../../../test/tenancy-fixtures';

let t: TestApp;
/** The gateway is told after every commit that changes who a robot is or who may see it. */
let changed: MockInstance<TestApp['app']['gateway']['robotChanged']>;
let a: Awaited<ReturnType<typeof buildBusiness>>;
let b: Awaited<ReturnType<typeof buildBusiness>>;
let seq = 0;
const robot = async (token: string, extra: Record<string, unknown> = {}) => {
  const deviceNumber = `YJ-80-${String((seq += 1)).padStart(5, '0')}`;
  const r = await must<{ id: number }>(t.app, token, 'POST', 'robotinfo/robot/register', {
    deviceNumber,
    alias: `Bot ${seq}`,
    robotType: 15,
    simulated: false,
    ...extra,
  });
  return { id: r.id, deviceNumber };
};
const list = (body: Record<string, unknown>, token = a.adminToken) =>
  call<TListResult<TRobot>>(t.app, 'POST', 'robotinfo/robot/list', { token, body });
const setState = (id: number, s: { online: boolean; battery: number; workStatus?: number }) =>
  t.database.db
    .execute(sql`insert into robot_state (robot_id, online, last_seen_at, updated_at, battery, work_status, device_state, x, y, angle, map_id, task_id, progress)
    values (${id}, ${s.online}, now(), now(), ${s.battery}, ${s.workStatus ?? 0}, 0, 1.5, 2.5, 0.5, 'm1', null, null)`);

let online: { id: number; deviceNumber: string };
let offline: { id: number; deviceNumber: string };
let inChild: { id: number; deviceNumber: string };
beforeAll(async () => {
  t = await createTestApp();
  changed = vi.spyOn(t.app.gateway, 'robotChanged');
  const platform = await login(t.app);
  a = await buildBusiness(t.app, platform, 'LA');
  b = await buildBusiness(t.app, platform, 'LB');
  online = await robot(a.adminToken, { alias: 'Lobby_100%' });
  offline = await robot(a.adminToken);
  inChild = await robot(a.adminToken, { orgId: a.childId, simulated: true, deviceNumber: 'SIMULATION-80-00001' });
  await robot(b.adminToken);
  await setState(online.id, { online: true, battery: 87 });
  await t.database.db.execute(sql`update robots set locked = true where id = ${offline.id}`);
});
afterAll(() => t.close());

describe('POST robotinfo/robot/list', () => {
  it('lists the subtree robots with live state, paged, never another tenant', async () => {
    const r = await list({ page: 1, pageSize: 2 });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(r.body.data.list).toHaveLength(2);
    const all = (await list({ pageSize: 100 })).body.data.list;
    expect(all.map((x) => x.id).sort()).toEqual([online.id, offline.id, inChild.id].sort());
    expect(all.find((x) => x.id === online.id)).toMatchObject({
      access: 'owner',
      orgName: 'Business LA',
      robotType: 15,
      model: '80',
      live: { online: true, battery: 87, workStatus: 0, deviceState: 0, pose: { mapId: 'm1', x: 1.5, y: 2.5, angle: 0.5 }, taskId: null },
      poseMap: null,
    });
    // Once the robot reported its map, the position names it (another robot's map of the same id does not).
    const manifest = (robotId: number, name: string) =>
      t.database.db
        .execute(sql`insert into robot_maps (robot_id, map_id, name, version, width, height, resolution, origin_x, origin_y, dock)
        values (${robotId}, 'm1', ${name}, 'v1', 10, 10, 0.05, 0, 0, '{"x":0,"y":0,"angle":0}')`);
    await manifest(inChild.id, 'Not this one');
    await manifest(online.id, 'Lobby');
    const named = (await list({ pageSize: 100 })).body.data.list;
    expect(named.find((x) => x.id === online.id)!.poseMap).toEqual({ mapId: 'm1', name: 'Lobby' });
    expect(named.find((x) => x.id === offline.id)!.poseMap).toBeNull();
    expect(all.find((x) => x.id === offline.id)!.live).toEqual({
      online: false,
      lastSeenAt: null,
      updatedAt: null,
      upgrading: false,
      firmware: null,
    });
  });

  it('needs one of the robot screens (register, trusteeship, operate or monitor view): others are refused, still signed in', async () => {
    const none = await createUserWithCodes(t.database.db, ['user', 'user:view']);
    const refused = await list({}, await login(t.app, none.account, none.password));
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe(ErrorCode.PERMISSION_DENIED);
    for (const code of ['robotRegister:view', 'robotTrusteeship:view', 'robotOperate:view', 'robotMonitor:view']) {
      const u = await createUserWithCodes(t.database.db, [code]);
      expect((await list({}, await login(t.app, u.account, u.password))).body.code, code).toBe(0);
    }
  });

  it('filters by keyword (escaped), online, locked, type, organisation subtree and simulated', async () => {
    const ids = async (body: Record<string, unknown>) => (await list(body)).body.data.list.map((x) => x.id).sort();
    expect(await ids({ keyword: '_100%' })).toEqual([online.id]);
    expect(await ids({ keyword: offline.deviceNumber.toLowerCase() })).toEqual([offline.id]);
    expect(await ids({ keyword: '%' })).toEqual([online.id]);
    expect(await ids({ online: true })).toEqual([online.id]);
    expect(await ids({ online: false })).toEqual([offline.id, inChild.id].sort());
    expect(await ids({ locked: true })).toEqual([offline.id]);
    expect(await ids({ robotType: 1 })).toEqual([]);
    expect(await ids({ orgId: a.childId })).toEqual([inChild.id]);
    expect(await ids({ simulated: true })).toEqual([inChild.id]);
    expect(await ids({ hosted: true })).toEqual([]);
  });

  it('refuses an organisation filter outside the subtree, naming orgId', async () => {
    const r = await list({ orgId: b.businessId });
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ code: ErrorCode.NOT_FOUND, data: { fields: [{ path: 'orgId' }] } });
  });
});

describe('POST robotinfo/robot/list sorted', () => {
  const rows = async (body: Record<string, unknown>) => (await list({ pageSize: 100, ...body })).body.data.list;

  it('sorts by a field of the list in either direction, robots without that value last', async () => {
    const asc = (await rows({ sortField: 'deviceNumber', sortOrder: 'asc' })).map((x) => x.deviceNumber);
    expect(asc).toEqual(['SIMULATION-80-00001', offline.deviceNumber, online.deviceNumber].sort());
    expect((await rows({ sortField: 'deviceNumber', sortOrder: 'desc' })).map((x) => x.deviceNumber)).toEqual([...asc].reverse());
    // Only the online robot reports a battery; the others have none and come last both ways.
    expect((await rows({ sortField: 'battery', sortOrder: 'desc' }))[0]!.id).toBe(online.id);
    expect((await rows({ sortField: 'battery', sortOrder: 'asc' }))[0]!.id).toBe(online.id);
  });

  it('refuses a field that is not sortable with 400 VALIDATION naming the field and what it takes', async () => {
    const r = await list({ sortField: 'device_secret_hash', sortOrder: 'asc' });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: ErrorCode.VALIDATION, data: { fields: [{ path: 'sortField', code: 'validation.oneOf' }] } });
    const dir = await list({ sortField: 'alias', sortOrder: 'sideways' });
    expect(dir.body).toMatchObject({ code: ErrorCode.VALIDATION, data: { fields: [{ path: 'sortOrder' }] } });
  });
});

describe('GET robotinfo/robot/info/:id', () => {
  it('shows a robot of the subtree and hides it from others', async () => {
    const own = await call<TRobot>(t.app, 'GET', `robotinfo/robot/info/${inChild.id}`, { token: a.adminToken });
    expect(own.body).toMatchObject({
      code: 0,
      data: { deviceNumber: 'SIMULATION-80-00001', simulated: true, orgId: a.childId, access: 'owner' },
    });
    const foreign = await call(t.app, 'GET', `robotinfo/robot/info/${inChild.id}`, { token: b.adminToken });
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe(ErrorCode.NOT_FOUND);
  });
});

describe('PUT robotinfo/robot/update', () => {
  const update = (body: Record<string, unknown>, token = a.adminToken) => call(t.app, 'PUT', 'robotinfo/robot/update', { token, body });

  it('changes alias, version and organisation within the subtree', async () => {
    const x = await robot(a.adminToken);
    expect((await update({ id: x.id, alias: 'Renamed', version: '2.0', orgId: a.grandchildId })).body.code).toBe(0);
    const r = await call<TRobot>(t.app, 'GET', `robotinfo/robot/info/${x.id}`, { token: a.adminToken });
    expect(r.body.data).toMatchObject({ alias: 'Renamed', version: '2.0', orgId: a.grandchildId });
    const log = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from operation_log where action = 'robot.update' and target like ${`robot:${x.id} %`}`,
    );
    expect(log.rows[0]!.n).toBe(1);
  });

  it('the owner marks a robot for testing (logged); another business gets NOT_FOUND and nothing changes', async () => {
    const x = await robot(a.adminToken);
    const info = async () => (await call<TRobot>(t.app, 'GET', `robotinfo/robot/info/${x.id}`, { token: a.adminToken })).body.data;
    expect((await info()).testing).toBe(false);
    expect((await update({ id: x.id, testing: true })).body.code).toBe(0);
    expect((await info()).testing).toBe(true);
    expect((await list({ keyword: x.deviceNumber })).body.data.list[0]).toMatchObject({ id: x.id, testing: true });
    const log = await t.database.db.execute<{ detail: { changed: string[] } }>(
      sql`select detail from operation_log where action = 'robot.update' and target like ${`robot:${x.id} %`}`,
    );
    expect(log.rows.map((r) => r.detail)).toEqual([{ changed: ['testing'] }]);
    const foreign = await update({ id: x.id, testing: false }, b.adminToken);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ code: ErrorCode.NOT_FOUND, data: { fields: [{ path: 'id' }] } });
    expect((await info()).testing).toBe(true);
  });

  it('disabling disconnects the robot; an unchanged edit and a foreign organisation are refused', async () => {
    const x = await robot(a.adminToken);
    expect((await update({ id: x.id, enabled: false })).body.code).toBe(0);
    expect(changed).toHaveBeenCalledWith(expect.objectContaining({ id: x.id }), { disconnect: true });
    expect((await update({ id: x.id, enabled: false })).body.code).toBe(ErrorCode.NO_CHANGES);
    const foreign = await update({ id: x.id, orgId: b.businessId });
    expect(foreign.body).toMatchObject({ code: ErrorCode.NOT_FOUND, data: { fields: [{ path: 'orgId' }] } });
    expect((await update({ id: x.id, alias: 'Nope' }, b.adminToken)).body).toMatchObject({
      code: ErrorCode.NOT_FOUND,
      data: { fields: [{ path: 'id' }] },
    });
  });

  it('refuses a caller without robotRegister:edit, still signed in', async () => {
    const u = await createUserWithCodes(t.database.db, ['robotRegister', 'robotRegister:view']);
    const token = await login(t.app, u.account, u.password);
    const r = await update({ id: online.id, alias: 'X' }, token);
    expect(r.status).toBe(400);
    expect(r.body.code).toBe(ErrorCode.PERMISSION_DENIED);
    const reg = await call(t.app, 'POST', 'robotinfo/robot/register', {
      token,
      body: { deviceNumber: 'YJ-80-09999', alias: 'x', robotType: 15, simulated: false },
    });
    expect(reg.body.code).toBe(ErrorCode.PERMISSION_DENIED);
  });
});

describe('DELETE robotinfo/robot/delete/:id', () => {
  it('soft-deletes: gone from list and detail, disconnected, number kept', async () => {
    const x = await robot(a.adminToken);
    const foreign = await call(t.app, 'DELETE', `robotinfo/robot/delete/${x.id}`, { token: b.adminToken });
    expect(foreign.body.code).toBe(ErrorCode.NOT_FOUND);
    const r = await call(t.app, 'DELETE', `robotinfo/robot/delete/${x.id}`, { token: a.adminToken });
    expect(r.body).toMatchObject({ code: 0, data: null });
    expect(changed).toHaveBeenCalledWith(expect.objectContaining({ id: x.id }), { disconnect: true });
    expect((await call(t.app, 'GET', `robotinfo/robot/info/${x.id}`, { token: a.adminToken })).status).toBe(404);
    expect((await list({ keyword: x.deviceNumber })).body.data.total).toBe(0);
    const row = await t.database.db.execute<{ deleted: boolean; enabled: boolean }>(
      sql`select deleted_at is not null as deleted, enabled from robots where id = ${x.id}`,
    );
    expect(row.rows[0]).toEqual({ deleted: true, enabled: false });
    expect((await call(t.app, 'DELETE', `robotinfo/robot/delete/${x.id}`, { token: a.adminToken })).body.code).toBe(ErrorCode.NOT_FOUND);
  });
});
