import { API_BASE, ErrorCode } from '@fleet/contracts';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationLog, sessions } from './db/schema';
import { API, call, createTestApp, type TestApp } from '../test/helpers';

/** Routes that may be called without a session: reviewed, and kept short on purpose. */
const PUBLIC_ROUTES = [
  'POST user-service/auth/login',
  'GET user-service/auth/captcha',
  'GET user-service/webApi/version',
  // A help article marked public, opened from its link without signing in (only public ones answer).
  'GET user-service/systemhelp/outAuth/info/:id',
  // The pictures and videos such an article shows, and no other file (help-public-file.test.ts).
  'GET user-service/systemhelp/outAuth/file/:id',
  // The live hub's WebSocket: browsers cannot set headers on it, so its first message carries the token.
  'GET robotinfo/live',
  // A robot's upgrade package: it signs in with its device credential and the token of its command
  // (modules/ota/package-grant.test.ts), not with a user session.
  'GET device/package/:token',
];

const routes: RouteOptions[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    register: (app: FastifyInstance) => {
      app.get(`${API}/test/boom`, { config: { access: 'session' } }, async () => {
        throw new Error('select * from users where password_hash = 1 -- internal detail');
      });
    },
  });
  // Every route registered on a second, identical app: the walk must see what production registers.
  const probe = await createTestApp({ onRoute: (r) => void routes.push(r) });
  await probe.close();
});
afterAll(() => t.close());

describe('every API route', () => {
  it('declares a permission code or session access, and only the reviewed routes are public', () => {
    // Fastify adds a HEAD twin to each GET route; it shares the GET route's config.
    const api = routes.filter((r) => r.url.startsWith(API_BASE) && !r.url.startsWith(`${API}/docs`) && r.method !== 'HEAD');
    expect(api.length).toBeGreaterThan(8);
    const missing = api.filter((r) => !r.config?.access).map((r) => `${String(r.method)} ${r.url}`);
    expect(missing).toEqual([]);
    const pub = api.filter((r) => r.config?.access === 'public').map((r) => `${String(r.method)} ${r.url.slice(API_BASE.length)}`);
    expect(pub.sort()).toEqual([...PUBLIC_ROUTES].sort());
  });
});

describe('envelope and errors', () => {
  it('answers an unknown API path with a 404 envelope in the caller language', async () => {
    const r = await call(t.app, 'GET', 'user-service/no/such/thing', { lang: 'ja' });
    expect(r.status).toBe(404);
    expect(r.body).toEqual({ code: ErrorCode.ROUTE_NOT_FOUND, msg: 'ネットワークリクエストが存在しません', data: null });
  });

  it('masks a 500: no stack, no SQL, only a request id', async () => {
    const token = (
      await call<{ token: string }>(t.app, 'POST', 'user-service/auth/login', { body: { account: 'admin', password: 'Admin#2026pass' } })
    ).body.data.token;
    const r = await call(t.app, 'GET', 'test/boom', { token });
    expect(r.status).toBe(500);
    expect(r.body.code).toBe(ErrorCode.INTERNAL);
    expect(r.body.msg).toMatch(/^Server error, please check server \(request [0-9a-f-]{36}\)$/);
    expect(JSON.stringify(r.body)).not.toMatch(/select|password_hash|at .*\.ts/);
  });

  it('answers malformed JSON with a 400 envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/user-service/auth/login`,
      headers: { 'content-type': 'application/json' },
      payload: '{bad',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: ErrorCode.BAD_REQUEST });
  });
});

describe('GET user-service/webApi/version', () => {
  it('is public and tells the version', async () => {
    const r = await call<{ version: string }>(t.app, 'GET', 'user-service/webApi/version');
    expect(r.body).toMatchObject({ code: 0, data: { version: '0.0.0-test' } });
  });
});

describe('OpenAPI', () => {
  it('documents the contract routes at /docs/json', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API}/docs/json` });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, { requestBody?: unknown }>> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths[`${API}/user-service/auth/login`]?.post?.requestBody).toBeDefined();
    expect(doc.paths[`${API}/user-service/auth/resetPassWord`]?.put).toBeDefined();
    const ui = await t.app.inject({ method: 'GET', url: `${API}/docs/` });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger');
  });
});

describe('health', () => {
  it('GET /healthz and /readyz answer ok with a reachable database', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({ status: 'ok', database: 'up' });
  });
});

describe('client address behind a proxy (TRUST_PROXY)', () => {
  /** Signs in with a forged X-Forwarded-For and returns the IP the session and the operation log recorded. */
  const recordedIp = async (app: TestApp) => {
    const r = await call<{ token: string }>(app.app, 'POST', 'user-service/auth/login', {
      body: { account: 'admin', password: 'Admin#2026pass' },
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(r.body.code).toBe(0);
    const hash = createHash('sha256').update(r.body.data.token).digest('hex');
    const [session] = await app.database.db.select().from(sessions).where(eq(sessions.tokenHash, hash));
    const [audit] = await app.database.db
      .select()
      .from(operationLog)
      .where(eq(operationLog.action, 'auth.login'))
      .orderBy(desc(operationLog.id))
      .limit(1);
    expect(audit!.ip).toBe(session!.ip);
    return session!.ip;
  };

  it('ignores X-Forwarded-For by default: a client cannot choose its address', async () => {
    expect(await recordedIp(t)).toBe('127.0.0.1');
  });

  it.each([
    [true, '203.0.113.7'],
    ['127.0.0.1', '203.0.113.7'],
    ['10.0.0.0/8', '127.0.0.1'],
  ] as const)('with trustProxy %s takes the forwarded address from a trusted proxy only', async (trustProxy, ip) => {
    const behind = await createTestApp({ trustProxy });
    try {
      expect(await recordedIp(behind)).toBe(ip);
    } finally {
      await behind.close();
    }
  });
});

describe('content security policy', () => {
  const policy = async (app: TestApp, headers: Record<string, string> = {}) => {
    const res = await app.app.inject({ method: 'GET', url: `${API}/user-service/webApi/version`, headers });
    return String(res.headers['content-security-policy']);
  };

  it('over plain HTTP does not ask the browser to upgrade to https (which blanks the console at any host but localhost)', async () => {
    expect(await policy(t)).toContain("script-src 'self'");
    expect(await policy(t)).not.toContain('upgrade-insecure-requests');
    // A client's own X-Forwarded-Proto is not believed without TRUST_PROXY.
    expect(await policy(t, { 'x-forwarded-proto': 'https' })).not.toContain('upgrade-insecure-requests');
  });

  it('asks for the upgrade when a trusted proxy says the request came over https', async () => {
    const behind = await createTestApp({ trustProxy: '127.0.0.1' });
    try {
      expect(await policy(behind, { 'x-forwarded-proto': 'https' })).toMatch(/script-src 'self';.*upgrade-insecure-requests$/);
      expect(await policy(behind)).not.toContain('upgrade-insecure-requests');
    } finally {
      await behind.close();
    }
  });
});
