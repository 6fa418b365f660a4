import { ALL_PERMISSION_CODES, ErrorCode, type TAuthority, type TAuthorityNode } from '@fleet/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, type TestApp } from '../../../test/helpers';
import { buildBusiness } from '../../../test/tenancy-fixtures';

let t: TestApp;
let platform: string;
beforeAll(async () => {
  t = await createTestApp();
  platform = await login(t.app);
});
afterAll(() => t.close());

describe('GET user-service/authority/list', () => {
  it('lists the whole catalogue with types, names in the caller language and holders', async () => {
    const r = await call<TAuthority[]>(t.app, 'GET', 'user-service/authority/list', { token: platform, lang: 'ja' });
    expect(r.body.data.map((a) => a.code).sort()).toEqual([...ALL_PERMISSION_CODES].sort());
    expect(r.body.data.find((a) => a.code === 'user')).toMatchObject({
      type: 'menu',
      name: 'ユーザー管理',
      parentCode: null,
      roleCount: 1,
    });
    expect(r.body.data.find((a) => a.code === 'user:create')).toMatchObject({ type: 'operate', parentCode: 'user', name: '新規作成' });
  });

  it("describes every permission in the caller's language: a screen, an operation by its verb and one written for its code", async () => {
    const list = async (lang: 'zh' | 'en' | 'ja') =>
      new Map(
        (await call<TAuthority[]>(t.app, 'GET', 'user-service/authority/list', { token: platform, lang })).body.data.map((a) => [
          a.code,
          a,
        ]),
      );
    const [zh, en, ja] = [await list('zh'), await list('en'), await list('ja')];
    for (const lang of [zh, en, ja]) {
      for (const a of lang.values()) {
        expect(a.description, a.code).toBe(a.defaultDescription);
        expect(a.description, a.code).not.toMatch(/^$|\{\{|permDesc/);
      }
    }
    expect(en.get('user')!.description).toMatch(/^Manage the user accounts of your organization/);
    expect(zh.get('user')!.description).toMatch(/^管理本组织及下级组织的用户账号/);
    expect(ja.get('user')!.description).toMatch(/^自組織と配下組織のユーザーアカウントを管理する/);
    expect(en.get('maintainRecord:create')!.description).toBe('Create new entries on the “Maintenance records” screen.');
    expect(zh.get('maintainRecord:create')!.description).toBe('在“维护记录”中新增记录。');
    expect(ja.get('maintainRecord:create')!.description).toBe('「保守記録」で新しい項目を作成する。');
    expect(en.get('robotOperate:reset')!.description).toContain('maps, tasks and history are cleared');
    expect(zh.get('robotOperate:reset')!.description).toContain('地图、任务和历史数据');
    expect(ja.get('robotOperate:reset')!.description).toContain('マップ、タスク、履歴が消去され');
  });
});

describe('PUT user-service/authority/update', () => {
  it('renames a permission per language, shown in menus, and never changes its code', async () => {
    const r = await call(t.app, 'PUT', 'user-service/authority/update', {
      token: platform,
      body: { code: 'user', names: { en: 'People', zh: '人员' }, description: 'Who may sign in' },
    });
    expect(r.body.code).toBe(0);
    const tree = await call<TAuthorityNode[]>(t.app, 'GET', 'user-service/auth/getTree', { token: platform, lang: 'en' });
    expect(tree.body.data.find((g) => g.code === 'group.system')!.children.find((m) => m.code === 'user')!.name).toBe('People');
    const ja = await call<TAuthority[]>(t.app, 'GET', 'user-service/authority/list', { token: platform, lang: 'ja' });
    expect(ja.body.data.find((a) => a.code === 'user')).toMatchObject({
      name: 'ユーザー管理',
      description: 'Who may sign in',
      names: { en: 'People', zh: '人员' },
    });
    expect(ja.body.data.find((a) => a.code === 'user')!.defaultDescription).toMatch(/^自組織と配下組織のユーザーアカウントを管理する/);
    const unknown = await call(t.app, 'PUT', 'user-service/authority/update', { token: platform, body: { code: 'nope', names: {} } });
    expect(unknown.body.code).toBe(ErrorCode.NOT_FOUND);
    const same = await call(t.app, 'PUT', 'user-service/authority/update', {
      token: platform,
      body: { code: 'user', names: { en: 'People', zh: '人员' }, description: 'Who may sign in' },
    });
    expect(same.body.code).toBe(ErrorCode.NO_CHANGES);
  });

  it('an edited description wins in every language; emptying it returns to the catalogue, which names the screen as renamed', async () => {
    const path = 'user-service/authority/update';
    const byCode = async (lang: 'zh' | 'en', code: string) =>
      (await call<TAuthority[]>(t.app, 'GET', 'user-service/authority/list', { token: platform, lang })).body.data.find(
        (a) => a.code === code,
      )!;
    const edit = await call(t.app, 'PUT', path, {
      token: platform,
      body: { code: 'role:delete', names: {}, description: 'Only for the site lead' },
    });
    expect(edit.body.code).toBe(0);
    expect(await byCode('zh', 'role:delete')).toMatchObject({
      description: 'Only for the site lead',
      defaultDescription: '删除没有用户持有的角色。',
    });
    expect(await byCode('en', 'role:delete')).toMatchObject({
      description: 'Only for the site lead',
      defaultDescription: 'Delete roles that no user holds.',
    });

    const cleared = await call(t.app, 'PUT', path, { token: platform, body: { code: 'role:delete', names: {}, description: '' } });
    expect(cleared.body.code).toBe(0);
    expect((await byCode('en', 'role:delete')).description).toBe('Delete roles that no user holds.');

    const renamed = await call(t.app, 'PUT', path, { token: platform, body: { code: 'maintainRecord', names: { en: 'Service log' } } });
    expect(renamed.body.code).toBe(0);
    expect((await byCode('en', 'maintainRecord:create')).description).toBe('Create new entries on the “Service log” screen.');
  });

  it('is for platform staff only: a business administrator lacks authority:edit', async () => {
    const b = await buildBusiness(t.app, platform, 'AU');
    const r = await call(t.app, 'PUT', 'user-service/authority/update', {
      token: b.adminToken,
      body: { code: 'user', names: { en: 'Mine' } },
    });
    expect(r.body.code).toBe(ErrorCode.PERMISSION_DENIED);
  });
});
