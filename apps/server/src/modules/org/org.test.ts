import { ErrorCode, type TOrg } from '@fleet/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, type TestApp } from '../../../test/helpers';
import { activate, buildBusiness, must, uniq } from '../../../test/tenancy-fixtures';

let t: TestApp;
let platform: string;
beforeAll(async () => {
  t = await createTestApp();
  platform = await login(t.app);
});
afterAll(() => t.close());

describe('POST user-service/user/org/createBusiness', () => {
  let account = '';
  it('creates the business, its administrator role and first administrator, who must change the password', async () => {
    account = uniq('boss');
    const r = await call<{ id: number; adminUserId: number; roleId: number }>(t.app, 'POST', 'user-service/user/org/createBusiness', {
      token: platform,
      lang: 'en',
      body: { name: 'Clean Co', code: 'CLEANCO', admin: { account, userName: 'Boss', password: 'Boss#Pass2026' } },
    });
    expect(r.body.code).toBe(0);
    const org = await call<TOrg>(t.app, 'GET', `user-service/user/org/info/${r.body.data.id}`, { token: platform });
    expect(org.body.data).toMatchObject({ level: 1, code: 'CLEANCO', businessCode: 'CLEANCO', parentName: 'Fleet Platform', userCount: 1 });
    const role = await call<{ permissions: string[]; name: string }>(t.app, 'GET', `user-service/role/info/${r.body.data.roleId}`, {
      token: platform,
    });
    expect(role.body.data.name).toBe('Business administrator');
    expect(role.body.data.permissions).toContain('user:create');
    expect(role.body.data.permissions).not.toContain('organization:createBusiness');
    const first = await call<{ isFirstLogin: boolean }>(t.app, 'POST', 'user-service/auth/login', {
      body: { account, password: 'Boss#Pass2026' },
    });
    expect(first.body.data.isFirstLogin).toBe(true);
  });

  it('is all or nothing: a taken account leaves no organisation behind', async () => {
    const before = await call<{ total: number }>(t.app, 'POST', 'user-service/user/org/list', { token: platform, body: {} });
    const r = await call(t.app, 'POST', 'user-service/user/org/createBusiness', {
      token: platform,
      body: { name: 'Dup Co', admin: { account: account.toUpperCase(), userName: 'X', password: 'Boss#Pass2026' } },
    });
    expect(r.body).toMatchObject({ code: ErrorCode.ACCOUNT_EXISTS, data: { fields: [{ path: 'account' }] } });
    const after = await call<{ total: number }>(t.app, 'POST', 'user-service/user/org/list', { token: platform, body: {} });
    expect(after.body.data.total).toBe(before.body.data.total);
  });

  it('names each invalid field of the business and its administrator', async () => {
    const r = await call(t.app, 'POST', 'user-service/user/org/createBusiness', {
      token: platform,
      body: { name: '', code: 'bad code', admin: { account: 'ab', userName: 'X', password: 'weak' } },
    });
    const fields = (r.body.data as { fields: { path: string; code: string }[] }).fields;
    expect(fields).toEqual(
      expect.arrayContaining([
        { path: 'name', code: 'validation.required' },
        { path: 'code', code: 'validation.alnum' },
        { path: 'admin.account', code: 'validation.account' },
        { path: 'admin.password', code: 'validation.passwordWeak' },
      ]),
    );
  });
});

describe('POST user-service/user/org/save and PUT update', () => {
  it('refuses a level not below the parent, and a taken code', async () => {
    const b = await buildBusiness(t.app, platform, 'L');
    const flat = await call(t.app, 'POST', 'user-service/user/org/save', {
      token: b.adminToken,
      body: { name: 'Flat', level: 1, parentId: b.businessId },
    });
    expect(flat.body).toMatchObject({ code: ErrorCode.ORG_LEVEL_INVALID, data: { fields: [{ path: 'level' }] } });
    await must(t.app, b.adminToken, 'POST', 'user-service/user/org/save', {
      name: 'Coded',
      level: 2,
      parentId: b.businessId,
      code: 'SITE7',
    });
    const dup = await call(t.app, 'POST', 'user-service/user/org/save', {
      token: b.adminToken,
      body: { name: 'Again', level: 2, parentId: b.businessId, code: 'SITE7' },
    });
    expect(dup.status).toBe(409);
    expect(dup.body).toMatchObject({ code: ErrorCode.ORG_CODE_EXISTS, data: { fields: [{ path: 'code' }] } });
  });

  it("stores a site's coordinates on save and update, shows them in info and list, and clears them", async () => {
    const b = await buildBusiness(t.app, platform, 'G');
    const saved = await must<{ id: number }>(t.app, b.adminToken, 'POST', 'user-service/user/org/save', {
      name: 'Harbour',
      level: 2,
      parentId: b.businessId,
      longitude: 121.5,
      latitude: 31.25,
    });
    const info = await call<TOrg>(t.app, 'GET', `user-service/user/org/info/${saved.id}`, { token: b.adminToken });
    expect(info.body.data).toMatchObject({ longitude: 121.5, latitude: 31.25 });
    const list = await call<{ list: TOrg[] }>(t.app, 'POST', 'user-service/user/org/list', {
      token: b.adminToken,
      body: { name: 'Harbour' },
    });
    expect(list.body.data.list).toEqual([expect.objectContaining({ id: saved.id, longitude: 121.5, latitude: 31.25 })]);
    const base = { id: saved.id, name: 'Harbour', level: 2, parentId: b.businessId };
    await must(t.app, b.adminToken, 'PUT', 'user-service/user/org/update', { ...base, longitude: -74.006, latitude: 40.7128 });
    expect((await call<TOrg>(t.app, 'GET', `user-service/user/org/info/${saved.id}`, { token: b.adminToken })).body.data).toMatchObject({
      longitude: -74.006,
      latitude: 40.7128,
    });
    await must(t.app, b.adminToken, 'PUT', 'user-service/user/org/update', { ...base, longitude: null, latitude: null });
    expect((await call<TOrg>(t.app, 'GET', `user-service/user/org/info/${saved.id}`, { token: b.adminToken })).body.data).toMatchObject({
      longitude: null,
      latitude: null,
    });
  });

  it('refuses coordinates out of range or only one of the pair, naming the field, and changes nothing', async () => {
    const b = await buildBusiness(t.app, platform, 'H');
    const body = { name: 'Nowhere', level: 2, parentId: b.businessId };
    const range = await call(t.app, 'POST', 'user-service/user/org/save', {
      token: b.adminToken,
      lang: 'en',
      body: { ...body, longitude: 181, latitude: -91 },
    });
    expect(range.status).toBe(400);
    expect(range.body).toMatchObject({ code: ErrorCode.VALIDATION });
    expect((range.body.data as { fields: unknown[] }).fields).toEqual(
      expect.arrayContaining([
        { path: 'longitude', code: 'validation.longitude' },
        { path: 'latitude', code: 'validation.latitude' },
      ]),
    );
    const half = await call(t.app, 'POST', 'user-service/user/org/save', { token: b.adminToken, body: { ...body, longitude: 10 } });
    expect(half.body).toMatchObject({
      code: ErrorCode.VALIDATION,
      data: { fields: [{ path: 'latitude', code: 'validation.coordinatePair' }] },
    });
    const list = await call<{ total: number }>(t.app, 'POST', 'user-service/user/org/list', {
      token: b.adminToken,
      body: { name: 'Nowhere' },
    });
    expect(list.body.data.total).toBe(0);
  });

  it('moves a subtree under a new parent and refuses a move into its own subtree', async () => {
    const b = await buildBusiness(t.app, platform, 'M');
    const move = await call(t.app, 'PUT', 'user-service/user/org/update', {
      token: b.adminToken,
      body: { id: b.grandchildId, name: 'Moved', level: 3, parentId: b.siblingId },
    });
    expect(move.body.code).toBe(0);
    const list = await call<{ list: TOrg[] }>(t.app, 'POST', 'user-service/user/org/list', {
      token: b.adminToken,
      body: { parentId: b.siblingId },
    });
    expect(list.body.data.list.map((o) => o.id)).toEqual([b.siblingId, b.grandchildId]);
    const loop = await call(t.app, 'PUT', 'user-service/user/org/update', {
      token: b.adminToken,
      body: { id: b.siblingId, name: 'Loop', level: 2, parentId: b.grandchildId },
    });
    expect(loop.body.code).toBe(ErrorCode.NOT_FOUND);
    const same = await call(t.app, 'PUT', 'user-service/user/org/update', {
      token: b.adminToken,
      body: { id: b.grandchildId, name: 'Moved', level: 3, parentId: b.siblingId },
    });
    expect(same.body.code).toBe(ErrorCode.NO_CHANGES);
  });
});

describe('POST user-service/user/org/list sorted', () => {
  it('sorts by name or level either way instead of the tree order; an unknown field is refused with 400 VALIDATION', async () => {
    const rows = async (body: Record<string, unknown>) =>
      (await call<{ list: TOrg[] }>(t.app, 'POST', 'user-service/user/org/list', { token: platform, body: { pageSize: 100, ...body } }))
        .body.data.list;
    const s = await buildBusiness(t.app, platform, 'S');
    for (const n of ['SortB', 'SortA', 'SortC'])
      await must(t.app, s.adminToken, 'POST', 'user-service/user/org/save', { name: uniq(n), level: 2, parentId: s.businessId });
    const mine = (list: TOrg[]) =>
      list
        .map((o) => o.name)
        .filter((n) => n.startsWith('Sort'))
        .map((n) => n.slice(0, 5));
    expect(mine(await rows({ sortField: 'name', sortOrder: 'asc' }))).toEqual(['SortA', 'SortB', 'SortC']);
    expect(mine(await rows({ sortField: 'name', sortOrder: 'desc' }))).toEqual(['SortC', 'SortB', 'SortA']);
    const levels = (await rows({ sortField: 'level', sortOrder: 'desc' })).map((o) => o.level);
    expect(levels).toEqual([...levels].sort((x, y) => y - x));
    expect(levels.at(-1)).toBe(0);
    const bad = await call(t.app, 'POST', 'user-service/user/org/list', { token: platform, body: { sortField: 'path' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: ErrorCode.VALIDATION, data: { fields: [{ path: 'sortField' }] } });
  });
});

describe('GET user-service/user/org/delete/:id', () => {
  it('refuses an organisation with children or users, saying what is left, and deletes an empty one', async () => {
    const b = await buildBusiness(t.app, platform, 'D');
    const full = await call(t.app, 'GET', `user-service/user/org/delete/${b.childId}`, { token: b.adminToken, lang: 'en' });
    expect(full.status).toBe(409);
    expect(full.body.code).toBe(ErrorCode.ORG_NOT_EMPTY);
    expect(full.body.msg).toBe('This organization still has 1 sub-organizations, 0 users, 0 roles and 0 robots; remove them first');
    expect((await call(t.app, 'GET', `user-service/user/org/delete/${b.grandchildId}`, { token: b.adminToken })).body.code).toBe(0);
    expect((await call(t.app, 'GET', `user-service/user/org/info/${b.grandchildId}`, { token: b.adminToken })).status).toBe(404);
  });
  it('counts the robots it owns or holds; a deleted robot and past custody pass to the parent', async () => {
    const b = await buildBusiness(t.app, platform, 'DR');
    const robot = await must(t.app, b.adminToken, 'POST', 'robotinfo/robot/register', {
      deviceNumber: 'YJ-40-08001',
      alias: 'R',
      robotType: 20,
      simulated: false,
      orgId: b.siblingId,
    });
    const hour = 3600_000;
    await must(t.app, b.adminToken, 'POST', 'robotinfo/trusteeship/host', {
      robotIds: [robot.id],
      orgId: b.grandchildId,
      type: 2,
      startAt: new Date(Date.now() + hour).toISOString(),
      endAt: new Date(Date.now() + 2 * hour).toISOString(),
    });
    for (const id of [b.siblingId, b.grandchildId]) {
      const r = await call(t.app, 'GET', `user-service/user/org/delete/${id}`, { token: b.adminToken, lang: 'en' });
      expect(r.body).toMatchObject({ code: ErrorCode.ORG_NOT_EMPTY, data: { robots: 1 } });
    }
    await must(t.app, b.adminToken, 'POST', 'robotinfo/trusteeship/unhost', { robotIds: [robot.id] });
    expect((await call(t.app, 'DELETE', `robotinfo/robot/delete/${robot.id}`, { token: b.adminToken })).body.code).toBe(0);
    expect((await call(t.app, 'GET', `user-service/user/org/delete/${b.grandchildId}`, { token: b.adminToken })).body.code).toBe(0);
    expect((await call(t.app, 'GET', `user-service/user/org/delete/${b.siblingId}`, { token: b.adminToken })).body.code).toBe(0);
    const history = await call<{ list: { fromOrgId: number; orgId: number }[] }>(t.app, 'POST', 'robotinfo/trusteeship/history', {
      token: b.adminToken,
      body: { robotId: robot.id },
    });
    expect(history.body.data.list).toMatchObject([{ fromOrgId: b.businessId, orgId: b.childId }]);
  });
});

describe('GET user-service/user/org/getRoleListByOrg', () => {
  it('offers roles of the organisation and those above it, none above the caller', async () => {
    const b = await buildBusiness(t.app, platform, 'G');
    const low = await must(t.app, b.adminToken, 'POST', 'user-service/role/save', { name: 'Low', orgId: b.childId, permissions: ['user'] });
    const other = await must(t.app, b.adminToken, 'POST', 'user-service/role/save', {
      name: 'Elsewhere',
      orgId: b.siblingId,
      permissions: ['user'],
    });
    const r = await call<{ id: number }[]>(t.app, 'GET', `user-service/user/org/getRoleListByOrg?orgId=${b.grandchildId}`, {
      token: b.adminToken,
    });
    const ids = r.body.data.map((x) => x.id);
    expect(ids).toEqual(expect.arrayContaining([b.adminRoleId, low.id]));
    expect(ids).not.toContain(other.id);
    const mAccount = uniq('m');
    await must(t.app, b.adminToken, 'POST', 'user-service/user/userinfo/save', {
      account: mAccount,
      userName: 'M',
      password: 'First#Pass2026',
      orgId: b.childId,
      roleId: low.id,
    });
    const mToken = await activate(t.app, mAccount, 'First#Pass2026');
    const forM = await call<{ id: number }[]>(t.app, 'GET', `user-service/user/org/getRoleListByOrg?orgId=${b.childId}`, { token: mToken });
    expect(forM.body.data.map((x) => x.id)).toEqual([low.id]);
  });
});
