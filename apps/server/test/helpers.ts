import type { FastifyInstance, InjectOptions } from 'fastify';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { expect, inject, vi } from 'vitest';
import { buildApp, type AppOptions } from '../src/app';
import type { GatewayOptions } from '../src/gateway/gateway.plugin';
import { migrateDatabase, openDatabase, type Database } from '../src/db/client';
import { seed } from '../src/db/seed';

export const ADMIN_PASSWORD = 'Admin#2026pass';
export const API = '/v2/api/sweeper';

/** Creates a fresh database on the test server and returns its URL. */
export const createTestDatabase = async () => {
  const adminUrl = inject('adminDatabaseUrl');
  const name = `fleet_t_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), name };
};

/** Drops a database made by createTestDatabase, so an external test server does not fill up. */
export const dropTestDatabase = async (name: string) => {
  const client = new pg.Client({ connectionString: inject('adminDatabaseUrl') });
  await client.connect();
  await client.query(`drop database if exists ${name} with (force)`);
  await client.end();
};

export interface TestApp {
  app: FastifyInstance;
  filesDir: string;
  database: Database;
  /** The app's own database, for a second instance on the same data (gateway cluster test). */
  databaseUrl?: string;
  /** Where a test robot connects: the embedded broker (port 0 → its real port) or TEST_MQTT_URL. */
  mqttUrl?: string | null;
  close(): Promise<void>;
}

/**
 * The gateway of a test app: an embedded broker on a free port (never 1883, which a real broker may
 * hold), or the external broker of TEST_MQTT_URL. A group of its own per app, so apps sharing one
 * external broker neither split each other's ingest nor hear each other's notices.
 */
export const testGatewayOptions = (): GatewayOptions => {
  const mqttGroup = `t${randomBytes(6).toString('hex')}`;
  const external = process.env.TEST_MQTT_URL;
  return external ? { mqttUrl: external, mqttGroup } : { mqttPort: 0, mqttHost: '127.0.0.1', mqttGroup };
};

/** A real app on a real, migrated and seeded database of its own. */
export const createTestApp = async (
  opts: Partial<AppOptions> & { adminPassword?: string; register?: (app: FastifyInstance) => void } = {},
): Promise<TestApp> => {
  const { url, name } = await createTestDatabase();
  const filesDir = mkdtempSync(path.join(os.tmpdir(), 'fleet-files-'));
  const database = openDatabase(url, { max: 5 });
  await migrateDatabase(database);
  await seed(database.db, { adminPassword: opts.adminPassword ?? ADMIN_PASSWORD });
  const app = await buildApp({
    db: database.db,
    sessionIdleMinutes: 120,
    loginRateLimit: 1000,
    version: { version: '0.0.0-test', buildTime: 'test' },
    filesDir,
    ...opts,
    gateway: opts.gateway ?? testGatewayOptions(),
  });
  opts.register?.(app);
  await app.ready();
  const gw = app.gateway;
  return {
    app,
    filesDir,
    database,
    databaseUrl: url,
    mqttUrl:
      gw.mode === 'external'
        ? (opts.gateway?.mqttUrl ?? process.env.TEST_MQTT_URL ?? null)
        : gw.mqttPort === null
          ? null
          : `mqtt://127.0.0.1:${gw.mqttPort}`,
    close: async () => {
      await app.close();
      await database.close();
      await dropTestDatabase(name);
      rmSync(filesDir, { recursive: true, force: true });
    },
  };
};

/**
 * A second instance on the same database as `t`, as in production behind a load balancer (its own
 * gateway group). Ready once both instances hear the database's signals (pg_notify at commit).
 */
export const createSecondInstance = async (t: TestApp) => {
  const database = openDatabase(t.databaseUrl!, { max: 3 });
  const app = await buildApp({
    db: database.db,
    sessionIdleMinutes: 120,
    loginRateLimit: 1000,
    version: { version: 't', buildTime: 't' },
    filesDir: t.filesDir,
    gateway: testGatewayOptions(),
  });
  await app.ready();
  await vi.waitFor(() => expect(t.app.gateway.signalsListening() && app.gateway.signalsListening()).toBe(true));
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
};

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

/** inject() with the API base, a token and a language; returns status and the parsed envelope. */
export const call = async <T = unknown>(
  app: FastifyInstance,
  method: InjectOptions['method'],
  path: string,
  opts: { token?: string; body?: unknown; lang?: string; headers?: Record<string, string> } = {},
) => {
  const res = await app.inject({
    method,
    url: path.startsWith('/') ? path : `${API}/${path}`,
    headers: {
      ...(opts.token ? { authorization: opts.token } : {}),
      'accept-language': opts.lang ?? 'en',
      ...opts.headers,
    },
    ...(opts.body !== undefined ? { payload: opts.body as InjectOptions['payload'] } : {}),
  });
  return { status: res.statusCode, body: res.json() as Envelope<T>, headers: res.headers };
};

export const login = async (app: FastifyInstance, account = 'admin', password = ADMIN_PASSWORD) => {
  const r = await call<{ token: string; isFirstLogin: boolean }>(app, 'POST', 'user-service/auth/login', {
    body: { account, password },
  });
  if (r.body.code !== 0) throw new Error(`login failed: ${JSON.stringify(r.body)}`);
  return r.body.data.token;
};
