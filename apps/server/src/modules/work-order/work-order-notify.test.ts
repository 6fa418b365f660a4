import type { TListResult, TNotification } from '@fleet/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../test/helpers';
import { buildWorkOrderWorld, createWorkOrder, mustStep } from '../../../test/work-order-fixtures';

/** Work-order and question steps notify the submitter and the handler, never the one who took the step. */
let t: TestApp;
let w: Awaited<ReturnType<typeof buildWorkOrderWorld>>;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorkOrderWorld(t, 'WN');
}, 120_000);
afterAll(() => t.close());

/** The caller's notifications about one ticket, oldest first, as `key link`. */
const about = async (token: string, id: number) => {
  const r = await call<TListResult<TNotification>>(t.app, 'GET', 'user-service/notifications?order=time&pageSize=100', { token });
  return r.body.data.list
    .filter((n) => n.params.number === `#${id}` || n.link?.endsWith(`?id=${id}`))
    .reverse()
    .map((n) => ({ key: n.key, number: n.params.number, link: n.link, unread: n.readAt === null }));
};

describe('POST oasys/workOrder/transition: notifications', () => {
  it("tells the handler an order was assigned to them, naming its number, and the submitter each step of someone else's", async () => {
    const id = await createWorkOrder(t, w.submitter);
    await mustStep(t, w.a.adminToken, { id, action: 'distribute', handlerId: w.handlerId });
    expect(await about(w.handler, id)).toEqual([
      { key: 'notifications.workOrder.assigned', number: `#${id}`, link: `/contentPage/workOrderList?id=${id}`, unread: true },
    ]);
    const pictures = [w.picture];
    await mustStep(t, w.handler, { id, action: 'process', analysis: 'Worn bearing', solution: 'Replaced it', pictures });
    await mustStep(t, w.submitter, { id, action: 'accept', result: 'fail', comment: 'Still grinding' });
    const link = `/contentPage/workOrderRecord?id=${id}`;
    expect((await about(w.submitter, id)).map((n) => [n.key, n.link])).toEqual([
      ['notifications.workOrder.stateChanged', link],
      ['notifications.workOrder.finished', link],
    ]);
    // The failed acceptance reaches the handler; their own processing did not.
    expect((await about(w.handler, id)).map((n) => n.key)).toEqual([
      'notifications.workOrder.assigned',
      'notifications.workOrder.stateChanged',
    ]);
  });

  it('never notifies the actor of their own step: a submitter closing their order hears nothing', async () => {
    const id = await createWorkOrder(t, w.submitter);
    await mustStep(t, w.submitter, { id, action: 'close' });
    expect(await about(w.submitter, id)).toEqual([]);
  });

  it('bulk dispatch notifies the handler once per order', async () => {
    const ids = [await createWorkOrder(t, w.submitter), await createWorkOrder(t, w.submitter)];
    const r = await call(t.app, 'POST', 'oasys/workOrder/dispatch', { token: w.a.adminToken, body: { ids, handlerId: w.handlerId } });
    expect(r.body.code).toBe(0);
    for (const id of ids) expect((await about(w.handler, id)).map((n) => n.key)).toEqual(['notifications.workOrder.assigned']);
  });

  it('a refused step notifies nobody', async () => {
    const id = await createWorkOrder(t, w.submitter);
    const r = await call(t.app, 'POST', 'oasys/workOrder/transition', { token: w.a.adminToken, body: { id, action: 'finish' } });
    expect(r.body.code).not.toBe(0);
    expect(await about(w.submitter, id)).toEqual([]);
  });
});

describe('POST oasys/question/reply and close: notifications', () => {
  it("tells the asker of a staff answer and a staff close, by the question's title, and nothing of their own follow-up", async () => {
    const ask = await call<{ id: number }>(t.app, 'POST', 'oasys/question/save', {
      token: w.submitter,
      body: { title: 'Side brush', description: 'Which side brush fits?' },
    });
    const id = ask.body.data.id;
    const reply = (token: string, comment: string) => call(t.app, 'POST', 'oasys/question/reply', { token, body: { id, comment } });
    expect((await reply(w.a.adminToken, 'The type B brush')).body.code).toBe(0);
    expect((await reply(w.submitter, 'Where do I order it?')).body.code).toBe(0);
    expect((await call(t.app, 'POST', 'oasys/question/close', { token: w.a.adminToken, body: { id } })).body.code).toBe(0);
    const r = await call<TListResult<TNotification>>(t.app, 'GET', 'user-service/notifications?order=time&pageSize=100', {
      token: w.submitter,
    });
    const mine = r.body.data.list.filter((n) => n.link === `/contentPage/workOrderRecord?id=${id}`).reverse();
    expect(mine.map((n) => [n.kind, n.key, n.params.title])).toEqual([
      ['question', 'notifications.question.answered', 'Side brush'],
      ['question', 'notifications.question.closed', 'Side brush'],
    ]);
  });
});
