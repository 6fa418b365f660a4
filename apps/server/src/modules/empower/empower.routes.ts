import {
  createApiKeyRoute, disableApiKeyRoute, enableApiKeyRoute, expireApiKeyRoute, findApiKeysRoute, openOrganizationsRoute, openRobotsRoute,
} from '@fleet/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { registerRoute } from '../../lib/route';
import { listScopeOrgs } from '../org/org.repository';
import { listOpenRobots } from '../robot/robot.repository';
import { createApiKey, disableApiKey, enableApiKey, expireApiKey, findApiKeys } from './empower.service';

export const empowerRoutes = async (app: FastifyInstance, opts: { db: Db }) => {
  const { db } = opts;
  registerRoute(app, findApiKeysRoute, ({ session, body }) => findApiKeys(db, session, body));
  registerRoute(app, createApiKeyRoute, ({ req, session, body }) => createApiKey(db, req, session, body));
  registerRoute(app, enableApiKeyRoute, ({ req, session, params }) => enableApiKey(db, req, session, params.id));
  registerRoute(app, disableApiKeyRoute, ({ req, session, params }) => disableApiKey(db, req, session, params.id));
  registerRoute(app, expireApiKeyRoute, ({ req, session, params }) => expireApiKey(db, req, session, params.id));
  // The open data API: scoped by the key's organisation, never by a session.
  registerRoute(app, openOrganizationsRoute, async ({ req }) =>
    (await listScopeOrgs(db, req.apiKey!.orgPath)).map(({ id, name, level, code, parentId }) => ({ id, name, level, code, parentId })),
  );
  // A bounded answer: the open API is for dashboards, not a bulk export.
  registerRoute(app, openRobotsRoute, ({ req }) => listOpenRobots(db, req.apiKey!.orgPath, 10_000));
};
