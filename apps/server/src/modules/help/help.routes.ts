import {
  createHelpArticleRoute,
  deleteHelpArticleRoute,
  findHelpArticlesRoute,
  getHelpArticleRoute,
  getPublicHelpArticleRoute,
  updateHelpArticleRoute,
} from '@fleet/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { registerRoute } from '../../lib/route';
import {
  createHelpArticle,
  deleteHelpArticle,
  findHelpArticles,
  getHelpArticle,
  getPublicHelpArticle,
  updateHelpArticle,
} from './help.service';

/** Help center (spec §7 `systemhelp/*`): every signed-in user reads, `help:*` writes, public links read without a session. */
export const helpRoutes = async (app: FastifyInstance, opts: { db: Db; publicRateLimit: number }) => {
  const { db } = opts;
  registerRoute(app, findHelpArticlesRoute, ({ session, body }) => findHelpArticles(db, session, body));
  registerRoute(app, getHelpArticleRoute, ({ session, params }) => getHelpArticle(db, session, params.id));
  registerRoute(app, createHelpArticleRoute, ({ audit, session, body }) => createHelpArticle(db, audit, session, body));
  registerRoute(app, updateHelpArticleRoute, ({ audit, session, body }) => updateHelpArticle(db, audit, session, body));
  registerRoute(app, deleteHelpArticleRoute, ({ audit, session, params }) => deleteHelpArticle(db, audit, session, params.id));
  // Per-IP, like the other routes without a session: ids are easy to walk.
  registerRoute(app, getPublicHelpArticleRoute, ({ params }) => getPublicHelpArticle(db, params.id), {
    rateLimit: { max: opts.publicRateLimit, timeWindow: '1 minute' },
  });
};
