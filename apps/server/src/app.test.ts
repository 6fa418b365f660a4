import { API_BASE, ErrorCode } from '@fleet/contracts';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, call, createTestApp, type TestApp } from '../test/helpers';

/** Routes that may be called without a session: reviewed, and kept short on purpose. */
const PUBLIC_ROUTES = [
  'POST user-service/auth/login', 'GET user-service/auth/captcha', 'GET user-service/webApi/version',
  // The live hub's WebSocket: browsers cannot set headers on it, so its first message carries the token.
  'GET robotinfo/live',
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
    const pub = api
      .filter((r) => r.config?.access === 'public')
      .map((r) => `${String(r.method)} ${r.url.slice(API_BASE.length)}`);
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
    const token = (await call<{ token: string }>(t.app, 'POST', 'user-service/auth/login', { body: { account: 'admin', password: 'Admin#2026pass' } })).body.data.token;
    const r = await call(t.app, 'GET', 'test/boom', { token });
    expect(r.status).toBe(500);
    expect(r.body.code).toBe(ErrorCode.INTERNAL);
    expect(r.body.msg).toMatch(/^Server error, please check server \(request [0-9a-f-]{36}\)$/);
    expect(JSON.stringify(r.body)).not.toMatch(/select|password_hash|at .*\.ts/);
  });

  it('answers malformed JSON with a 400 envelope', async () => {
    const res = await t.app.inject({
      method: 'POST', url: `${API}/user-service/auth/login`, headers: { 'content-type': 'application/json' }, payload: '{bad',
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
