import { ErrorCode } from '@fleet/contracts';
import type { FastifyInstance } from 'fastify';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import { migrateDatabase, openDatabase, type Database } from './client';
import { isConnectionError } from './connection-error';
import { startEmbeddedPostgres, type EmbeddedDb } from './embedded';
import type { Restartable } from './postmaster';
import { connectionProbe } from './probe';
import { seed } from './seed';
import { superviseDatabase, type DatabaseSupervisor } from './supervisor';
import { ADMIN_PASSWORD, call, login } from '../../test/helpers';

/**
 * An embedded PostgreSQL of this file's own, killed under a running app (SIGKILL of the postmaster,
 * as the OOM killer would): calls answer 503 in the envelope, /healthz says unavailable, the server
 * is restarted on the same data, and what was committed before is still there.
 */
const dir = mkdtempSync(path.join(os.tmpdir(), 'fleet-recovery-'));
// The embedded server runs as a dedicated user when we are root: it must reach the directory.
chmodSync(dir, 0o755);
const EN_MSG = 'The database is not reachable right now; try again in a moment.';
const OWN = 'user-service/user/userinfo/getOwnDetail';

let embedded: EmbeddedDb;
let database: Database;
let supervisor: DatabaseSupervisor;
let app: FastifyInstance;
const giveUp = vi.fn();
const closedGate = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};
/** The supervisor's restarts wait for this, so the test sees the outage before it ends. */
let gate = closedGate();
const gated: Restartable = {
  running: () => embedded.running(),
  onExit: (listener) => embedded.onExit(listener),
  restart: async () => {
    await gate.promise;
    await embedded.restart();
  },
};

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
const killPostmaster = () => {
  const pid = Number(readFileSync(path.join(dir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
  process.kill(pid, 'SIGKILL');
};
const health = async (target = app) => (await target.inject({ method: 'GET', url: '/healthz' })).statusCode;

const appOn = (db: Database, extra: Partial<Parameters<typeof buildApp>[0]> = {}) =>
  buildApp({
    db: db.db,
    sessionIdleMinutes: 120,
    loginRateLimit: 1000,
    version: { version: 't', buildTime: 't' },
    filesDir: dir,
    ...extra,
  });

beforeAll(async () => {
  embedded = await startEmbeddedPostgres(path.join(dir, 'pg'));
  database = openDatabase(embedded.url, { max: 5 });
  await migrateDatabase(database);
  await seed(database.db, { adminPassword: ADMIN_PASSWORD });
  supervisor = superviseDatabase({
    probe: connectionProbe(embedded.url),
    embedded: gated,
    deadlineMs: 60_000,
    onGiveUp: giveUp,
    log: () => undefined,
  });
  app = await appOn(database, { databaseHealth: supervisor });
  await app.ready();
});
afterAll(async () => {
  gate.resolve();
  await app?.close();
  await supervisor?.close();
  await database?.close();
  await embedded?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('the embedded PostgreSQL killed under a running server', () => {
  it('answers 503 DATABASE_UNAVAILABLE and an unhealthy /healthz meanwhile, restarts it, and keeps the committed data', async () => {
    const token = await login(app);
    const saved = await call(app, 'POST', 'user-service/user/userinfo/updateOwner', {
      token,
      body: { userName: 'Written before the kill', phone: '', email: '' },
    });
    expect(saved.body.code).toBe(0);
    expect(await health()).toBe(200);

    killPostmaster();
    await vi.waitFor(async () => expect(await health()).toBe(503), { timeout: 10_000, interval: 50 });
    expect((await app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'unavailable', database: 'down' });
    expect(await call(app, 'GET', OWN, { token })).toMatchObject({
      status: 503,
      body: { code: ErrorCode.DATABASE_UNAVAILABLE, msg: EN_MSG },
    });
    expect((await call(app, 'GET', OWN, { token, lang: 'zh' })).body.msg).toBe('数据库暂时无法连接，请稍后再试。');
    // The live hub authenticates through the same resolver: "try again", not "signed out".
    await expect(app.resolveSession(token)).rejects.toMatchObject({ codeName: 'DATABASE_UNAVAILABLE' });

    gate.resolve();
    await vi.waitFor(async () => expect(await health()).toBe(200), { timeout: 60_000, interval: 100 });
    const after = await call<{ userName: string }>(app, 'GET', OWN, { token });
    expect(after).toMatchObject({ status: 200, body: { code: 0, data: { userName: 'Written before the kill' } } });
    expect(giveUp).not.toHaveBeenCalled();
  }, 90_000);

  it('gives up (the process exits non-zero) when it does not come back within the deadline', async () => {
    gate = closedGate(); // the first supervisor waits this time
    const exit = vi.fn();
    const never: Restartable = {
      running: () => embedded.running(),
      onExit: (l) => embedded.onExit(l),
      restart: () => new Promise<void>(() => undefined),
    };
    const short = superviseDatabase({
      probe: connectionProbe(embedded.url),
      embedded: never,
      deadlineMs: 500,
      onGiveUp: exit,
      log: () => undefined,
    });
    try {
      killPostmaster();
      await vi.waitFor(() => expect(exit).toHaveBeenCalledTimes(1), { timeout: 10_000, interval: 50 });
      expect(short.up).toBe(false);
    } finally {
      await short.close();
      gate.resolve();
    }
    // The first supervisor brings it back for the rest of the file.
    await vi.waitFor(async () => expect(await health()).toBe(200), { timeout: 60_000, interval: 100 });
  }, 90_000);
});

describe('an external database (DATABASE_URL) that cannot be reached', () => {
  it('is waited for, not restarted: /healthz and the API answer 503, and the process exits after the deadline', async () => {
    const exit = vi.fn();
    const unreachable = superviseDatabase({
      probe: connectionProbe(`postgres://postgres:x@127.0.0.1:${await freePort()}/postgres`),
      deadlineMs: 500,
      onGiveUp: exit,
      log: () => undefined,
      probeEveryMs: 20,
    });
    const other = await appOn(database, { databaseHealth: unreachable });
    try {
      await vi.waitFor(async () => expect(await health(other)).toBe(503), { timeout: 10_000, interval: 20 });
      expect((await call(other, 'GET', 'user-service/webApi/version')).body).toMatchObject({
        code: ErrorCode.DATABASE_UNAVAILABLE,
        msg: EN_MSG,
      });
      await vi.waitFor(() => expect(exit).toHaveBeenCalledTimes(1), { timeout: 10_000, interval: 50 });
    } finally {
      await other.close();
      await unreachable.close();
    }
  });
});

describe('the error handler', () => {
  it('answers a query that cannot reach the database with 503 DATABASE_UNAVAILABLE, not 500', async () => {
    const dead = new pg.Pool({ connectionString: `postgres://postgres:x@127.0.0.1:${await freePort()}/postgres` });
    const other = await appOn(database);
    other.get('/v2/api/sweeper/test/dead-db', { config: { access: 'public' } }, async () => dead.query('select 1'));
    try {
      const r = await call(other, 'GET', 'test/dead-db', { lang: 'ja' });
      expect(r).toMatchObject({
        status: 503,
        body: {
          code: ErrorCode.DATABASE_UNAVAILABLE,
          msg: 'ただいまデータベースに接続できません。しばらくしてからもう一度お試しください。',
        },
      });
    } finally {
      await other.close();
      await dead.end();
    }
  });

  it.each([
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })],
    ['an administrator shutdown (57P01)', Object.assign(new Error('terminating connection'), { code: '57P01' })],
    ['a server starting up (57P03)', Object.assign(new Error('the database system is starting up'), { code: '57P03' })],
    ['a connection failure (08006)', Object.assign(new Error('connection failure'), { code: '08006' })],
    ['a dropped connection wrapped by Drizzle', new Error('Failed query', { cause: new Error('Connection terminated unexpectedly') })],
  ])('takes %s for an unreachable database', (_, err) => expect(isConnectionError(err)).toBe(true));

  it.each([
    ['a unique violation (23505)', Object.assign(new Error('duplicate key'), { code: '23505' })],
    ['a plain bug', new TypeError('x is undefined')],
  ])('does not take %s for one', (_, err) => expect(isConnectionError(err)).toBe(false));
});
