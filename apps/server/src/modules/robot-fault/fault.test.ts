import { ErrorCode, type TFaultCounts, type TListResult, type TRobotFault } from '@fleet/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithCodes } from '../../../test/fixtures';
import { API, call, createTestApp, login, type TestApp } from '../../../test/helpers';
import { createTestRobot, type TestRobot } from '../../../test/robot-fixtures';
import { buildBusiness, must, userInOrg } from '../../../test/tenancy-fixtures';
import { operationLog } from '../../db/schema';
import { raiseEventFault } from './fault.repository';

/** The fault center's routes: list, counts, one fault, acknowledge, resolve, export. */
let t: TestApp;
let a: Awaited<ReturnType<typeof buildBusiness>>;
let b: Awaited<ReturnType<typeof buildBusiness>>;
let own: TestRobot;
let child: TestRobot;
let foreign: TestRobot;
const ids = { old: 0, brush: 0, stop: 0, foreign: 0 };
const HOUR = 3_600_000;

const raise = async (robot: TestRobot, code: string, level: string, ago = 0, message: string | null = null) =>
  (await raiseEventFault(t.database.db, { robotId: robot.id, code, level, message, at: new Date(Date.now() - ago) }))!.id;
const list = (body: object = {}, token = a.adminToken) =>
  call<TListResult<TRobotFault>>(t.app, 'POST', 'robotinfo/fault/list', { token, body: { pageSize: 100, ...body } });
const codes = async (body: object = {}, token = a.adminToken) => (await list(body, token)).body.data.list.map((f) => f.code);
const userWith = async (permissions: string[]) => {
  const u = await createUserWithCodes(t.database.db, permissions);
  return login(t.app, u.account, u.password);
};

beforeAll(async () => {
  t = await createTestApp();
  const platform = await login(t.app);
  a = await buildBusiness(t.app, platform, 'FA');
  b = await buildBusiness(t.app, platform, 'FB');
  own = await createTestRobot(t.database.db, { orgId: a.businessId });
  child = await createTestRobot(t.database.db, { orgId: a.childId });
  foreign = await createTestRobot(t.database.db, { orgId: b.businessId });
  ids.old = await raise(own, 'E-OLD', 'warning', 5 * HOUR, 'Old warning');
  ids.brush = await raise(own, 'E-BR', 'fault', HOUR, '=SUM(A1:A9)');
  ids.stop = await raise(child, 'E-STOP', 'emergency', 0, 'Emergency stop pressed');
  ids.foreign = await raise(foreign, 'E-FOREIGN', 'fault');
});
afterAll(() => t.close());

describe('POST robotinfo/fault/list', () => {
  it("lists the faults of the caller's robots, newest opened first, with the robot and its organisation", async () => {
    const r = await list();
    expect(r.status).toBe(200);
    expect(r.body.data.list.map((f) => f.code)).toEqual(['E-STOP', 'E-BR', 'E-OLD']);
    expect(r.body.data.list[1]).toMatchObject({
      id: ids.brush,
      robotId: own.id,
      deviceNumber: own.deviceNumber,
      orgId: a.businessId,
      orgName: 'Business FA',
      kind: 'event',
      level: 'fault',
      state: 'open',
      occurrences: 1,
      acknowledgedBy: null,
      resolvedAuto: false,
    });
    expect(await codes({}, b.adminToken)).toEqual(['E-FOREIGN']);
  });

  it('filters by level, state, kind, organisation (its subtree), robot, keyword and time range, and pages', async () => {
    expect(await codes({ level: 'emergency' })).toEqual(['E-STOP']);
    expect(await codes({ state: 'resolved' })).toEqual([]);
    expect(await codes({ kind: 'connectivity' })).toEqual([]);
    expect(await codes({ orgId: a.childId })).toEqual(['E-STOP']);
    expect(await codes({ orgId: a.businessId })).toEqual(['E-STOP', 'E-BR', 'E-OLD']);
    expect(await codes({ robotId: own.id })).toEqual(['E-BR', 'E-OLD']);
    expect(await codes({ keyword: 'emergency stop' })).toEqual(['E-STOP']);
    expect(await codes({ keyword: child.deviceNumber.slice(-8) })).toEqual(['E-STOP']);
    expect(await codes({ start: new Date(Date.now() - 2 * HOUR).toISOString() })).toEqual(['E-STOP', 'E-BR']);
    expect(await codes({ end: new Date(Date.now() - 2 * HOUR).toISOString() })).toEqual(['E-OLD']);
    const page = (await list({ page: 2, pageSize: 2 })).body.data;
    expect([page.total, page.list.map((f) => f.code)]).toEqual([3, ['E-OLD']]);
    const bad = await list({ start: new Date().toISOString(), end: new Date(Date.now() - HOUR).toISOString() });
    expect(bad.body).toMatchObject({ code: ErrorCode.VALIDATION, data: { fields: [{ path: 'end' }] } });
  });

  it('sorts on the server by level (by severity), occurrences or last seen; an unknown field is 400 VALIDATION', async () => {
    expect(await codes({ sortField: 'level', sortOrder: 'asc' })).toEqual(['E-OLD', 'E-BR', 'E-STOP']);
    expect(await codes({ sortField: 'level', sortOrder: 'desc' })).toEqual(['E-STOP', 'E-BR', 'E-OLD']);
    expect(await codes({ sortField: 'lastSeenAt', sortOrder: 'asc' })).toEqual(['E-OLD', 'E-BR', 'E-STOP']);
    const bad = await list({ sortField: 'robot_id' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: ErrorCode.VALIDATION, data: { fields: [{ path: 'sortField' }] } });
  });

  it('answers NOT_FOUND for an organisation or a robot of another business named in the body', async () => {
    const org = await list({ orgId: b.businessId });
    expect(org.status).toBe(404);
    expect(org.body).toMatchObject({ code: ErrorCode.NOT_FOUND, data: { fields: [{ path: 'orgId' }] } });
    const robot = await list({ robotId: foreign.id });
    expect(robot.body).toMatchObject({ code: ErrorCode.NOT_FOUND, data: { fields: [{ path: 'robotId' }] } });
  });

  it('is refused without robotFault:view (HTTP 400, still signed in)', async () => {
    const r = await list({}, await userWith(['robotOperate', 'robotOperate:view']));
    expect(r.status).toBe(400);
    expect(r.body.code).toBe(ErrorCode.PERMISSION_DENIED);
  });
});

describe('POST robotinfo/fault/counts', () => {
  it('counts the faults per level for the same filters as the list, every level present', async () => {
    const r = await call<TFaultCounts>(t.app, 'POST', 'robotinfo/fault/counts', { token: a.adminToken, body: {} });
    expect(r.body.data).toEqual({ warning: 1, fault: 1, emergency: 1 });
    const own_ = await call<TFaultCounts>(t.app, 'POST', 'robotinfo/fault/counts', { token: a.adminToken, body: { robotId: own.id } });
    expect(own_.body.data).toEqual({ warning: 1, fault: 1, emergency: 0 });
    const other = await call<TFaultCounts>(t.app, 'POST', 'robotinfo/fault/counts', { token: b.adminToken, body: {} });
    expect(other.body.data).toEqual({ warning: 0, fault: 1, emergency: 0 });
    const denied = await call(t.app, 'POST', 'robotinfo/fault/counts', { token: await userWith(['home', 'home:view']), body: {} });
    expect([denied.status, denied.body.code]).toEqual([400, ErrorCode.PERMISSION_DENIED]);
  });

  it('counts only the faults still to handle (open or acknowledged), whatever state the list is filtered by', async () => {
    const c = await buildBusiness(t.app, await login(t.app), 'FC');
    const robot = await createTestRobot(t.database.db, { orgId: c.businessId });
    const counts = async (body: object = {}) =>
      (await call<TFaultCounts>(t.app, 'POST', 'robotinfo/fault/counts', { token: c.adminToken, body })).body.data;
    const gone = await raise(robot, 'E-GONE', 'warning');
    const acked = await raise(robot, 'E-ACK', 'warning');
    await raise(robot, 'E-OPEN', 'fault');
    await call(t.app, 'POST', `robotinfo/fault/resolve/${gone}`, { token: c.adminToken, body: { note: 'Replaced the sensor' } });
    await call(t.app, 'POST', `robotinfo/fault/acknowledge/${acked}`, { token: c.adminToken, body: {} });
    expect(await counts()).toEqual({ warning: 1, fault: 1, emergency: 0 });
    expect(await counts({ state: 'resolved' })).toEqual({ warning: 1, fault: 1, emergency: 0 });
    expect(await counts({ keyword: 'E-ACK' })).toEqual({ warning: 1, fault: 0, emergency: 0 });
  });
});

describe('GET robotinfo/fault/:id', () => {
  it("answers one fault; another organisation's fault is NOT_FOUND", async () => {
    const r = await call<TRobotFault>(t.app, 'GET', `robotinfo/fault/${ids.stop}`, { token: a.adminToken });
    expect(r.body.data).toMatchObject({ id: ids.stop, code: 'E-STOP', level: 'emergency', message: 'Emergency stop pressed' });
    const other = await call(t.app, 'GET', `robotinfo/fault/${ids.foreign}`, { token: a.adminToken });
    expect([other.status, other.body.code]).toEqual([404, ErrorCode.NOT_FOUND]);
  });
});

const acknowledge = (id: number, body: object = {}, token = a.adminToken) =>
  call<TRobotFault>(t.app, 'POST', `robotinfo/fault/acknowledge/${id}`, { token, body });
const resolve = (id: number, body: object, token = a.adminToken) =>
  call<TRobotFault>(t.app, 'POST', `robotinfo/fault/resolve/${id}`, { token, body });
const logged = async (action: string, target: string) =>
  (
    await t.database.db
      .select()
      .from(operationLog)
      .where(and(eq(operationLog.action, action), eq(operationLog.target, target)))
  ).length;

describe('POST robotinfo/fault/acknowledge/:id', () => {
  it('acknowledges an open fault with who, when and the note, logs it, and refuses a second time', async () => {
    const r = await acknowledge(ids.brush, { note: 'Technician on the way' });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ state: 'acknowledged', acknowledgedBy: a.adminAccount, acknowledgeNote: 'Technician on the way' });
    expect(Date.now() - Date.parse(r.body.data.acknowledgedAt!)).toBeLessThan(60_000);
    expect(await logged('robot.fault.acknowledge', `${own.deviceNumber} E-BR #${ids.brush}`)).toBe(1);
    const again = await acknowledge(ids.brush);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: ErrorCode.FAULT_ALREADY_ACKNOWLEDGED,
      msg: 'The fault has already been acknowledged; resolve it when the cause is fixed',
    });
    expect(await logged('robot.fault.acknowledge', `${own.deviceNumber} E-BR #${ids.brush}`)).toBe(1);
  });

  it('checks the length of the note, and needs none', async () => {
    const long = await acknowledge(ids.old, { note: 'x'.repeat(301) });
    expect(long.body).toMatchObject({ code: ErrorCode.VALIDATION, data: { fields: [{ path: 'note' }] } });
    expect((await acknowledge(ids.old)).body.data).toMatchObject({ state: 'acknowledged', acknowledgeNote: null });
  });

  it('is refused without robotFault:edit, and NOT_FOUND for a fault of another organisation (unchanged)', async () => {
    const viewer = await userWith(['robotFault', 'robotFault:view']);
    const r = await acknowledge(ids.stop, {}, viewer);
    expect([r.status, r.body.code]).toEqual([400, ErrorCode.PERMISSION_DENIED]);
    const other = await acknowledge(ids.foreign);
    expect([other.status, other.body.code]).toEqual([404, ErrorCode.NOT_FOUND]);
    const after = await call<TRobotFault>(t.app, 'GET', `robotinfo/fault/${ids.foreign}`, { token: b.adminToken });
    expect(after.body.data.state).toBe('open');
  });
});

describe('POST robotinfo/fault/resolve/:id', () => {
  it('needs a note, resolves an acknowledged fault by the user, logs it; resolving or acknowledging again is refused', async () => {
    const none = await resolve(ids.brush, {});
    expect(none.body).toMatchObject({ code: ErrorCode.VALIDATION, data: { fields: [{ path: 'note' }] } });
    const r = await resolve(ids.brush, { note: 'Brush replaced' });
    expect(r.body.data).toMatchObject({
      state: 'resolved',
      resolvedBy: a.adminAccount,
      resolveNote: 'Brush replaced',
      resolvedAuto: false,
    });
    expect(r.body.data.acknowledgedBy).toBe(a.adminAccount);
    expect(await logged('robot.fault.resolve', `${own.deviceNumber} E-BR #${ids.brush}`)).toBe(1);
    for (const again of [await resolve(ids.brush, { note: 'Again' }), await acknowledge(ids.brush)]) {
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({
        code: ErrorCode.FAULT_ALREADY_RESOLVED,
        msg: 'The fault is already resolved; nothing more to do',
      });
    }
    expect(await codes({ state: 'resolved' })).toEqual(['E-BR']);
  });

  it('resolves an open fault directly; another organisation gets NOT_FOUND', async () => {
    expect((await resolve(ids.foreign, { note: 'Not mine' })).body.code).toBe(ErrorCode.NOT_FOUND);
    expect((await resolve(ids.stop, { note: 'Released the stop' })).body.data.state).toBe('resolved');
  });
});

const exportCsv = (lang: string, body: object = {}, token = a.adminToken) =>
  t.app.inject({
    method: 'POST',
    url: `${API}/robotinfo/fault/export`,
    headers: { authorization: token, 'accept-language': lang },
    payload: body,
  });

describe('POST robotinfo/fault/export', () => {
  it("answers the filtered faults as CSV in the caller's language, formula-safe", async () => {
    const en = await exportCsv('en', { robotId: own.id });
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-type']).toMatch(/^text\/csv/);
    expect(String(en.headers['content-disposition'])).toMatch(/^attachment; filename="faults-\d{4}-\d{2}-\d{2}\.csv"/);
    const [header, ...rows] = en.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(header).toBe(
      'Fault ID,Device number,Robot name,Organization,Kind,Code,Level,Message,Opened,Last seen,Occurrences,State,' +
        'Acknowledged by,Acknowledged at,Acknowledge note,Resolved by,Resolved at,Resolve note',
    );
    expect(rows).toHaveLength(2);
    expect(rows[0]).toContain(`${ids.brush},${own.deviceNumber},`);
    expect(rows[0]).toContain(",Robot event,E-BR,Fault,'=SUM(A1:A9),");
    expect(rows[0]).toContain(`,Resolved,${a.adminAccount},`);
    const zh = await exportCsv('zh', { robotId: own.id });
    expect(zh.body.startsWith('\uFEFF故障编号,设备编号,机器人名称,组织,类型,故障码,等级,描述,首次发生')).toBe(true);
    expect(zh.body).toContain(',机器人事件,E-BR,故障,');
    expect(zh.body).toContain(',已解决,');
  });

  it('is refused without robotFault:export, and NOT_FOUND for a robot of another organisation', async () => {
    const viewer = await userWith(['robotFault', 'robotFault:view']);
    const r = await exportCsv('en', {}, viewer);
    expect([r.statusCode, r.json<{ code: number }>().code]).toEqual([400, ErrorCode.PERMISSION_DENIED]);
    const other = await exportCsv('en', { robotId: foreign.id });
    expect([other.statusCode, other.json<{ code: number }>().code]).toEqual([404, ErrorCode.NOT_FOUND]);
  });
});

describe('hosting', () => {
  it('a host sees the faults its hosted robot raised since the hosting began, only inside the window', async () => {
    const lent = await createTestRobot(t.database.db, { orgId: a.siblingId });
    const before = await raise(lent, 'E-BEFORE', 'warning', 3 * HOUR);
    const platform = await login(t.app);
    await must(t.app, platform, 'POST', 'robotinfo/trusteeship/host', {
      robotIds: [lent.id],
      orgId: a.childId,
      type: 2,
      startAt: new Date(Date.now() - HOUR).toISOString(),
      endAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    const during = await raise(lent, 'E-DURING', 'fault');
    const host = await userInOrg(t.app, a.adminToken, a.childId, ['robotFault', 'robotFault:view', 'robotFault:edit']);
    expect(await codes({ robotId: lent.id }, host)).toEqual(['E-DURING']);
    expect((await call(t.app, 'GET', `robotinfo/fault/${before}`, { token: host })).status).toBe(404);
    expect((await acknowledge(during, {}, host)).body.data.state).toBe('acknowledged');
    // The owner's subtree sees both.
    expect(await codes({ robotId: lent.id })).toEqual(['E-DURING', 'E-BEFORE']);
    await t.database.db.execute(
      sql`update robot_hostings set start_at = now() - interval '3 days', end_at = now() - interval '1 day' where robot_id = ${lent.id}`,
    );
    expect((await call(t.app, 'GET', `robotinfo/fault/${during}`, { token: host })).status).toBe(404);
    expect(await codes({ keyword: 'E-DURING' }, host)).toEqual([]);
  });
});
