import * as contracts from '@fleet/contracts';
import type { RouteDef } from '@fleet/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, createTestApp, login, type TestApp } from '../../test/helpers';

/**
 * Property: whatever a client sends to any route (but sign-out, which would end the session under
 * test) — random JSON, malformed text, absurd ids, text with NUL or half a surrogate pair in the
 * body, the query string or the path — the answer is the envelope (or a file) and never a 5xx.
 */
const isRoute = (v: unknown): v is RouteDef => typeof v === 'object' && v !== null && 'method' in v && 'path' in v && 'access' in v;
const routes = (Object.values(contracts) as unknown[]).filter(isRoute).filter((r) => !r.path.endsWith('auth/logout'));

const KEYS = [
  'id',
  'name',
  'level',
  'parentId',
  'code',
  'contactName',
  'phone',
  'type',
  'area',
  'orgId',
  'roleId',
  'account',
  'userName',
  'password',
  'email',
  'enabled',
  'permissions',
  'description',
  'page',
  'pageSize',
  'admin',
  'businessCode',
  'deviceNumber',
  'alias',
  'robotType',
  'simulated',
  'version',
  'model',
  'count',
  'startSuffix',
  'aliasPrefix',
  'robotIds',
  'startAt',
  'endAt',
  'keyword',
  'online',
  'locked',
  'hosted',
  'robotId',
  'state',
  'mapId',
  'pathId',
  'landmarkId',
  'taskId',
  'periodType',
  'date',
  'execTime',
  'execTimes',
  'execMode',
  'cleanMode',
  'scene',
  'repeatTimes',
  'details',
  'taskMinutes',
  'minutes',
  'from',
  'to',
  'range',
  'window',
  'tz',
  'values',
  'eventType',
  'withImage',
  'seconds',
  'consumables',
  'streamingVersion',
  'captcha',
  'captchaId',
  'oldPassword',
  'newPassword',
  'action',
  'start',
  'end',
  'companyCode',
  'provider',
  'names',
  'key',
  'kind',
  'vendor',
  'consumable',
  'lifespanHours',
  'robotTypes',
  'components',
  'componentModelId',
  'nameZh',
  'nameEn',
  'nameJa',
  'capabilities',
  'capability',
  'pictureId',
  'sortField',
  'sortOrder',
  'ids',
  'number',
  'bindState',
  'address',
  'floors',
  'zones',
  'liftControl',
  'workArea',
  'frequency',
  'longitude',
  'latitude',
];
/** Text PostgreSQL cannot store as sent: a NUL or half a surrogate pair among any other characters. */
const unstorable = fc
  .tuple(
    fc.string({ unit: 'binary', maxLength: 6 }),
    fc.constantFrom('\0', '\uD800', '\uDBFF', '\uDC00', '\uDFFF'),
    fc.string({ unit: 'binary', maxLength: 6 }),
  )
  .map(([a, bad, b]) => a + bad + b);
const idLike = fc.oneof(
  fc.integer(),
  fc.constantFrom('0', '-1', '1.5', '9999999999999', 'NaN', '%00', 'abc', '1e400'),
  fc.string({ maxLength: 12 }),
  unstorable,
);
const body = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(fc.constantFrom(...KEYS), fc.oneof(fc.jsonValue({ maxDepth: 2 }), idLike, fc.array(unstorable, { maxLength: 2 })), {
    maxKeys: 8,
  }),
);
const query = fc.dictionary(fc.constantFrom(...KEYS), idLike, { maxKeys: 4 });

/**
 * Percent-encoding of any UTF-16 text, a lone surrogate included (encodeURIComponent throws on one):
 * it becomes the three bytes it would take in UTF-8, which no decoder accepts.
 */
const encodeAny = (s: string) =>
  [...s]
    .map((ch) => {
      const c = ch.charCodeAt(0);
      if (ch.length > 1 || c < 0xd800 || c > 0xdfff) return encodeURIComponent(ch);
      return [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    })
    .join('');

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await login(t.app);
});
afterAll(() => t.close());

/** The envelope, or a file (CSV export, downloads) when the request was valid. */
const expectEnvelopeOrFile = (route: RouteDef, res: { statusCode: number; body: string; headers: Record<string, unknown> }) => {
  expect(res.statusCode, `${route.method} ${route.path} → ${res.body}`).toBeLessThan(500);
  if (!String(res.headers['content-type']).startsWith('application/json')) {
    expect(res.statusCode, `${route.method} ${route.path} → ${res.body}`).toBe(200);
    return;
  }
  const env = JSON.parse(res.body) as { code: unknown; msg: unknown };
  expect(typeof env.code, `${route.method} ${route.path} → ${res.body}`).toBe('number');
  expect(typeof env.msg).toBe('string');
};

describe('every route under random input', () => {
  it(`answers every one of ${routes.length} routes with the envelope, never a 5xx`, async () => {
    expect(routes.length).toBeGreaterThan(100);
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(idLike, body, query, fc.boolean(), async (id, payload, params, raw) => {
          const url = `${API}/${route.path.replace(/:[A-Za-z]+/g, encodeAny(String(id)))}`;
          const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
          const search = Object.entries({ orgId: id, id, ...params })
            .map(([k, v]) => `${k}=${encodeAny(String(v))}`)
            .join('&');
          const res = await t.app.inject({
            method: route.method,
            url: route.method === 'GET' ? `${url}?${search}` : url,
            headers: { authorization: token, 'content-type': 'application/json', 'accept-language': 'en' },
            ...(hasBody ? { payload: raw ? String(JSON.stringify(payload)).slice(0, -1) : JSON.stringify(payload) } : {}),
          });
          expectEnvelopeOrFile(route, res);
        }),
        { numRuns: 25 },
      );
    }
  }, 300_000);
});

type Def = { type: string; shape?: Record<string, unknown>; innerType?: unknown; in?: unknown; options?: unknown[]; element?: unknown };
const defOf = (s: unknown) => (s as { _zod: { def: Def } })._zod.def;
const unwrap = (s: unknown): Def => {
  const d = defOf(s);
  if (d.type === 'pipe') return unwrap(d.in);
  return d.innerType !== undefined ? unwrap(d.innerType) : d;
};
const isText = (s: unknown): boolean => {
  const d = unwrap(s);
  return d.type === 'string' || (d.type === 'union' && d.options!.some(isText));
};
/** Top-level text fields of a body, query or params schema, with the path a refusal names (`x.0` in a list). */
const textFields = (schema: unknown) => {
  if (!schema) return [];
  const d = unwrap(schema);
  if (d.type !== 'object') return [];
  return Object.entries(d.shape!).flatMap(([key, field]) => {
    if (isText(field)) return [{ key, path: key, list: false }];
    const inner = unwrap(field);
    return inner.type === 'array' && isText(inner.element) ? [{ key, path: `${key}.0`, list: true }] : [];
  });
};

describe('text with NUL or half a surrogate pair', () => {
  const sessionRoutes = routes.filter((r) => (r.access !== 'apiKey' && r.access !== 'public') || r.path === 'user-service/auth/login');
  const cases = sessionRoutes.flatMap((route) =>
    (['body', 'query', 'params'] as const).flatMap((part) => textFields(route[part]).map((f) => ({ route, part, ...f }))),
  );

  it(`is refused as VALIDATION naming the field, in each of ${cases.length} text fields of body, query and path`, async () => {
    expect(cases.length).toBeGreaterThan(100);
    const wrong: string[] = [];
    for (const { route, part, key, path, list } of cases) {
      // A lone surrogate cannot travel in a URL (no UTF-8 for it: the router refuses it, checked above).
      for (const bad of part === 'body' ? ['a\0b', 'a\uD800b', '\uDC00'] : ['a\0b']) {
        const filled = route.path.replace(/:([A-Za-z]+)/g, (_, name: string) => (part === 'params' && name === key ? encodeAny(bad) : '1'));
        const res = await t.app.inject({
          method: route.method,
          url: `${API}/${filled}${part === 'query' ? `?${key}=${encodeAny(bad)}` : ''}`,
          headers: { authorization: token, 'content-type': 'application/json', 'accept-language': 'en' },
          ...(part === 'body'
            ? { payload: JSON.stringify({ [key]: list ? [bad] : bad }) }
            : route.method === 'GET'
              ? {}
              : { payload: '{}' }),
        });
        const env = res.json() as { code: number; data: { fields?: { path: string; code: string }[] } | null };
        const named = env.data?.fields?.find((f) => f.path === path);
        if (res.statusCode !== 400 || env.code !== contracts.ErrorCode.VALIDATION || !named?.code.startsWith('validation.')) {
          wrong.push(`${route.method} ${route.path} ${part}.${path} ${JSON.stringify(bad)} → ${res.statusCode} ${res.body.slice(0, 160)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});
