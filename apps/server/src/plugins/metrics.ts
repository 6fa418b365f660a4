import proxyaddr from '@fastify/proxy-addr';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import { poolOf, type Db } from '../db/client';
import { sameSecret } from '../lib/same-secret';
import { scrapedSeries } from '../lib/scraped-series';
import { registerGatewayMetrics } from './metrics-gateway';

export interface MetricsOptions {
  /** Who may read /metrics (METRICS_ALLOW): addresses, CIDR ranges, proxy-addr's names, `any`; false: no endpoint. */
  allow: readonly string[] | false;
  /** METRICS_TOKEN: when set, `Authorization: Bearer <token>` is asked as well. */
  token?: string | undefined;
}
export const METRICS_DEFAULTS: MetricsOptions = { allow: ['loopback'] };

let processWide: Registry | undefined;
/**
 * CPU, memory, event loop and GC describe the process, which every app it builds shares (tests build
 * dozens): one registry for them per process, apart from each app's own. prom-client's collectors
 * behind them (a GC observer, an event-loop monitor) cannot be stopped, so they are started once.
 */
const processMetrics = () => {
  if (!processWide) {
    processWide = new Registry();
    collectDefaultMetrics({ register: processWide });
  }
  return processWide;
};

const timeRequests = (app: FastifyInstance, registry: Registry) => {
  const duration = new Histogram({
    name: 'fleet_http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status code, until the last byte was written.',
    labelNames: ['method', 'route', 'status_code'],
    registers: [registry],
  });
  // A callback hook (no promise per request). The route pattern, never the path: ids would make a series
  // per object. WebSocket upgrades are hijacked replies, which never reach onResponse (not timed).
  app.addHook('onResponse', (req, reply, done) => {
    duration.observe(
      { method: req.method, route: req.routeOptions.url ?? 'unmatched', status_code: reply.statusCode },
      reply.elapsedTime / 1000,
    );
    done();
  });
};

const watchPool = (registry: Registry, db: Db) => {
  const pool = poolOf(db);
  if (!pool) return;
  const s = scrapedSeries(registry);
  s.gauge('fleet_db_pool_clients', 'Connections the database pool holds open.', () => pool.totalCount);
  s.gauge('fleet_db_pool_idle_clients', 'Open connections of the pool that no query uses.', () => pool.idleCount);
  s.gauge('fleet_db_pool_waiting_requests', 'Queries waiting for a connection of the pool.', () => pool.waitingCount);
};

/**
 * Every hop must be allowed: the connection's address and each one a proxy names in X-Forwarded-For. A
 * client gains nothing by adding hops, and a proxy on an allowed address (nginx on this host) does not
 * let through the clients it forwards for.
 */
const refusal = (req: FastifyRequest, allowed: (addr: string, i: number) => boolean, token: string | undefined) => {
  if (!proxyaddr.all(req.raw).every(allowed)) return { status: 403, text: 'metrics are not served to this address' };
  const given = req.headers.authorization?.startsWith('Bearer ') ? req.headers.authorization.slice(7) : '';
  if (token && !sameSecret(given, token)) return { status: 401, text: 'a bearer token is required' };
  return null;
};

/**
 * GET /metrics in Prometheus' text format: aggregates of this app instance (HTTP, gateway, database
 * pool) and of its process. Outside the API, without a session: its access is METRICS_ALLOW and
 * METRICS_TOKEN (README "Metrics"). A registry per app, never prom-client's global one.
 */
export const metricsPlugin = fp(async (app: FastifyInstance, opts: MetricsOptions & { db: Db }) => {
  if (opts.allow === false) return;
  const processRegistry = processMetrics();
  const registry = new Registry();
  timeRequests(app, registry);
  watchPool(registry, opts.db);
  registerGatewayMetrics(registry, app.gateway);
  const allowed = opts.allow.includes('any') ? () => true : proxyaddr.compile([...opts.allow]);
  app.get('/metrics', { schema: { hide: true } }, async (req, reply) => {
    const refused = refusal(req, allowed, opts.token);
    if (refused) {
      if (refused.status === 401) void reply.header('www-authenticate', 'Bearer');
      return reply.code(refused.status).type('text/plain; charset=utf-8').send(`${refused.text}\n`);
    }
    const text = (await processRegistry.metrics()) + (await registry.metrics());
    return reply.type(registry.contentType).send(text);
  });
});
