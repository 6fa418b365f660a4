import { ErrorCode, type TListResult, type TTicket, type TTicketDetail } from '@fleet/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, call, createTestApp, type TestApp } from '../../../test/helpers';
import { activate, must, uniq, userInOrg } from '../../../test/tenancy-fixtures';
import { buildWorkOrderWorld, createWorkOrder, mustStep, step, ticketTablesHash, workOrderBody } from '../../../test/work-order-fixtures';

/** The after-sales routes: create, lists, detail, questions, export; validation and tenancy. */
let t: TestApp;
let w: Awaited<ReturnType<typeof buildWorkOrderWorld>>;
const ids = { urgent: 0, robot: 0, question: 0, foreign: 0 };

const list = (body: object = {}, token = w.a.adminToken) =>
  call<TListResult<TTicket>>(t.app, 'POST', 'oasys/ticket/list', { token, body: { pageSize: 100, ...body } });
const listed = async (body: object = {}, token?: string) => (await list(body, token)).body.data.list.map((x) => x.id);
const detail = (id: number, token: string) => call<TTicketDetail>(t.app, 'GET', `oasys/ticket/${id}`, { token });
const ask = (token: string, body: object) => call<{ id: number }>(t.app, 'POST', 'oasys/question/save', { token, body });

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorkOrderWorld(t, 'WR');
  ids.urgent = await createWorkOrder(t, w.submitter, { level: 2, description: 'Stops at the lift' });
  ids.robot = await createWorkOrder(t, w.submitter, {
    robotId: w.robot.id,
    deviceNumber: undefined,
    level: 0,
    pictures: [w.submitterPicture, w.submitterPicture],
  });
  ids.question = (await ask(w.submitter, { title: 'Water tank', description: 'How often should the tank be cleaned?' })).body.data.id;
  ids.foreign = await createWorkOrder(t, w.b.adminToken);
}, 120_000);
afterAll(() => t.close());

describe('POST oasys/workOrder/save', () => {
  it("files the order in the submitter's organisation, with the robot's number when a robot is named", async () => {
    const r = await detail(ids.robot, w.submitter);
    expect(r.body.data).toMatchObject({
      kind: 'work_order',
      state: 'submitted',
      userStatus: 'submitted',
      orgId: w.a.childId,
      robotId: w.robot.id,
      deviceNumber: w.robot.deviceNumber,
      contactName: 'Li Lei',
      level: 0,
      pictures: [w.submitterPicture],
      actions: ['close'],
    });
    expect(r.body.data.timeline).toMatchObject([{ action: 'submit', fromState: null, toState: 'submitted' }]);
  });

  it('refuses a robot of another business as not found and writes nothing', async () => {
    const before = await ticketTablesHash(t.database.db);
    const r = await call(t.app, 'POST', 'oasys/workOrder/save', {
      token: w.submitter,
      body: workOrderBody({ robotId: w.foreignRobot.id }),
    });
    expect([r.status, r.body]).toMatchObject([404, { code: ErrorCode.NOT_FOUND, data: { fields: [{ path: 'robotId' }] } }]);
    expect(await ticketTablesHash(t.database.db)).toBe(before);
  });

  it('answers the validation keys: description over 300, no device at all, a bad phone', async () => {
    const r = await call(t.app, 'POST', 'oasys/workOrder/save', {
      token: w.submitter,
      body: workOrderBody({ description: 'x'.repeat(301), deviceNumber: '', phone: '12' }),
    });
    expect(r.body.code).toBe(ErrorCode.VALIDATION);
    expect((r.body.data as { fields: { path: string; code: string }[] }).fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'description', code: 'validation.tooLong' }),
        expect.objectContaining({ path: 'phone', code: 'validation.phone' }),
        expect.objectContaining({ path: 'deviceNumber', code: 'validation.required' }),
      ]),
    );
  });

  it('is refused without a create permission (PERMISSION_DENIED, still signed in)', async () => {
    const r = await call(t.app, 'POST', 'oasys/workOrder/save', { token: w.handler, body: workOrderBody() });
    expect([r.status, r.body.code]).toEqual([400, ErrorCode.PERMISSION_DENIED]);
  });
});

describe('POST oasys/workOrder/transition: validation', () => {
  it('requires analysis, solution and a picture to process, and a result to accept', async () => {
    const p = await step(t, w.a.adminToken, { id: ids.urgent, action: 'process', analysis: '', solution: 'y'.repeat(301), pictures: [] });
    expect(p.body.code).toBe(ErrorCode.VALIDATION);
    expect((p.body.data as unknown as { fields: { path: string; code: string }[] }).fields.map((f) => [f.path, f.code]).sort()).toEqual([
      ['analysis', 'validation.required'],
      ['pictures', 'validation.required'],
      ['solution', 'validation.tooLong'],
    ]);
    const a = await step(t, w.a.adminToken, { id: ids.urgent, action: 'accept' });
    expect(a.body).toMatchObject({ code: ErrorCode.VALIDATION, data: { fields: [{ path: 'result' }] } });
  });

  it('says in the caller language why a step is refused', async () => {
    const r = await call(t.app, 'POST', 'oasys/workOrder/transition', {
      token: w.a.adminToken,
      lang: 'zh',
      body: { id: ids.urgent, action: 'finish' },
    });
    expect(r.body).toMatchObject({ code: ErrorCode.WORK_ORDER_NOT_ACCEPTED, msg: '工单需验收通过后才能完成，请先验收解决方案' });
  });

  it("does not find another business's order, and a question is not a work order", async () => {
    const r = await step(t, w.b.adminToken, { id: ids.urgent, action: 'close' });
    expect([r.status, r.body.code]).toEqual([404, ErrorCode.NOT_FOUND]);
    const q = await step(t, w.a.adminToken, { id: ids.question, action: 'close' });
    expect(q.body.code).toBe(ErrorCode.TICKET_KIND_MISMATCH);
  });
});

describe('POST oasys/ticket/list', () => {
  it('lists both kinds in the caller subtree, newest first, with the two views of a work order', async () => {
    const r = await list();
    expect(r.body.data.list.map((x) => x.id)).toEqual([ids.question, ids.robot, ids.urgent]);
    expect(r.body.data.list[2]).toMatchObject({ adminStatus: 'pending', userStatus: 'submitted', orgName: 'WRA child' });
    expect(await listed({}, w.b.adminToken)).toEqual([ids.foreign]);
  });

  it('filters by kind, state, level, organisation, robot, handler, keyword and time; out-of-scope ids are not found', async () => {
    expect(await listed({ kind: 'question' })).toEqual([ids.question]);
    expect(await listed({ level: 2 })).toEqual([ids.urgent]);
    expect(await listed({ state: 'open' })).toEqual([ids.question]);
    expect(await listed({ orgId: w.a.siblingId })).toEqual([]);
    expect(await listed({ robotId: w.robot.id })).toEqual([ids.robot]);
    expect(await listed({ keyword: 'lift' })).toEqual([ids.urgent]);
    expect(await listed({ start: new Date(Date.now() + 60_000).toISOString() })).toEqual([]);
    expect(await listed({ handlerId: w.handlerId })).toEqual([]);
    for (const [field, body] of [
      ['orgId', { orgId: w.b.businessId }],
      ['robotId', { robotId: w.foreignRobot.id }],
      ['handlerId', { handlerId: w.otherUserId }],
    ] as const) {
      const r = await list(body);
      expect(r.body, field).toMatchObject({ code: ErrorCode.NOT_FOUND, data: { fields: [{ path: field }] } });
    }
  });

  it('is for staff: a submitter without the list permission is refused', async () => {
    const r = await list({}, w.submitter);
    expect([r.status, r.body.code]).toEqual([400, ErrorCode.PERMISSION_DENIED]);
  });
});

describe('POST oasys/ticket/mine', () => {
  it('lists only what the caller submitted, of both kinds', async () => {
    const r = await call<TListResult<TTicket>>(t.app, 'POST', 'oasys/ticket/mine', { token: w.submitter, body: {} });
    expect(r.body.data.list.map((x) => x.id)).toEqual([ids.question, ids.robot, ids.urgent]);
    const other = await userInOrg(t.app, w.a.adminToken, w.a.childId, ['workOrderRecord', 'workOrderRecord:view']);
    const none = await call<TListResult<TTicket>>(t.app, 'POST', 'oasys/ticket/mine', { token: other, body: {} });
    expect(none.body.data).toMatchObject({ list: [], total: 0 });
  });
});

describe('GET oasys/ticket/:id', () => {
  it('shows a ticket to its submitter, its handler and staff of its subtree only', async () => {
    const id = await createWorkOrder(t, w.submitter);
    expect((await detail(id, w.handler)).status).toBe(404);
    await mustStep(t, w.a.adminToken, { id, action: 'distribute', handlerId: w.handlerId });
    expect((await detail(id, w.handler)).body.data).toMatchObject({ state: 'dispatched', actions: ['process'] });
    expect((await detail(id, w.a.adminToken)).body.data.actions).toEqual(['distribute', 'process', 'close']);
    const other = await userInOrg(t.app, w.a.adminToken, w.a.childId, ['workOrderRecord', 'workOrderRecord:view']);
    expect((await detail(id, other)).status).toBe(404);
    expect((await detail(id, w.b.adminToken)).status).toBe(404);
  });
});

describe('question tickets', () => {
  const reply = (token: string, id: number, comment: string) =>
    call<TTicketDetail>(t.app, 'POST', 'oasys/question/reply', { token, body: { id, comment } });

  it('staff answer, the asker follows up (reopening it), closes it, and a closed question takes no reply', async () => {
    const id = (await ask(w.submitter, { title: 'Battery', description: 'How long does a charge last?' })).body.data.id;
    expect((await reply(w.a.adminToken, id, 'About four hours of cleaning')).body.data.state).toBe('answered');
    expect((await reply(w.submitter, id, 'And in eco mode?')).body.data.state).toBe('open');
    const closed = await call<TTicketDetail>(t.app, 'POST', 'oasys/question/close', { token: w.submitter, body: { id } });
    expect(closed.body.data).toMatchObject({ state: 'closed', actions: [] });
    expect(closed.body.data.timeline.map((e) => e.action)).toEqual(['ask', 'reply', 'reply', 'close']);
    const before = await ticketTablesHash(t.database.db);
    const late = await reply(w.a.adminToken, id, 'Six hours');
    expect([late.status, late.body.code]).toEqual([409, ErrorCode.QUESTION_CLOSED]);
    expect(await ticketTablesHash(t.database.db)).toBe(before);
  });

  it('refuses a reply from someone who neither asked nor may answer, and another business', async () => {
    const other = await userInOrg(t.app, w.a.adminToken, w.a.childId, ['workOrderRecord', 'workOrderRecord:view']);
    expect((await reply(other, ids.question, 'Me too')).body.code).toBe(ErrorCode.NOT_FOUND);
    expect((await reply(w.b.adminToken, ids.question, 'Hello')).body.code).toBe(ErrorCode.NOT_FOUND);
    expect((await reply(w.handler, ids.question, 'Hi')).body.code).toBe(ErrorCode.PERMISSION_DENIED);
  });
});

describe('POST oasys/ticket/export', () => {
  it('exports the filtered tickets as CSV in the caller language, formula-safe', async () => {
    await createWorkOrder(t, w.submitter, { description: '=HYPERLINK("x")', level: 2 });
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/oasys/ticket/export`,
      headers: { authorization: w.a.adminToken, 'accept-language': 'en' },
      payload: { level: 2 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toMatch(/^ID,Kind,State,Organization/);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(lines[2]).toContain('Work order,Pending,WRA child');
  });
});

describe('an organisation deleted with tickets in it', () => {
  it("hands its tickets to the parent and keeps a purged submitter's order with its contact name", async () => {
    const admin = w.a.adminToken;
    const org = await must(t.app, admin, 'POST', 'user-service/user/org/save', { name: uniq('Gone'), level: 2, parentId: w.a.businessId });
    const role = await must(t.app, admin, 'POST', 'user-service/role/save', {
      name: uniq('Asker'),
      orgId: w.a.businessId,
      permissions: ['workOrderRecord', 'workOrderRecord:view', 'workOrderRecord:create'],
    });
    const account = uniq('gone');
    const user = await must(t.app, admin, 'POST', 'user-service/user/userinfo/save', {
      account,
      userName: 'Leaving',
      password: 'First#Pass2026',
      orgId: org.id,
      roleId: role.id,
    });
    const id = await createWorkOrder(t, await activate(t.app, account, 'First#Pass2026'), { contactName: 'Wang Fang' });
    expect((await call(t.app, 'GET', `user-service/user/userinfo/delete/${user.id}`, { token: admin })).body.code).toBe(0);
    expect((await call(t.app, 'GET', `user-service/user/org/delete/${org.id}`, { token: admin })).body.code).toBe(0);
    const r = await detail(id, admin);
    expect(r.body.data).toMatchObject({ orgId: w.a.businessId, submitterId: null, contactName: 'Wang Fang' });
    expect(r.body.data.timeline).toMatchObject([{ action: 'submit', actorName: null }]);
  });
});

describe('GET user-service/user/userinfo/get/user/list (the handler picker)', () => {
  it('answers a dispatcher without the user screen, with the users of their subtree only', async () => {
    const dispatcher = await userInOrg(t.app, w.a.adminToken, w.a.businessId, ['workOrderList', 'workOrderList:distribute']);
    const r = await call<{ id: number }[]>(t.app, 'GET', 'user-service/user/userinfo/get/user/list', { token: dispatcher });
    expect(r.body.code).toBe(0);
    expect(r.body.data.map((u) => u.id)).toEqual(expect.arrayContaining([w.handlerId]));
    expect(r.body.data.map((u) => u.id)).not.toContain(w.otherUserId);
    const denied = await call(t.app, 'GET', 'user-service/user/userinfo/get/user/list', { token: w.submitter });
    expect([denied.status, denied.body.code]).toEqual([400, ErrorCode.PERMISSION_DENIED]);
  });
});

describe('POST oasys/workOrder/robots', () => {
  const robots = (token: string, keyword?: string) =>
    call<{ id: number; deviceNumber: string }[]>(t.app, 'POST', 'oasys/workOrder/robots', { token, body: keyword ? { keyword } : {} });
  it("offers a submitter the robots of their scope by number, never another business's, and refuses a caller who may not submit", async () => {
    const byNumber = await robots(w.submitter, w.robot.deviceNumber.slice(-8));
    expect(byNumber.body.data).toEqual([{ id: w.robot.id, deviceNumber: w.robot.deviceNumber, alias: expect.any(String) }]);
    expect((await robots(w.submitter)).body.data.map((r) => r.id)).not.toContain(w.foreignRobot.id);
    expect((await robots(w.submitter, w.foreignRobot.deviceNumber)).body.data).toEqual([]);
    const denied = await robots(w.handler);
    expect([denied.status, denied.body.code]).toEqual([400, ErrorCode.PERMISSION_DENIED]);
  });
});
