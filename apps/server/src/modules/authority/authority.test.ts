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
    expect(r.body.data.find((a) => a.code === 'user')).toMatchObject({ type: 'menu', name: 'ユーザー管理', parentCode: null, roleCount: 1 });
    expect(r.body.data.find((a) => a.code === 'user:create')).toMatchObject({ type: 'operate', parentCode: 'user', name: '新規作成' });
  });
});

describe('PUT user-service/authority/update', () => {
  it('renames a permission per language, shown in menus, and never changes its code', async () => {
    const r = await call(t.app, 'PUT', 'user-service/authority/update', {
      token: platform, body: { code: 'user', names: { en: 'People', zh: '人员' }, description: 'Who may sign in' },
    });
    expect(r.body.code).toBe(0);
    const tree = await call<TAuthorityNode[]>(t.app, 'GET', 'user-service/auth/getTree', { token: platform, lang: 'en' });
    expect(tree.body.data.find((g) => g.code === 'group.system')!.children.find((m) => m.code === 'user')!.name).toBe('People');
    const ja = await call<TAuthority[]>(t.app, 'GET', 'user-service/authority/list', { token: platform, lang: 'ja' });
    expect(ja.body.data.find((a) => a.code === 'user')).toMatchObject({ name: 'ユーザー管理', description: 'Who may sign in', names: { en: 'People', zh: '人员' } });
    const unknown = await call(t.app, 'PUT', 'user-service/authority/update', { token: platform, body: { code: 'nope', names: {} } });
    expect(unknown.body.code).toBe(ErrorCode.NOT_FOUND);
    const same = await call(t.app, 'PUT', 'user-service/authority/update', { token: platform, body: { code: 'user', names: { en: 'People', zh: '人员' }, description: 'Who may sign in' } });
    expect(same.body.code).toBe(ErrorCode.NO_CHANGES);
  });

  it('is for platform staff only: a business administrator lacks authority:edit', async () => {
    const b = await buildBusiness(t.app, platform, 'AU');
    const r = await call(t.app, 'PUT', 'user-service/authority/update', { token: b.adminToken, body: { code: 'user', names: { en: 'Mine' } } });
    expect(r.body.code).toBe(ErrorCode.PERMISSION_DENIED);
  });
});
