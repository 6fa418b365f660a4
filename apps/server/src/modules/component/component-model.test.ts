import { ErrorCode, type TComponentModel } from '@fleet/contracts';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { componentModels, operationLog } from '../../db/schema';
import { call, createTestApp, login, type TestApp } from '../../../test/helpers';
import { buildBusiness, must, uniq, userInOrg } from '../../../test/tenancy-fixtures';

let t: TestApp;
let a: Awaited<ReturnType<typeof buildBusiness>>;
let b: Awaited<ReturnType<typeof buildBusiness>>;
let platform: string;
/** A signed-in user of A's child organisation allowed to read the catalogue but not to add to it. */
let viewer: string;

beforeAll(async () => {
  t = await createTestApp();
  platform = await login(t.app);
  a = await buildBusiness(t.app, platform, 'CA');
  b = await buildBusiness(t.app, platform, 'CB');
  viewer = await userInOrg(t.app, a.adminToken, a.childId, ['componentConfig:view']);
}, 120_000);
afterAll(() => t.close());

const model = (extra: Record<string, unknown> = {}) => ({
  model: uniq('BR-'),
  kind: 'brush',
  vendor: 'Acme',
  consumable: true,
  lifespanHours: 300,
  robotTypes: [10, 1, 10],
  description: 'Side brush.',
  ...extra,
});
const save = (token: string, extra: Record<string, unknown> = {}) =>
  must(t.app, token, 'POST', 'robotinfo/component/model/save', model(extra));
const post = (token: string, body: Record<string, unknown>) => call(t.app, 'POST', 'robotinfo/component/model/save', { token, body });
const list = async (token: string, body: Record<string, unknown> = {}) =>
  (
    await call<{ list: TComponentModel[]; total: number }>(t.app, 'POST', 'robotinfo/component/model/list', {
      token,
      body: { pageSize: 100, ...body },
    })
  ).body.data;
const ids = async (token: string, body: Record<string, unknown>) => (await list(token, body)).list.map((m) => m.id);
const update = (token: string, body: Record<string, unknown>) => call(t.app, 'PUT', 'robotinfo/component/model/update', { token, body });
const rowOf = async (id: number) => (await t.database.db.select().from(componentModels).where(eq(componentModels.id, id)))[0];
const lastLog = async () => (await t.database.db.select().from(operationLog).orderBy(desc(operationLog.id)).limit(1))[0];
const fieldPaths = (body: { data?: unknown }) => (body.data as { fields: { path: string }[] }).fields.map((f) => f.path);

describe('POST robotinfo/component/model/save', () => {
  it("records a model in the caller's organisation, types once and in order, blank texts as '', logged", async () => {
    const { id } = await save(a.adminToken, { vendor: '', description: undefined });
    expect(await lastLog()).toMatchObject({
      action: 'componentModel.create',
      result: 'success',
      target: expect.stringContaining(`componentModel:${id}`),
    });
    const row = (await list(a.adminToken)).list.find((m) => m.id === id);
    expect(row).toMatchObject({ kind: 'brush', robotTypes: [1, 10], vendor: '', description: '', lifespanHours: 300, orgId: a.businessId });
    expect(row?.updatedBy).toBe('Admin CA');
  });

  it('refuses the same model in the same organisation, letter case aside, naming model; another business may use it', async () => {
    const name = uniq('Lidar-X');
    await save(a.adminToken, { model: name });
    const again = await post(a.adminToken, model({ model: name.toUpperCase() }));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: ErrorCode.COMPONENT_MODEL_TAKEN, data: { fields: [{ path: 'model' }] } });
    expect((await post(b.adminToken, model({ model: name }))).body.code).toBe(0);
  });

  it('refuses a consumable without a lifespan, naming lifespanHours', async () => {
    const r = await post(a.adminToken, model({ lifespanHours: undefined }));
    expect(r.status).toBe(400);
    expect(r.body.code).toBe(ErrorCode.VALIDATION);
    expect(fieldPaths(r.body)).toEqual(['lifespanHours']);
  });

  it('refuses without componentConfig:create (PERMISSION_DENIED) and writes nothing', async () => {
    const before = (await t.database.db.select().from(componentModels)).length;
    const r = await post(viewer, model());
    expect(r.status).toBe(400);
    expect(r.body.code).toBe(ErrorCode.PERMISSION_DENIED);
    expect((await t.database.db.select().from(componentModels)).length).toBe(before);
  });

  it('refuses an organisation of another business as not found, naming orgId', async () => {
    const r = await post(b.adminToken, model({ orgId: a.businessId }));
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ code: ErrorCode.NOT_FOUND, data: { fields: [{ path: 'orgId' }] } });
  });
});

describe('POST robotinfo/component/model/list', () => {
  it("shows a business only its subtree's models, filtered by keyword, kind, robot type and consumable, sorted by model", async () => {
    const tag = uniq('zq');
    const lidar = await save(a.adminToken, { model: `${tag}-b`, kind: 'lidar', consumable: false, lifespanHours: null, robotTypes: [15] });
    const brush = await save(a.adminToken, { model: `${tag}-A`, vendor: 'Bristle Co' });
    const theirs = await save(b.adminToken, { model: `${tag}-c` });
    expect(await ids(a.adminToken, { keyword: tag.toUpperCase(), sortField: 'model', sortOrder: 'asc' })).toEqual([brush.id, lidar.id]);
    expect(await ids(a.adminToken, { keyword: tag, sortField: 'model', sortOrder: 'desc' })).toEqual([lidar.id, brush.id]);
    expect(await ids(b.adminToken, { keyword: tag })).toEqual([theirs.id]);
    expect(await ids(a.adminToken, { keyword: 'bristle' })).toEqual([brush.id]);
    expect(await ids(a.adminToken, { keyword: tag, kind: 'lidar' })).toEqual([lidar.id]);
    expect(await ids(a.adminToken, { keyword: tag, robotType: 15 })).toEqual([lidar.id]);
    expect(await ids(a.adminToken, { keyword: tag, consumable: true })).toEqual([brush.id]);
    expect(await ids(viewer, { keyword: tag })).toEqual([]); // the child does not see its parent's catalogue
  });
});

describe('PUT robotinfo/component/model/update', () => {
  it('clears the lifespan when a consumable is turned off, and logs what changed', async () => {
    const { id } = await save(a.adminToken);
    expect((await update(a.adminToken, { id, consumable: false })).status).toBe(200);
    expect(await rowOf(id)).toMatchObject({ consumable: false, lifespanHours: null });
    expect(await lastLog()).toMatchObject({ action: 'componentModel.update', detail: { changed: ['consumable', 'lifespanHours'] } });
  });

  it('empties the vendor and the description when an edit sends them empty, and keeps them when it leaves them out', async () => {
    const { id } = await save(a.adminToken, { description: 'Side brush, 3 arms.' });
    expect((await update(a.adminToken, { id, kind: 'filter' })).status).toBe(200);
    expect(await rowOf(id)).toMatchObject({ vendor: 'Acme', description: 'Side brush, 3 arms.' });
    expect((await update(a.adminToken, { id, vendor: '', description: '' })).status).toBe(200);
    expect(await rowOf(id)).toMatchObject({ vendor: '', description: '' });
  });

  it('refuses turning a consumable on without a lifespan, and a lifespan for a part that is not one', async () => {
    const { id } = await save(a.adminToken, { consumable: false, lifespanHours: null });
    const on = await update(a.adminToken, { id, consumable: true });
    expect(on.status).toBe(400);
    expect(fieldPaths(on.body)).toEqual(['lifespanHours']);
    expect(fieldPaths((await update(a.adminToken, { id, lifespanHours: 50 })).body)).toEqual(['lifespanHours']);
    expect((await update(a.adminToken, { id, consumable: true, lifespanHours: 50 })).status).toBe(200);
    expect(await rowOf(id)).toMatchObject({ consumable: true, lifespanHours: 50 });
  });

  it('refuses an unchanged edit and a model taken in the organisation; another business gets not found', async () => {
    const first = await save(a.adminToken);
    const { id } = await save(a.adminToken);
    expect((await update(a.adminToken, { id, robotTypes: [10, 1], lifespanHours: 300 })).body.code).toBe(ErrorCode.NO_CHANGES);
    const clash = await update(a.adminToken, { id, model: (await rowOf(first.id))!.model.toLowerCase() });
    expect(clash.status).toBe(409);
    expect(clash.body).toMatchObject({ code: ErrorCode.COMPONENT_MODEL_TAKEN, data: { fields: [{ path: 'model' }] } });
    const other = await update(b.adminToken, { id, model: 'Taken over' });
    expect(other.status).toBe(404);
    expect(other.body.code).toBe(ErrorCode.NOT_FOUND);
  });
});

describe('DELETE robotinfo/component/model/delete/:id', () => {
  it('deletes a model of the subtree, logged; another business gets not found and it stays', async () => {
    const { id } = await save(a.adminToken);
    expect((await call(t.app, 'DELETE', `robotinfo/component/model/delete/${id}`, { token: b.adminToken })).status).toBe(404);
    expect(await rowOf(id)).toBeDefined();
    expect((await call(t.app, 'DELETE', `robotinfo/component/model/delete/${id}`, { token: a.adminToken })).status).toBe(200);
    expect(await lastLog()).toMatchObject({ action: 'componentModel.delete', result: 'success' });
    expect(await rowOf(id)).toBeUndefined();
  });
});
