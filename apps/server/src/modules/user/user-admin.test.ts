import { ErrorCode, type TUser } from '@fleet/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, type TestApp } from '../../../test/helpers';
import { activate, buildBusiness, must, uniq } from '../../../test/tenancy-fixtures';

let t: TestApp;
let b: Awaited<ReturnType<typeof buildBusiness>>;
let viewer: number;
beforeAll(async () => {
  t = await createTestApp();
  b = await buildBusiness(t.app, await login(t.app), 'U');
  viewer = (
    await must(t.app, b.adminToken, 'POST', 'user-service/role/save', {
      name: 'Viewer',
      orgId: b.childId,
      permissions: ['user', 'user:view'],
    })
  ).id;
});
afterAll(() => t.close());

const newUser = async (extra: Record<string, unknown> = {}) => {
  const account = uniq('usr');
  const { id } = await must(t.app, b.adminToken, 'POST', 'user-service/user/userinfo/save', {
    account,
    userName: 'Worker',
    password: 'First#Pass2026',
    orgId: b.childId,
    roleId: viewer,
    ...extra,
  });
  return { id, account };
};

describe('POST user-service/user/userinfo/save', () => {
  it('creates a user who must change the password, findable by account, phone, organisation and role', async () => {
    const u = await newUser({ phone: '13800138000', email: 'w@example.com' });
    const first = await call<{ isFirstLogin: boolean }>(t.app, 'POST', 'user-service/auth/login', {
      body: { account: u.account, password: 'First#Pass2026' },
    });
    expect(first.body.data.isFirstLogin).toBe(true);
    for (const filter of [
      { account: u.account },
      { phone: '138001380' },
      { orgId: b.childId, account: u.account },
      { roleId: viewer, account: u.account },
    ]) {
      const r = await call<{ list: TUser[]; total: number }>(t.app, 'POST', 'user-service/user/userinfo/list', {
        token: b.adminToken,
        body: filter,
      });
      expect(
        r.body.data.list.map((x) => x.account),
        JSON.stringify(filter),
      ).toContain(u.account);
    }
    const detail = await call<TUser>(t.app, 'GET', `user-service/user/userinfo/info/${u.id}`, { token: b.adminToken });
    expect(detail.body.data).toMatchObject({ roleName: 'Viewer', orgName: 'U child', creator: 'Admin U', enabled: true });
  });

  it('refuses a taken account (any case), naming the field', async () => {
    const u = await newUser();
    const r = await call(t.app, 'POST', 'user-service/user/userinfo/save', {
      token: b.adminToken,
      lang: 'ja',
      body: { account: u.account.toUpperCase(), userName: 'X', password: 'First#Pass2026', orgId: b.childId, roleId: viewer },
    });
    expect(r.body).toMatchObject({ code: ErrorCode.ACCOUNT_EXISTS, data: { fields: [{ path: 'account' }] } });
    expect(r.body.msg).toBe('アカウント：このアカウントはすでに存在します');
  });

  it('refuses a role of an organisation not above the user', async () => {
    const sideRole = await must(t.app, b.adminToken, 'POST', 'user-service/role/save', {
      name: 'Side',
      orgId: b.siblingId,
      permissions: ['user'],
    });
    const r = await call(t.app, 'POST', 'user-service/user/userinfo/save', {
      token: b.adminToken,
      body: { account: uniq('x'), userName: 'X', password: 'First#Pass2026', orgId: b.childId, roleId: sideRole.id },
    });
    expect(r.body).toMatchObject({ code: ErrorCode.ROLE_NOT_ASSIGNABLE, data: { fields: [{ path: 'roleId' }] } });
  });
});

describe('POST user-service/user/userinfo/list sorted', () => {
  const accounts = async (body: Record<string, unknown>) =>
    (
      await call<{ list: TUser[] }>(t.app, 'POST', 'user-service/user/userinfo/list', {
        token: b.adminToken,
        body: { pageSize: 100, ...body },
      })
    ).body.data.list.map((u) => u.account);

  it('sorts by account either way (the natural order is newest first)', async () => {
    const made = [await newUser(), await newUser(), await newUser()].map((u) => u.account);
    const asc = await accounts({ sortField: 'account', sortOrder: 'asc' });
    expect(asc).toEqual([...asc].sort());
    expect(await accounts({ sortField: 'account', sortOrder: 'desc' })).toEqual([...asc].reverse());
    expect(asc).toEqual(expect.arrayContaining(made));
    // Without a field: newest first, so the last one made leads.
    expect((await accounts({}))[0]).toBe(made[2]);
  });

  it('refuses a column name that is not one of the list fields (400 VALIDATION on sortField)', async () => {
    const r = await call(t.app, 'POST', 'user-service/user/userinfo/list', { token: b.adminToken, body: { sortField: 'password_hash' } });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: ErrorCode.VALIDATION, data: { fields: [{ path: 'sortField', code: 'validation.oneOf' }] } });
  });
});

describe('POST user-service/user/userinfo/update', () => {
  it('disabling a user ends their session with code 10000', async () => {
    const u = await newUser();
    const token = await activate(t.app, u.account, 'First#Pass2026');
    expect((await call(t.app, 'POST', 'user-service/user/userinfo/list', { token, body: {} })).body.code).toBe(0);
    expect(
      (await call(t.app, 'POST', 'user-service/user/userinfo/update', { token: b.adminToken, body: { id: u.id, enabled: false } })).body
        .code,
    ).toBe(0);
    const after = await call(t.app, 'POST', 'user-service/user/userinfo/list', { token, body: {} });
    expect(after.status).toBe(401);
    expect(after.body.code).toBe(ErrorCode.SESSION_GONE);
    // Signing in again is refused as a wrong password is: the answer does not tell that the account exists.
    const again = await call(t.app, 'POST', 'user-service/auth/login', { body: { account: u.account, password: 'Tenant#Pass2026' } });
    expect(again.body.code).toBe(ErrorCode.BAD_CREDENTIALS);
  });

  it('refuses changing oneself here, and an unchanged edit', async () => {
    const self = await call(t.app, 'POST', 'user-service/user/userinfo/update', {
      token: b.adminToken,
      body: { id: b.adminUserId, enabled: false },
    });
    expect(self.body.code).toBe(ErrorCode.CANNOT_CHANGE_SELF);
    const u = await newUser();
    const same = await call(t.app, 'POST', 'user-service/user/userinfo/update', {
      token: b.adminToken,
      body: { id: u.id, userName: 'Worker' },
    });
    expect(same.body.code).toBe(ErrorCode.NO_CHANGES);
  });
});

describe('GET user-service/user/userinfo/delete/:id', () => {
  it('deletes the user and ends their session', async () => {
    const u = await newUser();
    const token = await activate(t.app, u.account, 'First#Pass2026');
    expect((await call(t.app, 'GET', `user-service/user/userinfo/delete/${u.id}`, { token: b.adminToken })).body.code).toBe(0);
    expect((await call(t.app, 'GET', 'user-service/user/userinfo/getOwnDetail', { token })).body.code).toBe(ErrorCode.SESSION_GONE);
    expect((await call(t.app, 'GET', `user-service/user/userinfo/info/${u.id}`, { token: b.adminToken })).status).toBe(404);
  });
});

describe('PUT user-service/user/userinfo/revert/:id', () => {
  it('gives a one-time password that works once and must be changed', async () => {
    const u = await newUser();
    const r = await call<{ password: string }>(t.app, 'PUT', `user-service/user/userinfo/revert/${u.id}`, { token: b.adminToken });
    expect(r.body.data.password).toMatch(/^(?=.*\d)(?=.*[a-z])(?=.*[A-Z])(?=.*[^A-Za-z0-9]).{16}$/);
    const signIn = await call<{ isFirstLogin: boolean }>(t.app, 'POST', 'user-service/auth/login', {
      body: { account: u.account, password: r.body.data.password },
    });
    expect(signIn.body).toMatchObject({ code: 0, data: { isFirstLogin: true } });
  });
});

describe('GET user-service/user/userinfo/get/user/list', () => {
  const path = 'user-service/user/userinfo/get/user/list';
  it('lists the users of the caller subtree to a holder of user:view', async () => {
    const u = await newUser();
    const token = await activate(t.app, u.account, 'First#Pass2026');
    const r = await call<{ id: number; account: string }[]>(t.app, 'GET', path, { token });
    expect(r.body.code).toBe(0);
    expect(r.body.data.map((x) => x.account)).toContain(u.account);
  });

  it('refuses a signed-in user without user:view, who stays signed in', async () => {
    const noView = (
      await must(t.app, b.adminToken, 'POST', 'user-service/role/save', { name: 'No view', orgId: b.childId, permissions: ['role'] })
    ).id;
    const u = await newUser({ roleId: noView });
    const token = await activate(t.app, u.account, 'First#Pass2026');
    const r = await call(t.app, 'GET', path, { token });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: ErrorCode.PERMISSION_DENIED, data: null });
    expect((await call(t.app, 'GET', 'user-service/user/userinfo/getOwnDetail', { token })).body.code).toBe(0);
  });
});
