/**
 * What every benchmark needs around its measurement: a PostgreSQL (BENCH_DATABASE_URL or embedded in a
 * temporary directory), a listening app, a signed-in admin, and cleanup that runs even on failure or ^C.
 */
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import type { GatewayOptions } from '../apps/server/src/gateway/gateway.options';
import { migrateDatabase, openDatabase, type Db } from '../apps/server/src/db/client';
import { startEmbeddedPostgres, type EmbeddedDb } from '../apps/server/src/db/embedded';
import { seed } from '../apps/server/src/db/seed';

export const HOST = '127.0.0.1';
export const API = '/v2/api/sweeper';
export const ADMIN_PASSWORD = 'Bench#2026pass';

export const log = (m: string) => console.log(`[bench] ${m}`);

/** Cleanup steps run in reverse order, each even when an earlier one failed. */
export const cleanups: (() => Promise<unknown>)[] = [];
export const cleanUp = async () => {
  while (cleanups.length) {
    const step = cleanups.pop()!;
    await step().catch((e: unknown) => console.error('[bench] cleanup step failed:', e));
  }
};

export const listen = async (app: FastifyInstance, port = 0) => {
  await app.listen({ host: HOST, port });
  const addr = app.server.address();
  if (!addr || typeof addr === 'string') throw new Error('the app did not bind a TCP port');
  return `http://${HOST}:${addr.port}`;
};

/** The embedded PostgreSQL's data directory, once started (bench/cpu.ts reads its processes' CPU time). */
export const embeddedPostgres: { dataDir?: string } = {};

/** The server named by BENCH_DATABASE_URL (a fresh database on it), or an embedded one in a temp dir. */
export const provideDatabase = async (): Promise<string> => {
  const external = process.env.BENCH_DATABASE_URL;
  if (external) {
    const name = `fleet_bench_${randomBytes(6).toString('hex')}`;
    const admin = async (sql: string) => {
      const client = new pg.Client({ connectionString: external });
      await client.connect();
      try {
        await client.query(sql);
      } finally {
        await client.end();
      }
    };
    await admin(`create database ${name}`);
    cleanups.push(() => admin(`drop database if exists ${name} with (force)`));
    const url = new URL(external);
    url.pathname = `/${name}`;
    log(`PostgreSQL: database ${name} on BENCH_DATABASE_URL (${url.host})`);
    return url.toString();
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'fleet-bench-pg-'));
  cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
  // The embedded server runs as a dedicated user when we are root: it must reach the directory.
  chmodSync(dir, 0o755);
  const embedded: EmbeddedDb = await startEmbeddedPostgres(path.join(dir, 'pg'), (m) => log(m));
  cleanups.push(() => embedded.stop());
  embeddedPostgres.dataDir = path.join(dir, 'pg');
  log(`PostgreSQL: embedded, data in ${dir}`);
  return embedded.url;
};

export const signIn = async (url: string) => {
  const res = await fetch(`${url}${API}/user-service/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: 'admin', password: ADMIN_PASSWORD }),
  });
  const body = (await res.json()) as { code: number; data: { token: string } };
  if (res.status !== 200 || body.code !== 0) throw new Error(`sign-in failed: HTTP ${res.status} ${JSON.stringify(body)}`);
  return body.data.token;
};

export const machine = () =>
  `machine: ${os.cpus().length} cores (${os.cpus()[0]?.model.trim() ?? 'unknown CPU'}), node ${process.version}, ${os.platform()} ${os.arch()}`;

/** Runs a benchmark's main with cleanup on success, failure and ^C, and the exit code to match. */
export const runBench = (main: () => Promise<void>) => {
  let interrupted = false;
  process.on('SIGINT', () => {
    if (interrupted) return;
    interrupted = true;
    log('interrupted: cleaning up');
    void cleanUp().finally(() => process.exit(130));
  });
  main()
    .then(async () => {
      await cleanUp();
      process.exit(0);
    })
    .catch(async (e: unknown) => {
      console.error(`[bench] FAILED: ${e instanceof Error ? e.message : String(e)}`);
      await cleanUp();
      process.exit(1);
    });
};

/**
 * The real app on a migrated, seeded database (admin signs in with ADMIN_PASSWORD), listening; both are
 * closed by cleanUp. `webDist` serves a built console, `gateway` starts the device gateway with those
 * options, `prepare` writes what the bench needs into the database before the app starts. Returns the
 * app's URL; `startRealAppWithDb` also the app and the database.
 */
export const startRealAppWithDb = async (
  opts: { webDist?: string; gateway?: GatewayOptions; deviceBaseUrl?: string; port?: number; prepare?: (db: Db) => Promise<void> } = {},
) => {
  const { prepare, port, ...appOpts } = opts;
  const database = openDatabase(await provideDatabase());
  cleanups.push(() => database.close());
  await migrateDatabase(database);
  await seed(database.db, { adminPassword: ADMIN_PASSWORD });
  await prepare?.(database.db);
  const app = await buildApp({
    db: database.db,
    sessionIdleMinutes: 120,
    loginRateLimit: 30,
    version: { version: '0.0.0-bench', buildTime: 'bench' },
    filesDir: path.join(os.tmpdir(), 'fleet-bench-files'),
    checkResponses: false, // as server.ts runs it
    ...appOpts,
  });
  cleanups.push(() => app.close());
  return { url: await listen(app, port), app, db: database.db };
};
export const startRealApp = async (opts: { webDist?: string } = {}) => (await startRealAppWithDb(opts)).url;
