import { ErrorCode, defineRoute } from '@fleet/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { users } from '../db/schema';
import { registerRoute } from '../lib/route';
import { createUserWithCodes } from '../../test/fixtures';
import { call, createTestApp, login, type TestApp } from '../../test/helpers';

/** A route that needs `user:create`, registered only here, to test the guard itself. */
const guarded = defineRoute({
  method: 'POST',
  path: 'test/guarded',
  access: 'user:create',
  tags: ['test'],
  summary: 'test',
  body: z.object({ n: z.number() }),
  data: z.object({ n: z.number() }),
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ register: (app) => registerRoute(app, guarded, async ({ body }) => ({ n: body.n })) });
});
afterAll(() => t.close());

const own = (token?: string) => call(t.app, 'GET', 'user-service/user/userinfo/getOwnDetail', { token });

describe('session guard', () => {
  it('answers 401 without a token or with an unknown one', async () => {
    expect(await own()).toMatchObject({ status: 401, body: { code: ErrorCode.UNAUTHENTICATED } });
    expect(await own('not-a-token')).toMatchObject({ status: 401, body: { code: ErrorCode.UNAUTHENTICATED } });
  });

  it('answers 403 "Login expired" after SESSION_IDLE_MINUTES without a call', async () => {
    const token = await login(t.app);
    await t.database.db.execute(sql`update sessions set last_seen_at = now() - interval '121 minutes'`);
    expect(await own(token)).toMatchObject({ status: 403, body: { code: ErrorCode.LOGIN_EXPIRED, msg: 'Login expired' } });
  });

  it('answers code 10000 once the account is disabled or deleted', async () => {
    const a = await createUserWithCodes(t.database.db, []);
    const tokenA = await login(t.app, a.account, a.password);
    await t.database.db.update(users).set({ enabled: false }).where(eq(users.id, a.user.id));
    expect(await own(tokenA)).toMatchObject({ status: 401, body: { code: ErrorCode.SESSION_GONE } });
    const b = await createUserWithCodes(t.database.db, []);
    const tokenB = await login(t.app, b.account, b.password);
    await t.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, b.user.id));
    expect(await own(tokenB)).toMatchObject({ status: 401, body: { code: ErrorCode.SESSION_GONE } });
  });

  it('refuses a valid session lacking the permission with a business code, keeping it signed in', async () => {
    const u = await createUserWithCodes(t.database.db, ['user']);
    const token = await login(t.app, u.account, u.password);
    const denied = await call(t.app, 'POST', 'test/guarded', { token, body: { n: 1 } });
    expect(denied.status).toBe(400);
    expect(denied.body).toMatchObject({ code: ErrorCode.PERMISSION_DENIED, msg: 'You do not have permission for this operation' });
    expect((await own(token)).body.code).toBe(0);
  });

  it('checks the permission before the body, and applies a changed role on the next request', async () => {
    const u = await createUserWithCodes(t.database.db, []);
    const token = await login(t.app, u.account, u.password);
    const invalid = await call(t.app, 'POST', 'test/guarded', { token, body: { n: 'x' } });
    expect(invalid.body.code).toBe(ErrorCode.PERMISSION_DENIED);
    await t.database.db.execute(sql`insert into role_permissions (role_id, code) values (${u.role.id}, 'user:create')`);
    const allowed = await call<{ n: number }>(t.app, 'POST', 'test/guarded', { token, body: { n: 7 } });
    expect(allowed.body).toMatchObject({ code: 0, data: { n: 7 } });
    // Taking it away applies at once too, although the server caches role codes between requests.
    await t.database.db.execute(sql`delete from role_permissions where role_id = ${u.role.id} and code = 'user:create'`);
    expect((await call(t.app, 'POST', 'test/guarded', { token, body: { n: 8 } })).body.code).toBe(ErrorCode.PERMISSION_DENIED);
  });

  it('accepts the token with a Bearer prefix too', async () => {
    const token = await login(t.app);
    expect(
      (await call(t.app, 'GET', 'user-service/user/userinfo/getOwnDetail', { headers: { authorization: `Bearer ${token}` } })).body.code,
    ).toBe(0);
  });
});
