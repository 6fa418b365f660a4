import { DEMAND_MOVES, ErrorCode, type TDemand, type TDemandState } from '@fleet/contracts';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demands, operationLog } from '../../db/schema';
import { call, createTestApp, login, type TestApp } from '../../../test/helpers';
import { buildBusiness, must, uniq, userInOrg } from '../../../test/tenancy-fixtures';

let t: TestApp;
let a: Awaited<ReturnType<typeof buildBusiness>>;
let b: Awaited<ReturnType<typeof buildBusiness>>;
let platform: string;
/** A signed-in user of A's child organisation without any demand code. */
let plain: string;

beforeAll(async () => {
  t = await createTestApp();
  platform = await login(t.app);
  a = await buildBusiness(t.app, platform, 'DA');
  b = await buildBusiness(t.app, platform, 'DB');
  plain = await userInOrg(t.app, a.adminToken, a.childId, ['user']);
}, 120_000);
afterAll(() => t.close());

const demand = (extra: Record<string, unknown> = {}) => ({
  title: uniq('Requirement'),
  description: 'Dock faster when the battery is low.',
  robotTypes: [10, 1, 10],
  priority: 2,
  ...extra,
});
const save = (token: string, extra: Record<string, unknown> = {}) => must(t.app, token, 'POST', 'robotinfo/demand/save', demand(extra));
const list = async (token: string, body: Record<string, unknown> = {}) =>
  (await call<{ list: TDemand[]; total: number }>(t.app, 'POST', 'robotinfo/demand/list', { token, body: { pageSize: 100, ...body } })).body
    .data;
const update = (token: string, body: Record<string, unknown>) => call(t.app, 'PUT', 'robotinfo/demand/update', { token, body });
const stateOf = async (id: number) => (await t.database.db.select().from(demands).where(eq(demands.id, id)))[0]!.state;
const lastLog = async () => (await t.database.db.select().from(operationLog).orderBy(desc(operationLog.id)).limit(1))[0];

describe('POST robotinfo/demand/save', () => {
  it('records an open requirement in the author organisation, types once and in order, logged', async () => {
    const { id } = await save(a.adminToken);
    expect(await lastLog()).toMatchObject({ action: 'demand.create', result: 'success', target: expect.stringContaining(`demand:${id}`) });
    const row = (await list(a.adminToken)).list.find((d) => d.id === id);
    expect(row).toMatchObject({ state: 'open', priority: 2, robotTypes: [1, 10], orgId: a.businessId, author: 'Admin DA' });
  });

  it('refuses without demand:create (400 PERMISSION_DENIED) and writes nothing', async () => {
    const before = (await t.database.db.select().from(demands)).length;
    const r = await call(t.app, 'POST', 'robotinfo/demand/save', { token: plain, body: demand() });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe(ErrorCode.PERMISSION_DENIED);
    expect((await t.database.db.select().from(demands)).length).toBe(before);
  });

  it('refuses an organisation of another business as not found, naming orgId', async () => {
    const r = await call(t.app, 'POST', 'robotinfo/demand/save', { token: a.adminToken, body: demand({ orgId: b.businessId }) });
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ code: ErrorCode.NOT_FOUND, data: { fields: [{ path: 'orgId' }] } });
  });

  it('names the invalid fields (empty title, no robot type, unknown priority)', async () => {
    const r = await call(t.app, 'POST', 'robotinfo/demand/save', {
      token: a.adminToken,
      body: demand({ title: '', robotTypes: [], priority: 9 }),
    });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe(ErrorCode.VALIDATION);
    const paths = (r.body.data as { fields: { path: string }[] }).fields.map((f) => f.path).sort();
    expect(paths).toEqual(['priority', 'robotTypes', 'title']);
  });
});

describe('POST robotinfo/demand/list', () => {
  it("shows a business only its own subtree's requirements, and filters by state, priority, robot type and keyword", async () => {
    const mine = await save(a.adminToken, { title: uniq('Quiet mode'), priority: 3, robotTypes: [15] });
    const theirs = await save(b.adminToken);
    const all = await list(a.adminToken);
    expect(all.list.map((d) => d.id)).toContain(mine.id);
    expect(all.list.map((d) => d.id)).not.toContain(theirs.id);
    expect((await list(a.adminToken, { priority: 3, robotType: 15 })).list.map((d) => d.id)).toEqual([mine.id]);
    expect((await list(a.adminToken, { keyword: 'quiet MODE' })).list.map((d) => d.id)).toEqual([mine.id]);
    expect((await list(a.adminToken, { state: 'done' })).list.map((d) => d.id)).not.toContain(mine.id);
  });
});

describe('PUT robotinfo/demand/update', () => {
  it('allows exactly the moves of DEMAND_MOVES from every state; a refused one says why and changes nothing', async () => {
    const states = Object.keys(DEMAND_MOVES) as TDemandState[];
    // A path through the table reaching each state: open → planned → done, open → rejected.
    const reach: Record<TDemandState, TDemandState[]> = {
      open: [],
      planned: ['planned'],
      done: ['planned', 'done'],
      rejected: ['rejected'],
    };
    for (const from of states) {
      for (const to of states) {
        if (to === from) continue;
        const { id } = await save(a.adminToken);
        for (const s of reach[from]) expect((await update(a.adminToken, { id, state: s })).status).toBe(200);
        const r = await update(a.adminToken, { id, state: to });
        if (DEMAND_MOVES[from].includes(to)) {
          expect(r.status, `${from} → ${to}`).toBe(200);
          expect(await stateOf(id)).toBe(to);
        } else {
          expect(r.status, `${from} → ${to}`).toBe(409);
          expect(r.body.code).toBe(ErrorCode.DEMAND_MOVE_REFUSED);
          expect(await stateOf(id)).toBe(from);
        }
      }
    }
  });

  it('logs the move, refuses an unchanged edit, and treats another business as not found', async () => {
    const { id } = await save(a.adminToken);
    expect((await update(a.adminToken, { id, state: 'planned', priority: 0 })).status).toBe(200);
    expect(await lastLog()).toMatchObject({
      action: 'demand.update',
      detail: { changed: ['priority', 'state'], from: 'open', to: 'planned' },
    });
    const same = await update(a.adminToken, { id, robotTypes: [10, 1] });
    expect(same.body.code).toBe(ErrorCode.NO_CHANGES);
    const other = await update(b.adminToken, { id, title: 'Taken over' });
    expect(other.status).toBe(404);
    expect(other.body.code).toBe(ErrorCode.NOT_FOUND);
  });
});

describe('DELETE robotinfo/demand/delete/:id', () => {
  it('deletes a requirement of the subtree; another business gets not found and it stays', async () => {
    const { id } = await save(a.adminToken);
    expect((await call(t.app, 'DELETE', `robotinfo/demand/delete/${id}`, { token: b.adminToken })).status).toBe(404);
    expect(await stateOf(id)).toBe('open');
    expect((await call(t.app, 'DELETE', `robotinfo/demand/delete/${id}`, { token: a.adminToken })).status).toBe(200);
    expect(await t.database.db.select().from(demands).where(eq(demands.id, id))).toEqual([]);
  });
});
