import { createDisplayLinkRoute, deleteDisplayLinkRoute, findDisplayLinksRoute, revokeDisplayLinkRoute } from '@fleet/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { registerRoute } from '../../lib/route';
import { createDisplayLink, deleteDisplayLink, findDisplayLinks, revokeDisplayLink } from './display-link.service';

/** Display links of the large screen: managed by signed-in users; the links themselves only read. */
export const displayLinkRoutes = async (app: FastifyInstance, opts: { db: Db }) => {
  const { db } = opts;
  registerRoute(app, findDisplayLinksRoute, ({ session }) => findDisplayLinks(db, session));
  registerRoute(app, createDisplayLinkRoute, ({ audit, session, body }) => createDisplayLink(db, audit, session, body));
  registerRoute(app, revokeDisplayLinkRoute, ({ audit, session, params }) => revokeDisplayLink(db, audit, session, params.id));
  registerRoute(app, deleteDisplayLinkRoute, ({ audit, session, params }) => deleteDisplayLink(db, audit, session, params.id));
};
