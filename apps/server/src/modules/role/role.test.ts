import { ErrorCode } from '@fleet/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, type TestApp } from '../../../test/helpers';
import { activate, buildBusiness, must, uniq } from '../../../test/tenancy-fixtures';

let t: TestApp;
let platform: string;
let b: Awaited<ReturnType<typeof buildBusiness>>;
beforeAll(async () => {
  t = await createTestApp();
  platform = await login(t.app);
  b = await buildBusiness(t.app, platform, 'R');
});
afterAll(() => t.close());

/** A user at the child organisation holding `codes`, signed in. */
const holder = async (codes: string[]) => {
  const role = await must(t.app, b.adminToken, 'POST', 'user-service/role/save', { name: uniq('H'), orgId: b.childId, permissions: codes });
  const account = uniq('h');
  await must(t.app, b.adminToken, 'POST', 'user-service/user/userinfo/save', {
    account,
    userName: 'H',
    password: 'First#Pass2026',
    orgId: b.childId,
    roleId: role.id,
  });
  return { roleId: role.id, token: await activate(t.app, account, 'First#Pass2026') };
};

describe('POST user-service/role/save', () => {
  it('refuses codes the creator does not hold, and unknown codes', async () => {
    const h = await holder(['role', 'role:view', 'role:create', 'user']);
    const over = await call(t.app, 'POST', 'user-service/role/save', {
      token: h.token,
      lang: 'en',
      body: { name: 'Greedy', orgId: b.childId, permissions: ['user', 'user:delete'] },
    });
    expect(over.body.code).toBe(ErrorCode.GRANT_NOT_HELD);
    expect(over.body.msg).toBe('You cannot grant permissions you do not hold: user:delete');
    const bogus = await call(t.app, 'POST', 'user-service/role/save', {
      token: h.token,
      body: { name: 'Bogus', orgId: b.childId, permissions: ['nope:x'] },
    });
    expect(bogus.body).toMatchObject({ code: ErrorCode.VALIDATION, data: { fields: [{ path: 'permissions' }] } });
    expect(
      (
        await call(t.app, 'POST', 'user-service/role/save', {
          token: h.token,
          body: { name: 'Fine', orgId: b.childId, permissions: ['user'] },
        })
      ).body.code,
    ).toBe(0);
  });

  it('refuses a caller without role:create with a business code, keeping the session', async () => {
    const h = await holder(['role', 'role:view']);
    const r = await call(t.app, 'POST', 'user-service/role/save', {
      token: h.token,
      body: { name: 'X', orgId: b.childId, permissions: [] },
    });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe(ErrorCode.PERMISSION_DENIED);
    expect((await call(t.app, 'POST', 'user-service/role/list', { token: h.token, body: {} })).body.code).toBe(0);
  });
});

describe('POST user-service/role/list sorted', () => {
  const names = async (body: Record<string, unknown>) =>
    (
      await call<{ list: { name: string; userCount: number }[] }>(t.app, 'POST', 'user-service/role/list', {
        token: b.adminToken,
        body: { pageSize: 100, ...body },
      })
    ).body.data.list;

  it('sorts by name or by holders either way; an unknown field is refused with 400 VALIDATION', async () => {
    for (const n of ['SortB', 'SortA', 'SortC'])
      await must(t.app, b.adminToken, 'POST', 'user-service/role/save', { name: uniq(n), orgId: b.childId, permissions: ['user'] });
    const mine = (rows: { name: string }[]) =>
      rows
        .map((r) => r.name)
        .filter((n) => n.startsWith('Sort'))
        .map((n) => n.slice(0, 5));
    expect(mine(await names({ sortField: 'name', sortOrder: 'asc' }))).toEqual(['SortA', 'SortB', 'SortC']);
    expect(mine(await names({ sortField: 'name', sortOrder: 'desc' }))).toEqual(['SortC', 'SortB', 'SortA']);
    const counts = (await names({ sortField: 'userCount', sortOrder: 'desc' })).map((r) => r.userCount);
    expect(counts).toEqual([...counts].sort((x, y) => y - x));
    expect(counts[0]).toBeGreaterThan(0);
    const bad = await call(t.app, 'POST', 'user-service/role/list', { token: b.adminToken, body: { sortField: 'description' } });
    expect(bad.body).toMatchObject({ code: ErrorCode.VALIDATION, data: { fields: [{ path: 'sortField' }] } });
  });
});

describe('PUT user-service/role/update', () => {
  it('applies a changed role to its holders on their next request', async () => {
    const h = await holder(['user']);
    expect((await call(t.app, 'POST', 'user-service/user/userinfo/list', { token: h.token, body: {} })).body.code).toBe(
      ErrorCode.PERMISSION_DENIED,
    );
    expect(
      (
        await call(t.app, 'PUT', 'user-service/role/update', {
          token: b.adminToken,
          body: { id: h.roleId, permissions: ['user', 'user:view'] },
        })
      ).body.code,
    ).toBe(0);
    expect((await call(t.app, 'POST', 'user-service/user/userinfo/list', { token: h.token, body: {} })).body.code).toBe(0);
  });

  it('protects the platform administrator role and roles above the caller', async () => {
    const builtin = await call(t.app, 'PUT', 'user-service/role/update', { token: platform, body: { id: 1, name: 'Mine now' } });
    expect(builtin.body.code).toBe(ErrorCode.BUILTIN_ROLE);
    const h = await holder(['role', 'role:view', 'role:edit', 'role:delete']);
    const up = await call(t.app, 'PUT', 'user-service/role/update', { token: h.token, body: { id: b.adminRoleId, name: 'Demoted' } });
    expect(up.body.code).toBe(ErrorCode.NOT_FOUND); // the admin role belongs to the business, above the child
  });

  it('says "no changes" for an unchanged edit', async () => {
    const r = await call(t.app, 'PUT', 'user-service/role/update', { token: b.adminToken, body: { id: b.adminRoleId } });
    expect(r.body.code).toBe(ErrorCode.NO_CHANGES);
  });
});

describe('DELETE user-service/role/delete/:id', () => {
  it('refuses a role still held, and deletes an unused one', async () => {
    const h = await holder(['user']);
    const held = await call(t.app, 'DELETE', `user-service/role/delete/${h.roleId}`, { token: b.adminToken, lang: 'en' });
    expect(held.body).toMatchObject({ code: ErrorCode.ROLE_IN_USE, msg: '1 users still hold this role; give them another role first' });
    const unused = await must(t.app, b.adminToken, 'POST', 'user-service/role/save', {
      name: uniq('U'),
      orgId: b.childId,
      permissions: [],
    });
    expect((await call(t.app, 'DELETE', `user-service/role/delete/${unused.id}`, { token: b.adminToken })).body.code).toBe(0);
    expect((await call(t.app, 'GET', `user-service/role/info/${unused.id}`, { token: b.adminToken })).status).toBe(404);
  });
});
