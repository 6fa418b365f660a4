import { ErrorCode } from '@fleet/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationLog } from '../../db/schema';
import { call, createTestApp, login, type TestApp } from '../../../test/helpers';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await login(t.app);
});
afterAll(() => t.close());

describe('GET user-service/user/userinfo/getOwnDetail', () => {
  it('returns the current-user fields of spec §3 with organisation and role', async () => {
    const r = await call<Record<string, unknown>>(t.app, 'GET', 'user-service/user/userinfo/getOwnDetail', { token });
    expect(r.body.code).toBe(0);
    expect(r.body.data).toMatchObject({
      account: 'admin',
      level: 0,
      orgCode: 'PLATFORM',
      orgName: 'Fleet Platform',
      businessCode: 'PLATFORM',
      businessName: 'Fleet Platform',
      roleName: 'Platform administrator',
      roleLevel: 0,
      isFirstLogin: false,
    });
    for (const k of [
      'businessCode',
      'businessName',
      'email',
      'id',
      'level',
      'orgId',
      'orgName',
      'orgCode',
      'phone',
      'roleId',
      'roleName',
      'userCode',
      'userName',
      'roleLevel',
    ]) {
      expect(r.body.data).toHaveProperty(k);
    }
  });
});

describe('POST user-service/user/userinfo/updateOwner', () => {
  const path = 'user-service/user/userinfo/updateOwner';
  it('saves a changed name, phone and email and logs the operation', async () => {
    const r = await call(t.app, 'POST', path, { token, body: { userName: 'Ops Lead', phone: '+8613800138000', email: 'ops@example.com' } });
    expect(r.body.code).toBe(0);
    const d = await call<Record<string, string>>(t.app, 'GET', 'user-service/user/userinfo/getOwnDetail', { token });
    expect(d.body.data).toMatchObject({ userName: 'Ops Lead', phone: '+8613800138000', email: 'ops@example.com' });
    const logs = await t.database.db
      .select()
      .from(operationLog)
      .where(and(eq(operationLog.action, 'user.updateOwner'), eq(operationLog.account, 'admin')));
    expect(logs).toHaveLength(1);
  });

  it('refuses an unchanged edit with the "no changes" message', async () => {
    const r = await call(t.app, 'POST', path, {
      token,
      lang: 'en',
      body: { userName: 'Ops Lead', phone: '+8613800138000', email: 'ops@example.com' },
    });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: ErrorCode.NO_CHANGES, msg: 'No changes: click Cancel or modify something first' });
  });

  it('names each invalid field and changes nothing', async () => {
    const bad = await call(t.app, 'POST', path, { token, body: { userName: ' padded', phone: '12ab', email: 'nope' } });
    expect(bad.body.code).toBe(ErrorCode.VALIDATION);
    const fields = (bad.body.data as unknown as { fields: { path: string; code: string }[] }).fields;
    expect(fields).toEqual(
      expect.arrayContaining([
        { path: 'userName', code: 'validation.spaces' },
        { path: 'phone', code: 'validation.phone' },
        { path: 'email', code: 'validation.email' },
      ]),
    );
    const tooLong = await call(t.app, 'POST', path, { token, lang: 'zh', body: { userName: 'x'.repeat(31), phone: '', email: '' } });
    expect(tooLong.body.msg).toBe('用户名：内容过长');
    const d = await call<Record<string, string>>(t.app, 'GET', 'user-service/user/userinfo/getOwnDetail', { token });
    expect(d.body.data.userName).toBe('Ops Lead');
  });
});

describe('POST user-service/webApi/language/:lang', () => {
  it('stores the language (jaJP → ja) and refuses an unknown one', async () => {
    expect((await call(t.app, 'POST', 'user-service/webApi/language/jaJP', { token })).body.code).toBe(0);
    const d = await call<{ language: string }>(t.app, 'GET', 'user-service/user/userinfo/getOwnDetail', { token });
    expect(d.body.data.language).toBe('ja');
    const bad = await call(t.app, 'POST', 'user-service/webApi/language/fr', { token });
    expect(bad.body).toMatchObject({ code: ErrorCode.VALIDATION, data: { fields: [{ path: 'lang' }] } });
  });
});
