import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { mapOrigins, securityHeadersPlugin } from './security-headers';

const CSP_HEADER = 'content-security-policy';

const POLICY =
  "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';frame-ancestors 'self';" +
  "img-src 'self' data: blob:;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';connect-src 'self' ws: wss:;worker-src 'self' blob:";

/** What @fastify/helmet 13 (helmet 8.3) sent with these options before the headers were computed once. */
const HELMET_HEADERS = {
  'content-security-policy': POLICY,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};
const OWN = new Set(['content-type', 'content-length', 'date', 'connection']);

const apps: ReturnType<typeof Fastify>[] = [];
afterAll(() => Promise.all(apps.map((a) => a.close())));

const build = async (trustProxy: boolean, mapOrigins?: string[]) => {
  const app = Fastify({ trustProxy });
  apps.push(app);
  await app.register(securityHeadersPlugin, { mapOrigins });
  app.get('/page', async (_req, reply) => reply.type('text/html').send('<html></html>'));
  app.get('/api', async () => ({ code: 0, msg: 'ok', data: null }));
  // A refusal thrown by a later onRequest hook, as the session guard does.
  app.get('/refused', { onRequest: async () => Promise.reject(Object.assign(new Error('no'), { statusCode: 401 })) }, async () => 'never');
  return app;
};

/** The security headers of an answer: everything but what Fastify itself sets. */
const securityHeaders = (headers: Record<string, unknown>) => Object.fromEntries(Object.entries(headers).filter(([k]) => !OWN.has(k)));

describe('security headers', () => {
  it.each(['/page', '/api', '/refused'])('are exactly helmet’s, with the console policy, on %s over plain HTTP', async (url) => {
    const app = await build(false);
    // A client's own X-Forwarded-Proto is not believed without TRUST_PROXY.
    for (const headers of [{}, { 'x-forwarded-proto': 'https' }]) {
      const r = await app.inject({ url, headers });
      expect(securityHeaders(r.headers)).toEqual(HELMET_HEADERS);
    }
  });

  it.each(['/page', '/api', '/refused'])('add upgrade-insecure-requests on %s only when a trusted proxy says https', async (url) => {
    const app = await build(true);
    const tls = await app.inject({ url, headers: { 'x-forwarded-proto': 'https' } });
    expect(securityHeaders(tls.headers)).toEqual({ ...HELMET_HEADERS, 'content-security-policy': `${POLICY};upgrade-insecure-requests` });
    expect(securityHeaders((await app.inject({ url })).headers)).toEqual(HELMET_HEADERS);
  });

  it('let the browser fetch a deployment’s map (MAP_STYLE_URL, MAP_HOSTS) and nothing else more', async () => {
    const origins = mapOrigins('https://maps.example.com/styles/dark.json?key=1', [
      'https://tiles.example.com/v1',
      'https://maps.example.com',
    ]);
    expect(origins).toEqual(['https://maps.example.com', 'https://tiles.example.com']);
    const policy = (await (await build(false, origins)).inject({ url: '/page' })).headers[CSP_HEADER];
    expect(policy).toBe(
      POLICY.replace("img-src 'self' data: blob:", "img-src 'self' data: blob: https://maps.example.com https://tiles.example.com").replace(
        "connect-src 'self' ws: wss:",
        "connect-src 'self' ws: wss: https://maps.example.com https://tiles.example.com",
      ),
    );
    expect(mapOrigins(undefined)).toEqual([]);
  });

  it('keep the refusal’s own status and body', async () => {
    const r = await (await build(false)).inject({ url: '/refused' });
    expect(r.statusCode).toBe(401);
    expect(r.json()).toMatchObject({ message: 'no' });
  });
});
