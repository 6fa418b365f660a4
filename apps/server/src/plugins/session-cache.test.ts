import { ErrorCode, defineRoute } from '@fleet/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../app';
import { openDatabase, type Database } from '../db/client';
import { users } from '../db/schema';
import { registerRoute } from '../lib/route';
import { createUserWithCodes } from '../../test/fixtures';
import { call, createTestApp, login, type TestApp } from '../../test/helpers';
import { freshReads } from './session-cache';

/**
 * The session cache never serves a session after a committed revocation or rights change, whichever
 * instance (or hand-written statement) made it: two app instances share one database, every token is
 * first used twice on instance A (so A holds it), then the change is made, and A's very next answer
 * must already reflect it.
 */
const guarded = defineRoute({
  method: 'POST',
  path: 'test/cache-guarded',
  access: 'user:create',
  tags: ['test'],
  summary: 'test',
  body: z.object({}),
  data: z.null(),
});
const withGuarded = (app: FastifyInstance) => registerRoute(app, guarded, async () => null);

let a: TestApp;
let b: FastifyInstance;
let bDb: Database;
beforeAll(async () => {
  a = await createTestApp({ register: withGuarded });
  bDb = openDatabase(a.databaseUrl!, { max: 3 });
  b = await buildApp({
    db: bDb.db,
    sessionIdleMinutes: 120,
    loginRateLimit: 1000,
    version: { version: 't', buildTime: 't' },
    filesDir: a.filesDir,
  });
  withGuarded(b);
  await b.ready();
});
afterAll(async () => {
  await b.close();
  await bDb.close();
  await a.close();
});

const own = (app: FastifyInstance, token: string) => call(app, 'GET', 'user-service/user/userinfo/getOwnDetail', { token });
/** Signs in on B and makes A hold the session (the second call is served from A's cache). */
const cachedOnA = async (codes: string[] = []) => {
  const u = await createUserWithCodes(a.database.db, codes);
  const token = await login(b, u.account, u.password);
  expect((await own(a.app, token)).body.code).toBe(0);
  expect((await own(a.app, token)).body.code).toBe(0);
  return { ...u, token };
};

describe('a session held in the cache of instance A', () => {
  it('is refused right after signing out on A', async () => {
    const { token } = await cachedOnA();
    expect((await call(a.app, 'POST', 'user-service/auth/logout', { token })).body.code).toBe(0);
    expect(await own(a.app, token)).toMatchObject({ status: 401, body: { code: ErrorCode.UNAUTHENTICATED } });
  });

  it('is refused right after signing out on instance B', async () => {
    const { token } = await cachedOnA();
    expect((await call(b, 'POST', 'user-service/auth/logout', { token })).body.code).toBe(0);
    expect(await own(a.app, token)).toMatchObject({ status: 401, body: { code: ErrorCode.UNAUTHENTICATED } });
  });

  it('answers LOGGED_IN_ELSEWHERE right after the same account signed in on B', async () => {
    const u = await cachedOnA();
    const second = await login(b, u.account, u.password);
    expect(await own(a.app, u.token)).toMatchObject({ status: 401, body: { code: ErrorCode.LOGGED_IN_ELSEWHERE } });
    expect((await own(a.app, second)).body.code).toBe(0);
  });

  it('answers SESSION_GONE right after the user is disabled by a statement outside the server', async () => {
    const u = await cachedOnA();
    await a.database.db.update(users).set({ enabled: false }).where(eq(users.id, u.user.id));
    expect(await own(a.app, u.token)).toMatchObject({ status: 401, body: { code: ErrorCode.SESSION_GONE } });
  });

  it('is refused right after its row is revoked or deleted by hand', async () => {
    const first = await cachedOnA();
    await a.database.db.execute(sql`update sessions set revoked_at = now(), revoked_reason = 'logout' where user_id = ${first.user.id}`);
    expect((await own(a.app, first.token)).body.code).toBe(ErrorCode.UNAUTHENTICATED);
    const second = await cachedOnA();
    await a.database.db.execute(sql`delete from sessions where user_id = ${second.user.id}`);
    expect((await own(a.app, second.token)).body.code).toBe(ErrorCode.UNAUTHENTICATED);
  });

  it('sees a permission granted or taken away on its role at the very next request', async () => {
    const u = await cachedOnA([]);
    expect((await call(a.app, 'POST', 'test/cache-guarded', { token: u.token, body: {} })).body.code).toBe(ErrorCode.PERMISSION_DENIED);
    await bDb.db.execute(sql`insert into role_permissions (role_id, code) values (${u.role.id}, 'user:create')`);
    expect((await call(a.app, 'POST', 'test/cache-guarded', { token: u.token, body: {} })).body.code).toBe(0);
    await bDb.db.execute(sql`delete from role_permissions where role_id = ${u.role.id}`);
    expect((await call(a.app, 'POST', 'test/cache-guarded', { token: u.token, body: {} })).body.code).toBe(ErrorCode.PERMISSION_DENIED);
  });

  it('keeps serving sessions that nothing changed after an unrelated revocation', async () => {
    const kept = await cachedOnA();
    const ended = await cachedOnA();
    expect((await call(b, 'POST', 'user-service/auth/logout', { token: ended.token })).body.code).toBe(0);
    expect((await own(a.app, kept.token)).body.code).toBe(0);
    expect((await own(a.app, ended.token)).body.code).toBe(ErrorCode.UNAUTHENTICATED);
  });
});

describe('freshReads', () => {
  /** A read whose answers the test hands out one by one, in order. */
  const controlled = () => {
    const pending: ((v: number) => void)[] = [];
    let reads = 0;
    const read = () => {
      reads += 1;
      return new Promise<number>((resolve) => pending.push(resolve));
    };
    return { read, reads: () => reads, answer: (v: number) => pending.shift()!(v) };
  };

  it('never hands a caller a read that was already under way when it called, and shares the next one', async () => {
    const c = controlled();
    const fresh = freshReads(c.read);
    const first = fresh();
    const second = fresh(); // arrives while the first read is under way
    const third = fresh();
    expect(c.reads()).toBe(1);
    c.answer(1);
    expect(await first).toBe(1);
    await expect.poll(() => c.reads()).toBe(2); // the next read starts once the first has ended
    c.answer(2);
    expect(await second).toBe(2);
    expect(await third).toBe(2);
    expect(c.reads()).toBe(2);
  });
});
