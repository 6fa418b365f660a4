import { setLanguageRoute, storedToLang, versionRoute, type Lang } from '@fleet/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { poolProbe } from '../../db/probe';
import { registerRoute } from '../../lib/route';
import { setOwnLanguage } from '../user/user.service';

export const systemRoutes = async (app: FastifyInstance, opts: { db: Db; version: { version: string; buildTime: string } }) => {
  const { db } = opts;
  registerRoute(app, versionRoute, async () => ({ ...opts.version, node: process.version }));
  registerRoute(app, setLanguageRoute, async ({ audit, session, params }) => {
    const lang: Lang = params.lang.length === 2 ? (params.lang as Lang) : storedToLang(params.lang);
    await setOwnLanguage(db, audit, session, lang);
    return null;
  });

  // Health, outside the API base so load balancers need no token. Both say "unavailable" while the
  // database is down (db/supervisor.ts): the server cannot serve then, however alive the process is.
  const down = { status: 'unavailable', database: 'down' } as const;
  app.get('/healthz', { schema: { hide: true } }, async (_req, reply) =>
    app.databaseHealth.up ? { status: 'ok' } : reply.status(503).send(down),
  );
  app.get('/readyz', { schema: { hide: true } }, async (_req, reply) => {
    try {
      if (!app.databaseHealth.up) throw new Error('database down');
      await poolProbe(db).check();
      return { status: 'ok', database: 'up' };
    } catch {
      return reply.status(503).send(down);
    }
  });
};
