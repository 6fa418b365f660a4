import * as contracts from '@fleet/contracts';
import type { RouteDef } from '@fleet/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, createTestApp, login, type TestApp } from '../../test/helpers';

/**
 * Property: whatever a client sends to a route of the identity or robot area (every robotinfo route:
 * registration, hosting and the operate pages) — random JSON, malformed text, absurd ids — the answer
 * is the envelope and never a 5xx.
 */
const isRoute = (v: unknown): v is RouteDef => typeof v === 'object' && v !== null && 'method' in v && 'path' in v && 'access' in v;
const routes = (Object.values(contracts) as unknown[]).filter(isRoute).filter((r) => /user-service\/(user|role|auth\/(getTree|get)|operate)|robotinfo\//.test(r.path) && !r.path.endsWith('auth/logout'));

const KEYS = ['id', 'name', 'level', 'parentId', 'code', 'contactName', 'phone', 'type', 'area', 'orgId', 'roleId', 'account',
  'userName', 'password', 'email', 'enabled', 'permissions', 'description', 'page', 'pageSize', 'admin', 'businessCode',
  'deviceNumber', 'alias', 'robotType', 'simulated', 'version', 'model', 'count', 'startSuffix', 'aliasPrefix', 'robotIds',
  'startAt', 'endAt', 'keyword', 'online', 'locked', 'hosted', 'robotId', 'state', 'mapId', 'pathId', 'landmarkId', 'taskId',
  'periodType', 'date', 'execTime', 'execTimes', 'execMode', 'cleanMode', 'scene', 'repeatTimes', 'details', 'taskMinutes',
  'minutes', 'from', 'to', 'range', 'window', 'tz', 'values', 'eventType', 'withImage', 'seconds', 'consumables', 'streamingVersion'];
const idLike = fc.oneof(fc.integer(), fc.constantFrom('0', '-1', '1.5', '9999999999999', 'NaN', '%00', 'abc', '1e400'), fc.string({ maxLength: 12 }));
const body = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(fc.constantFrom(...KEYS), fc.oneof(fc.jsonValue({ maxDepth: 2 }), idLike), { maxKeys: 8 }),
);

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await login(t.app);
});
afterAll(() => t.close());

describe('identity and robot routes under random input', () => {
  it(`answer every one of ${routes.length} routes with the envelope, never a 5xx`, async () => {
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(idLike, body, fc.boolean(), async (id, payload, raw) => {
          const url = `${API}/${route.path.replace(/:[A-Za-z]+/g, encodeURIComponent(String(id)))}`;
          const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
          const res = await t.app.inject({
            method: route.method,
            url: route.method === 'GET' ? `${url}?orgId=${encodeURIComponent(String(id))}&id=${encodeURIComponent(String(id))}` : url,
            headers: { authorization: token, 'content-type': 'application/json', 'accept-language': 'en' },
            ...(hasBody ? { payload: raw ? String(JSON.stringify(payload)).slice(0, -1) : JSON.stringify(payload) } : {}),
          });
          expect(res.statusCode, `${route.method} ${route.path} → ${res.body}`).toBeLessThan(500);
          const env = res.json() as { code: unknown; msg: unknown };
          expect(typeof env.code).toBe('number');
          expect(typeof env.msg).toBe('string');
        }),
        { numRuns: 25 },
      );
    }
  }, 120_000);
});
