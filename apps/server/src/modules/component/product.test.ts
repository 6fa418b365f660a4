import { ErrorCode, type TProduct } from '@fleet/contracts';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { componentModels, operationLog, organizations, productComponents, products } from '../../db/schema';
import { call, createTestApp, login, type TestApp } from '../../../test/helpers';
import { buildBusiness, must, uniq } from '../../../test/tenancy-fixtures';

let t: TestApp;
let a: Awaited<ReturnType<typeof buildBusiness>>;
let b: Awaited<ReturnType<typeof buildBusiness>>;
/** A's catalogue: a lidar for types 1 and 10, a brush for type 10 only; B's own brush. */
let lidar: number;
let brush: number;
let theirBrush: number;

const part = async (token: string, kind: string, robotTypes: number[], model = uniq(`${kind}-`)) =>
  (await must(t.app, token, 'POST', 'robotinfo/component/model/save', { model, kind, robotTypes })).id;

beforeAll(async () => {
  t = await createTestApp();
  const platform = await login(t.app);
  a = await buildBusiness(t.app, platform, 'PA');
  b = await buildBusiness(t.app, platform, 'PB');
  lidar = await part(a.adminToken, 'lidar', [1, 10], uniq('zz-'));
  brush = await part(a.adminToken, 'brush', [10], uniq('aa-'));
  theirBrush = await part(b.adminToken, 'brush', [10]);
}, 120_000);
afterAll(() => t.close());

const product = (extra: Record<string, unknown> = {}) => ({
  name: 'Sweeper',
  model: uniq('SW-'),
  robotType: 10,
  components: [
    { componentModelId: lidar, count: 1 },
    { componentModelId: brush, count: 2 },
  ],
  ...extra,
});
const save = (token: string, extra: Record<string, unknown> = {}) => must(t.app, token, 'POST', 'robotinfo/product/save', product(extra));
const post = (token: string, body: Record<string, unknown>) => call(t.app, 'POST', 'robotinfo/product/save', { token, body });
const update = (token: string, body: Record<string, unknown>) => call(t.app, 'PUT', 'robotinfo/product/update', { token, body });
const list = async (token: string, body: Record<string, unknown> = {}) =>
  (await call<{ list: TProduct[] }>(t.app, 'POST', 'robotinfo/product/list', { token, body: { pageSize: 100, ...body } })).body.data.list;
const ids = async (token: string, body: Record<string, unknown>) => (await list(token, body)).map((p) => p.id);
const rowOf = async (id: number) => (await t.database.db.select().from(products).where(eq(products.id, id)))[0];
const billOf = async (id: number) => t.database.db.select().from(productComponents).where(eq(productComponents.productId, id));
const lastLog = async () => (await t.database.db.select().from(operationLog).orderBy(desc(operationLog.id)).limit(1))[0];

describe('POST robotinfo/product/save and list', () => {
  it('records a product with its bill, listed with each line’s model and kind (by kind, then model), logged', async () => {
    const { id } = await save(a.adminToken, { description: '' });
    expect(await lastLog()).toMatchObject({
      action: 'product.create',
      result: 'success',
      target: expect.stringContaining(`product:${id}`),
    });
    const row = (await list(a.adminToken)).find((p) => p.id === id);
    expect(row).toMatchObject({ name: 'Sweeper', robotType: 10, description: '', orgId: a.businessId, updatedBy: 'Admin PA' });
    expect(row?.components).toEqual([
      { componentModelId: brush, count: 2, model: expect.stringMatching(/^aa-/), kind: 'brush' },
      { componentModelId: lidar, count: 1, model: expect.stringMatching(/^zz-/), kind: 'lidar' },
    ]);
  });

  it('filters by keyword (name or model), robot type and component model; another business sees none', async () => {
    const tag = uniq('kw');
    const both = await save(a.adminToken, { name: `${tag} big` });
    const lidarOnly = await save(a.adminToken, { model: `${tag}-M`, robotType: 1, components: [{ componentModelId: lidar, count: 1 }] });
    expect(await ids(a.adminToken, { keyword: tag.toUpperCase(), sortField: 'updatedAt', sortOrder: 'asc' })).toEqual([
      both.id,
      lidarOnly.id,
    ]);
    expect(await ids(a.adminToken, { keyword: tag, robotType: 1 })).toEqual([lidarOnly.id]);
    expect(await ids(a.adminToken, { keyword: tag, componentModelId: brush })).toEqual([both.id]);
    expect(await ids(a.adminToken, { keyword: tag, componentModelId: lidar })).toHaveLength(2);
    expect(await ids(b.adminToken, { keyword: tag })).toEqual([]);
  });

  it('refuses a model taken in the organisation, letter case aside, naming model', async () => {
    const model = uniq('Dup-');
    await save(a.adminToken, { model });
    const r = await post(a.adminToken, product({ model: model.toLowerCase() }));
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({ code: ErrorCode.PRODUCT_MODEL_TAKEN, data: { fields: [{ path: 'model' }] } });
  });

  it('refuses a component that does not fit the robot type, naming the line and the model', async () => {
    const r = await post(a.adminToken, product({ robotType: 1, components: [{ componentModelId: brush, count: 1 }] }));
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({ code: ErrorCode.COMPONENT_NOT_FOR_TYPE, data: { fields: [{ path: 'components.0.componentModelId' }] } });
    expect(r.body.msg).toContain((await t.database.db.select().from(componentModels).where(eq(componentModels.id, brush)))[0]!.model);
  });

  it('refuses the same component model on two lines (400) and another business’s component model (404 naming the line)', async () => {
    const twice = await post(
      a.adminToken,
      product({
        components: [
          { componentModelId: brush, count: 1 },
          { componentModelId: brush, count: 2 },
        ],
      }),
    );
    expect(twice.status).toBe(400);
    expect(twice.body.code).toBe(ErrorCode.VALIDATION);
    const theirs = await post(
      b.adminToken,
      product({
        components: [
          { componentModelId: theirBrush, count: 1 },
          { componentModelId: lidar, count: 1 },
        ],
      }),
    );
    expect(theirs.status).toBe(404);
    expect(theirs.body).toMatchObject({ code: ErrorCode.NOT_FOUND, data: { fields: [{ path: 'components.1.componentModelId' }] } });
  });
});

describe('PUT robotinfo/product/update', () => {
  it('re-checks the kept bill when only the robot type changes; replaces the bill whole; logs what changed', async () => {
    const { id } = await save(a.adminToken);
    const r = await update(a.adminToken, { id, robotType: 1 });
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({ code: ErrorCode.COMPONENT_NOT_FOR_TYPE, data: { fields: [{ path: 'components.1.componentModelId' }] } });
    expect((await rowOf(id))?.robotType).toBe(10);
    expect((await update(a.adminToken, { id, robotType: 1, components: [{ componentModelId: lidar, count: 3 }] })).status).toBe(200);
    expect(await billOf(id)).toEqual([{ productId: id, componentModelId: lidar, count: 3 }]);
    expect(await lastLog()).toMatchObject({ action: 'product.update', detail: { changed: ['robotType', 'components'] } });
  });

  it('refuses an unchanged edit (the bill as a set) and a taken model; another business gets not found', async () => {
    const first = await save(a.adminToken);
    const { id } = await save(a.adminToken);
    const same = { id, name: 'Sweeper', components: [...product().components].reverse() };
    expect((await update(a.adminToken, same)).body.code).toBe(ErrorCode.NO_CHANGES);
    const clash = await update(a.adminToken, { id, model: (await rowOf(first.id))!.model.toLowerCase() });
    expect(clash.status).toBe(409);
    expect(clash.body).toMatchObject({ code: ErrorCode.PRODUCT_MODEL_TAKEN, data: { fields: [{ path: 'model' }] } });
    const other = await update(b.adminToken, { id, name: 'Taken over' });
    expect(other.status).toBe(404);
    expect((await rowOf(id))?.name).toBe('Sweeper');
  });
});

describe('DELETE robotinfo/product/delete/:id and component models in use', () => {
  it('deletes a product of the subtree with its bill, logged; another business gets not found', async () => {
    const { id } = await save(a.adminToken);
    expect((await call(t.app, 'DELETE', `robotinfo/product/delete/${id}`, { token: b.adminToken })).status).toBe(404);
    expect(await rowOf(id)).toBeDefined();
    expect((await call(t.app, 'DELETE', `robotinfo/product/delete/${id}`, { token: a.adminToken })).status).toBe(200);
    expect(await lastLog()).toMatchObject({ action: 'product.delete', result: 'success' });
    expect(await rowOf(id)).toBeUndefined();
    expect(await billOf(id)).toEqual([]);
  });

  it('refuses deleting a component model a bill uses, and deletes nothing', async () => {
    const used = await part(a.adminToken, 'filter', [10]);
    const { id } = await save(a.adminToken, { components: [{ componentModelId: used, count: 1 }] });
    const r = await call(t.app, 'DELETE', `robotinfo/component/model/delete/${used}`, { token: a.adminToken });
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({ code: ErrorCode.COMPONENT_MODEL_IN_USE });
    expect(r.body.msg).toContain('1');
    expect(await t.database.db.select().from(componentModels).where(eq(componentModels.id, used))).toHaveLength(1);
    expect(await billOf(id)).toHaveLength(1);
  });

  it('lets an organisation go with its catalogue: its products and the component models their bills use', async () => {
    // The bill's key to the component model is checked at the end of the statement, after the cascade.
    const org = await must(t.app, a.adminToken, 'POST', 'user-service/user/org/save', {
      name: uniq('Gone'),
      level: 2,
      parentId: a.businessId,
    });
    const used = (
      await must(t.app, a.adminToken, 'POST', 'robotinfo/component/model/save', {
        model: uniq('g-'),
        kind: 'brush',
        robotTypes: [10],
        orgId: org.id,
      })
    ).id;
    const { id } = await save(a.adminToken, { orgId: org.id, components: [{ componentModelId: used, count: 1 }] });
    await t.database.db.delete(organizations).where(eq(organizations.id, org.id));
    expect(await rowOf(id)).toBeUndefined();
    expect(await t.database.db.select().from(componentModels).where(eq(componentModels.id, used))).toHaveLength(0);
  });
});
