import { ALL_PERMISSION_CODES, type TAuthorityNode, type TOperateItem } from '@fleet/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithCodes } from '../../../test/fixtures';
import { call, createTestApp, login, type TestApp } from '../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET user-service/auth/getTree', () => {
  it("gives the admin every menu group, menus with url and sign 'menu', operations as children", async () => {
    const token = await login(t.app);
    const r = await call<TAuthorityNode[]>(t.app, 'GET', 'user-service/auth/getTree', { token, lang: 'en' });
    expect(r.body.code).toBe(0);
    const system = r.body.data.find((g) => g.code === 'group.system')!;
    expect(system).toMatchObject({ name: 'System', sign: 'menu' });
    const user = system.children.find((m) => m.code === 'user')!;
    expect(user).toMatchObject({ name: 'Users', url: '/contentPage/user', sign: 'menu' });
    expect(user.children.map((o) => o.code)).toContain('user:create');
    expect(user.children.every((o) => o.sign === 'operate')).toBe(true);
    // Editor pages are routes, not sidebar entries.
    const robots = r.body.data.find((g) => g.code === 'group.robots')!;
    expect(robots.children.map((m) => m.code)).not.toContain('editTask');
  });

  it('limits the tree to what the role holds, labelled in the caller language', async () => {
    const u = await createUserWithCodes(t.database.db, ['user', 'user:view', 'role']);
    const token = await login(t.app, u.account, u.password);
    const r = await call<TAuthorityNode[]>(t.app, 'GET', 'user-service/auth/getTree', { token, lang: 'zh' });
    expect(r.body.data).toHaveLength(1);
    expect(r.body.data[0]).toMatchObject({ code: 'group.system', name: '系统管理' });
    expect(r.body.data[0]!.children.map((m) => [m.code, m.name, m.children.map((o) => o.code)])).toEqual([
      ['user', '用户管理', ['user:view']],
      ['role', '角色管理', []],
    ]);
  });
});

describe('GET user-service/auth/get/OperateList', () => {
  it('lists every held code with its sign', async () => {
    const token = await login(t.app);
    const r = await call<TOperateItem[]>(t.app, 'GET', 'user-service/auth/get/OperateList', { token });
    expect(r.body.data.map((i) => i.code).sort()).toEqual([...ALL_PERMISSION_CODES].sort());
    expect(r.body.data.find((i) => i.code === 'robotOperate:lock')).toMatchObject({ sign: 'operate', name: 'Lock' });
  });
});

describe('GET user-service/operate/getTree', () => {
  it('includes pages outside the sidebar, only within what the caller holds', async () => {
    const u = await createUserWithCodes(t.database.db, ['editTask', 'editTask:edit']);
    const token = await login(t.app, u.account, u.password);
    const r = await call<TAuthorityNode[]>(t.app, 'GET', 'user-service/operate/getTree', { token });
    expect(r.body.data.map((g) => g.code)).toEqual(['group.robots']);
    expect(r.body.data[0]!.children[0]!.children.map((o) => o.code)).toEqual(['editTask:edit']);
  });
});
