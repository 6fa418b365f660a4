import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { poolProbe } from '../db/probe';
import { superviseDatabase, type DatabaseHealth } from '../db/supervisor';
import { AppError } from '../lib/app-error';
import { API_PREFIX } from '../lib/route';

declare module 'fastify' {
  interface FastifyInstance {
    databaseHealth: DatabaseHealth;
  }
}

/**
 * While the database is known to be down, API calls answer 503 DATABASE_UNAVAILABLE at once instead of
 * queueing on a pool that cannot connect; /healthz reads the same flag (system.routes.ts). server.ts
 * passes its supervisor (restart, deadline); an app built without one (tests, benches) watches its
 * pool and only waits.
 */
export const databaseHealthPlugin = fp(async (app: FastifyInstance, opts: { db: Db; health?: DatabaseHealth }) => {
  let health = opts.health;
  if (!health) {
    const own = superviseDatabase({
      probe: poolProbe(opts.db),
      deadlineMs: Infinity,
      onGiveUp: () => undefined,
      log: (m) => app.log.warn(m),
    });
    app.addHook('onClose', () => own.close());
    health = own;
  }
  app.decorate('databaseHealth', health);
  app.addHook('onRequest', async (req) => {
    if (!app.databaseHealth.up && req.url.startsWith(API_PREFIX)) throw new AppError('DATABASE_UNAVAILABLE');
  });
});
