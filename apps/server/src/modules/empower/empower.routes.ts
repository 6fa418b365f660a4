import {
  createApiKeyRoute,
  disableApiKeyRoute,
  enableApiKeyRoute,
  expireApiKeyRoute,
  findApiKeysRoute,
  openOrganizationsRoute,
  openRobotsRoute,
} from '@fleet/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { registerRoute } from '../../lib/route';
import { createApiKey, disableApiKey, enableApiKey, expireApiKey, findApiKeys, openOrganizations, openRobots } from './empower.service';

export const empowerRoutes = async (app: FastifyInstance, opts: { db: Db }) => {
  const { db } = opts;
  registerRoute(app, findApiKeysRoute, ({ session, body }) => findApiKeys(db, session, body));
  registerRoute(app, createApiKeyRoute, ({ audit, session, body }) => createApiKey(db, audit, session, body));
  registerRoute(app, enableApiKeyRoute, ({ audit, session, params }) => enableApiKey(db, audit, session, params.id));
  registerRoute(app, disableApiKeyRoute, ({ audit, session, params }) => disableApiKey(db, audit, session, params.id));
  registerRoute(app, expireApiKeyRoute, ({ audit, session, params }) => expireApiKey(db, audit, session, params.id));
  // The open data API: scoped by the key's organisation, never by a session.
  registerRoute(app, openOrganizationsRoute, ({ req }) => openOrganizations(db, req.apiKey!.orgPath));
  registerRoute(app, openRobotsRoute, ({ req }) => openRobots(db, req.apiKey!.orgPath));
};
