import {
  ErrorCode,
  isFlowStep,
  WORK_ORDER_ACTIONS,
  WORK_ORDER_FLOW,
  WorkOrderState,
  type TDispatchWorkOrdersBody,
  type TWorkOrderFlowAction,
  type TWorkOrderState,
} from '@fleet/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../test/helpers';
import { buildWorkOrderWorld, createWorkOrder, mustStep, step, ticketTablesHash } from '../../../test/work-order-fixtures';
import { operationLog, ticketEvents } from '../../db/schema';

/** The flow table of contracts, cell by cell through the API, plus who may act, races and bulk dispatch. */
let t: TestApp;
let w: Awaited<ReturnType<typeof buildWorkOrderWorld>>;
const STATES = Object.values(WorkOrderState) as TWorkOrderState[];

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorkOrderWorld(t, 'WF');
}, 120_000);
afterAll(() => t.close());

const solved = { analysis: 'Worn bearing', solution: 'Replaced the brush motor bearing' };
const bodyFor = (action: TWorkOrderFlowAction, id: number) => {
  if (action === 'distribute') return { id, action, handlerId: w.handlerId };
  if (action === 'process') return { id, action, ...solved, pictures: [w.picture] };
  if (action === 'accept') return { id, action, result: 'pass', comment: 'Quiet again' };
  return { id, action };
};

/** A new work order of A brought into `state` through the API, by the people whose step it is. */
const orderIn = async (state: TWorkOrderState) => {
  const id = await createWorkOrder(t, w.submitter);
  const admin = w.a.adminToken;
  if (state === 'closed') await mustStep(t, w.submitter, { id, action: 'close' });
  if (state === 'submitted' || state === 'closed') return id;
  await mustStep(t, admin, bodyFor('distribute', id));
  if (state === 'dispatched') return id;
  await mustStep(t, w.handler, bodyFor('process', id));
  if (state === 'awaiting_acceptance') return id;
  if (state === 'rework') {
    await mustStep(t, w.submitter, { id, action: 'accept', result: 'fail', comment: 'Still grinding' });
    return id;
  }
  await mustStep(t, w.submitter, bodyFor('accept', id));
  if (state === 'accepted') return id;
  await mustStep(t, admin, { id, action: 'finish' });
  return id;
};

describe('POST oasys/workOrder/transition: the flow table', () => {
  it('takes every allowed step to its next state and refuses every other with its code, changing nothing', async () => {
    const failures: string[] = [];
    for (const state of STATES) {
      for (const action of WORK_ORDER_ACTIONS) {
        const id = await orderIn(state);
        const cell = WORK_ORDER_FLOW[action][state];
        const before = await ticketTablesHash(t.database.db);
        const r = await step(t, w.a.adminToken, bodyFor(action, id));
        if (isFlowStep(cell)) {
          if (r.status !== 200 || r.body.data.state !== cell.to) failures.push(`${state} × ${action}: ${JSON.stringify(r.body)}`);
        } else {
          const same = (await ticketTablesHash(t.database.db)) === before;
          if (r.status !== 409 || r.body.code !== ErrorCode[cell.refused] || !same)
            failures.push(`${state} × ${action}: ${r.status} ${r.body.code} changed=${!same}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('writes a timeline row and an operation-log row for each step, and offers only the next allowed actions', async () => {
    const id = await orderIn('awaiting_acceptance');
    const detail = (
      await call<{ timeline: { action: string; fromState: string | null; toState: string }[]; actions: string[] }>(
        t.app,
        'GET',
        `oasys/ticket/${id}`,
        { token: w.submitter },
      )
    ).body.data;
    expect(detail.timeline.map((e) => [e.action, e.fromState, e.toState])).toEqual([
      ['submit', null, 'submitted'],
      ['distribute', 'submitted', 'dispatched'],
      ['process', 'dispatched', 'awaiting_acceptance'],
    ]);
    expect(detail.actions).toEqual(['accept']);
    const logged = await t.database.db
      .select({ n: count() })
      .from(operationLog)
      .where(eq(operationLog.target, `#${id}`));
    expect(logged[0]!.n).toBe(3);
  });

  it('a failed acceptance sends the order back for reprocessing: staff see "reassign", the submitter "processing"', async () => {
    const id = await orderIn('rework');
    const r = await call<{ adminStatus: string; userStatus: string; acceptanceResult: string }>(t.app, 'GET', `oasys/ticket/${id}`, {
      token: w.a.adminToken,
    });
    expect(r.body.data).toMatchObject({ adminStatus: 'reassign', userStatus: 'processing', acceptanceResult: 'fail' });
    const again = await step(t, w.handler, bodyFor('process', id));
    expect(again.body.data).toMatchObject({ state: 'awaiting_acceptance', adminStatus: 'awaiting_acceptance' });
  });
});

describe('POST oasys/workOrder/transition: who may act', () => {
  it("refuses a step that is not the caller's with TICKET_STEP_NOT_YOURS and changes nothing", async () => {
    const submitted = await orderIn('submitted');
    const dispatched = await orderIn('dispatched');
    const before = await ticketTablesHash(t.database.db);
    const cases = [
      [w.submitter, bodyFor('distribute', submitted)],
      [w.submitter, bodyFor('process', dispatched)],
      [w.submitter, { id: dispatched, action: 'close' }],
      [w.handler, bodyFor('distribute', dispatched)],
      [w.handler, { id: dispatched, action: 'close' }],
    ] as const;
    for (const [token, body] of cases) {
      const r = await step(t, token, body);
      expect([r.status, r.body.code], JSON.stringify(body)).toEqual([400, ErrorCode.TICKET_STEP_NOT_YOURS]);
    }
    expect(await ticketTablesHash(t.database.db)).toBe(before);
  });

  it('lets the submitter withdraw an order nobody has taken, and the assigned handler solve it', async () => {
    const id = await orderIn('submitted');
    expect((await step(t, w.submitter, { id, action: 'close', comment: 'Fixed it myself' })).body.data.state).toBe('closed');
    const mine = await orderIn('dispatched');
    const r = (await step(t, w.handler, bodyFor('process', mine))).body.data;
    expect(r).toMatchObject({ state: 'awaiting_acceptance', ...solved });
    expect(r.timeline.at(-1)).toMatchObject({ action: 'process', pictures: [w.picture], ...solved });
  });

  it('takes only images of the caller subtree as pictures', async () => {
    const id = await orderIn('dispatched');
    const before = await ticketTablesHash(t.database.db);
    const foreign = await step(t, w.handler, { ...bodyFor('process', id), pictures: [w.foreignPicture] });
    expect(foreign.body).toMatchObject({ code: ErrorCode.NOT_FOUND, data: { fields: [{ path: 'pictures' }] } });
    const outOfReach = await step(t, w.handler, { ...bodyFor('process', id), pictures: [w.submitterPicture] });
    expect(outOfReach.body).toMatchObject({ code: ErrorCode.NOT_FOUND, data: { fields: [{ path: 'pictures' }] } });
    const video = await step(t, w.handler, { ...bodyFor('process', id), pictures: [w.video] });
    expect(video.body).toMatchObject({ code: ErrorCode.VALIDATION, data: { fields: [{ path: 'pictures', code: 'validation.invalid' }] } });
    expect(await ticketTablesHash(t.database.db)).toBe(before);
  });
});

describe('concurrent transitions', () => {
  it('lets exactly one of two steps on the same order win; the other is refused by the state it lost to', async () => {
    const id = await orderIn('awaiting_acceptance');
    const [x, y] = await Promise.all([step(t, w.a.adminToken, bodyFor('accept', id)), step(t, w.submitter, bodyFor('accept', id))]);
    expect([x.status, y.status].sort()).toEqual([200, 409]);
    expect([x, y].find((r) => r.status === 409)!.body.code).toBe(ErrorCode.WORK_ORDER_ALREADY_ACCEPTED);
    const rows = await t.database.db.select().from(ticketEvents).where(eq(ticketEvents.ticketId, id));
    expect(rows.filter((e) => e.action === 'accept')).toHaveLength(1);
  });

  it('close against dispatch: one wins and the timeline holds only its row', async () => {
    const id = await orderIn('submitted');
    const [x, y] = await Promise.all([step(t, w.a.adminToken, bodyFor('distribute', id)), step(t, w.submitter, { id, action: 'close' })]);
    expect([x.status, y.status].filter((s) => s === 200)).toHaveLength(1);
    const rows = await t.database.db.select().from(ticketEvents).where(eq(ticketEvents.ticketId, id));
    expect(rows.map((e) => e.action).sort()).toEqual(['submit', x.status === 200 ? 'distribute' : 'close'].sort());
  });
});

describe('POST oasys/workOrder/dispatch', () => {
  const dispatch = (body: Partial<TDispatchWorkOrdersBody>, token = w.a.adminToken) =>
    call<{ dispatched: number[] }>(t.app, 'POST', 'oasys/workOrder/dispatch', { token, body });

  it('dispatches every selected order to the handler, each with its timeline row', async () => {
    const ids = [await orderIn('submitted'), await orderIn('rework'), await orderIn('dispatched')];
    const r = await dispatch({ ids, handlerId: w.handlerId, comment: 'Nearest engineer' });
    expect(r.body).toMatchObject({ code: 0, data: { dispatched: ids } });
    for (const id of ids) {
      const d = await call<{ state: string; handlerId: number }>(t.app, 'GET', `oasys/ticket/${id}`, { token: w.handler });
      expect(d.body.data).toMatchObject({ state: 'dispatched', handlerId: w.handlerId });
    }
  });

  it('dispatches none when one cannot be, naming it and why', async () => {
    const open = await orderIn('submitted');
    const closed = await orderIn('closed');
    const before = await ticketTablesHash(t.database.db);
    const r = await dispatch({ ids: [open, closed], handlerId: w.handlerId });
    expect(r.body).toMatchObject({ code: ErrorCode.WORK_ORDER_CLOSED, data: { id: closed } });
    expect(await ticketTablesHash(t.database.db)).toBe(before);
  });

  it('requires selected orders, a handler in scope and the distribute permission', async () => {
    const none = await dispatch({ ids: [], handlerId: w.handlerId });
    expect(none.body).toMatchObject({ code: ErrorCode.VALIDATION, data: { fields: [{ path: 'ids', code: 'validation.required' }] } });
    const id = await orderIn('submitted');
    const before = await ticketTablesHash(t.database.db);
    const foreign = await dispatch({ ids: [id], handlerId: w.otherUserId });
    expect(foreign.body).toMatchObject({ code: ErrorCode.NOT_FOUND, data: { fields: [{ path: 'handlerId' }] } });
    const denied = await dispatch({ ids: [id], handlerId: w.handlerId }, w.handler);
    expect([denied.status, denied.body.code]).toEqual([400, ErrorCode.PERMISSION_DENIED]);
    const other = await dispatch({ ids: [id], handlerId: w.otherUserId }, w.b.adminToken);
    expect(other.body).toMatchObject({ code: ErrorCode.NOT_FOUND, data: { fields: [{ path: 'ids' }] } });
    expect(await ticketTablesHash(t.database.db)).toBe(before);
  });
});
