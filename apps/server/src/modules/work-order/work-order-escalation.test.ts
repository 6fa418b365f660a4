import { escalationMinutes, type TListResult, type TNotification, type TTicketDetail } from '@fleet/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../test/helpers';
import { userInOrg } from '../../../test/tenancy-fixtures';
import { buildWorkOrderWorld, createWorkOrder, mustStep } from '../../../test/work-order-fixtures';
import { escalateDueWorkOrders } from './escalation.service';

/**
 * Escalation of urgent work orders nobody took in time. The app's own sweep is off: each test ages
 * its orders in the table (created_at in the past) and runs the sweep itself, so no test waits.
 */
let t: TestApp;
let w: Awaited<ReturnType<typeof buildWorkOrderWorld>>;
let dispatcher: string;
const minutes = escalationMinutes(30, 10);
const sweep = () => escalateDueWorkOrders(t.database.db, minutes);

beforeAll(async () => {
  t = await createTestApp({ workOrderEscalation: false });
  w = await buildWorkOrderWorld(t, 'WE');
  // Staff of the parent organisation (the business) who may only dispatch: told too.
  dispatcher = await userInOrg(t.app, w.a.adminToken, w.a.businessId, ['workOrderList', 'workOrderList:view', 'workOrderList:distribute']);
}, 120_000);
afterAll(() => t.close());

const age = (id: number, mins: number) =>
  t.database.db.execute(sql`update tickets set created_at = now() - ${mins}::int * interval '1 minute' where id = ${id}`);
const submitAged = async (level: number, mins: number) => {
  const id = await createWorkOrder(t, w.submitter, { level });
  await age(id, mins);
  return id;
};
const timeline = async (id: number) =>
  (await call<TTicketDetail>(t.app, 'GET', `oasys/ticket/${id}`, { token: w.a.adminToken })).body.data.timeline.map((e) => [
    e.action,
    e.actorName,
    e.fromState,
    e.toState,
  ]);
const escalationsOf = async (token: string, id: number) => {
  const r = await call<TListResult<TNotification>>(t.app, 'GET', 'user-service/notifications?order=time&pageSize=100', { token });
  return r.body.data.list.filter((n) => n.key === 'notifications.workOrder.escalated' && n.params.number === `#${id}`);
};
const logRows = async (id: number) =>
  (
    await t.database.db.execute<{ account: string; user_id: number | null; org_id: number; detail: unknown }>(
      sql`select account, user_id, org_id, detail from operation_log where action = 'workOrder.escalate' and target = ${`#${id}`}`,
    )
  ).rows;

describe('work-order escalation sweep', () => {
  it('escalates an urgent order past its limit once: a system timeline entry, a log row, the parent staff told', async () => {
    const id = await submitAged(1, 31);
    expect(await sweep()).toContain(id);
    expect(await timeline(id)).toEqual([
      ['submit', 'Tester', null, 'submitted'],
      ['escalate', null, 'submitted', 'submitted'],
    ]);
    expect(await logRows(id)).toEqual([{ account: 'system', user_id: null, org_id: w.a.childId, detail: { level: 1, minutes: 30 } }]);
    const [told] = await escalationsOf(w.a.adminToken, id);
    expect(told).toMatchObject({
      kind: 'workOrder',
      params: { number: `#${id}`, org: 'WEA child', minutes: 30 },
      link: `/contentPage/workOrderList?id=${id}`,
      readAt: null,
    });
    expect(await escalationsOf(dispatcher, id)).toHaveLength(1);
    // Neither the submitter nor staff of another organisation without the codes hear of it.
    expect(await escalationsOf(w.submitter, id)).toEqual([]);
    expect(await escalationsOf(w.handler, id)).toEqual([]);
    // Idempotent: the next rounds find nothing more to do for it.
    expect(await sweep()).not.toContain(id);
    expect(await escalationsOf(w.a.adminToken, id)).toHaveLength(1);
    expect(await logRows(id)).toHaveLength(1);
  });

  it('uses each level its own limit and never escalates a common order or one still within its limit', async () => {
    const veryUrgent = await submitAged(2, 11);
    const urgentInTime = await submitAged(1, 11);
    const common = await submitAged(0, 24 * 60);
    const escalated = await sweep();
    expect(escalated).toContain(veryUrgent);
    expect(escalated).not.toContain(urgentInTime);
    expect(escalated).not.toContain(common);
    expect((await timeline(urgentInTime)).map(([a]) => a)).toEqual(['submit']);
    expect((await timeline(common)).map(([a]) => a)).toEqual(['submit']);
  });

  it('never escalates an order taken in time, however long it then waits, nor a closed one', async () => {
    const taken = await createWorkOrder(t, w.submitter, { level: 2 });
    await mustStep(t, w.a.adminToken, { id: taken, action: 'distribute', handlerId: w.handlerId });
    const closed = await createWorkOrder(t, w.submitter, { level: 2 });
    await mustStep(t, w.submitter, { id: closed, action: 'close' });
    await age(taken, 600);
    await age(closed, 600);
    const escalated = await sweep();
    expect(escalated).not.toContain(taken);
    expect(escalated).not.toContain(closed);
    expect((await timeline(taken)).map(([a]) => a)).toEqual(['submit', 'distribute']);
    expect(await logRows(taken)).toEqual([]);
  });

  it('two instances sweeping at once escalate each order once', async () => {
    const ids = [await submitAged(1, 45), await submitAged(2, 45), await submitAged(1, 45)];
    const [one, two] = await Promise.all([sweep(), sweep()]);
    const all = [...one, ...two].filter((id) => ids.includes(id));
    expect(all.sort((x, y) => x - y)).toEqual(ids);
    for (const id of ids) {
      expect((await timeline(id)).filter(([a]) => a === 'escalate')).toHaveLength(1);
      expect(await escalationsOf(w.a.adminToken, id)).toHaveLength(1);
    }
  });
});
