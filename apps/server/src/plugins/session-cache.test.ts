import { ErrorCode, defineRoute } from '@fleet/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../app';
import { openDatabase, type Database } from '../db/client';
import { users } from '../db/schema';
import { registerRoute } from '../lib/route';
import { createUserWithCodes } from '../../test/fixtures';
import { call, createTestApp, login, type TestApp } from '../../test/helpers';
import { EPOCH_WATCH_APPLICATION, freshReads } from './auth-epoch-watch';
import { readAuthEpoch } from './session.repository';

/**
 * The session cache never serves a session after a revocation or rights change: one made through
 * instance A is seen by A's very next answer; one made by instance B or a hand-written statement as
 * soon as A has heard the epoch move (its LISTEN connection, milliseconds), and at once while A's watch
 * is not listening. Two app instances share one database; every token is first used twice on A (so A
 * holds it), then the change is made.
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
/** Waits until A's watch has heard every epoch move committed so far (the positive signal). */
const aHeard = async () => {
  const epoch = await readAuthEpoch(a.database.db);
  await vi.waitFor(() => {
    if ((a.app.authEpochWatch.heard ?? -1) < epoch!) throw new Error(`A has heard ${a.app.authEpochWatch.heard}, not yet ${epoch}`);
  });
};

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

  it('is refused once A has heard of signing out on instance B', async () => {
    const { token } = await cachedOnA();
    expect((await call(b, 'POST', 'user-service/auth/logout', { token })).body.code).toBe(0);
    await aHeard();
    expect(await own(a.app, token)).toMatchObject({ status: 401, body: { code: ErrorCode.UNAUTHENTICATED } });
  });

  it('answers LOGGED_IN_ELSEWHERE once A has heard the same account signed in on B', async () => {
    const u = await cachedOnA();
    const second = await login(b, u.account, u.password);
    await aHeard();
    expect(await own(a.app, u.token)).toMatchObject({ status: 401, body: { code: ErrorCode.LOGGED_IN_ELSEWHERE } });
    expect((await own(a.app, second)).body.code).toBe(0);
  });

  it('answers SESSION_GONE once A has heard the user was disabled by a statement outside the server', async () => {
    const u = await cachedOnA();
    await a.database.db.update(users).set({ enabled: false }).where(eq(users.id, u.user.id));
    await aHeard();
    expect(await own(a.app, u.token)).toMatchObject({ status: 401, body: { code: ErrorCode.SESSION_GONE } });
  });

  it('is refused once its row is revoked or deleted by hand', async () => {
    const first = await cachedOnA();
    await a.database.db.execute(sql`update sessions set revoked_at = now(), revoked_reason = 'logout' where user_id = ${first.user.id}`);
    await aHeard();
    expect((await own(a.app, first.token)).body.code).toBe(ErrorCode.UNAUTHENTICATED);
    const second = await cachedOnA();
    await a.database.db.execute(sql`delete from sessions where user_id = ${second.user.id}`);
    await aHeard();
    expect((await own(a.app, second.token)).body.code).toBe(ErrorCode.UNAUTHENTICATED);
  });

  it('sees a permission granted or taken away on its role once A has heard of it', async () => {
    const u = await cachedOnA([]);
    expect((await call(a.app, 'POST', 'test/cache-guarded', { token: u.token, body: {} })).body.code).toBe(ErrorCode.PERMISSION_DENIED);
    await bDb.db.execute(sql`insert into role_permissions (role_id, code) values (${u.role.id}, 'user:create')`);
    await aHeard();
    expect((await call(a.app, 'POST', 'test/cache-guarded', { token: u.token, body: {} })).body.code).toBe(0);
    await bDb.db.execute(sql`delete from role_permissions where role_id = ${u.role.id}`);
    await aHeard();
    expect((await call(a.app, 'POST', 'test/cache-guarded', { token: u.token, body: {} })).body.code).toBe(ErrorCode.PERMISSION_DENIED);
  });

  it('keeps serving sessions that nothing changed after an unrelated revocation', async () => {
    const kept = await cachedOnA();
    const ended = await cachedOnA();
    expect((await call(b, 'POST', 'user-service/auth/logout', { token: ended.token })).body.code).toBe(0);
    await aHeard();
    expect((await own(a.app, kept.token)).body.code).toBe(0);
    expect((await own(a.app, ended.token)).body.code).toBe(ErrorCode.UNAUTHENTICATED);
  });
});

describe('the epoch watch of instance A', () => {
  const listening = (on: boolean) =>
    vi.waitFor(() => {
      if (a.app.authEpochWatch.listening !== on) throw new Error(`listening is not ${on} yet`);
    });
  const killWatchConnection = () =>
    a.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${EPOCH_WATCH_APPLICATION} and datname = current_database()`,
    );

  it('hears nothing but the database while its connection is gone: a change by hand is seen at the very next request', async () => {
    await listening(true);
    const u = await cachedOnA();
    await killWatchConnection();
    await listening(false);
    await a.database.db.update(users).set({ enabled: false }).where(eq(users.id, u.user.id));
    expect(await own(a.app, u.token)).toMatchObject({ status: 401, body: { code: ErrorCode.SESSION_GONE } });
    // It connects again by itself, and then serves held sessions without a read per request.
    await listening(true);
    const kept = await cachedOnA();
    expect((await own(a.app, kept.token)).body.code).toBe(0);
  });

  it('checks against the database while a write request is under way or just ended on A', async () => {
    await listening(true);
    const u = await cachedOnA();
    // Signing out through A: the answer after it never comes from what the watch heard before it.
    expect((await call(a.app, 'POST', 'user-service/auth/logout', { token: u.token })).body.code).toBe(0);
    expect((await own(a.app, u.token)).body.code).toBe(ErrorCode.UNAUTHENTICATED);
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
