import { getOwnDetailRoute, updateOwnerRoute } from '@fleet/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { registerRoute } from '../../lib/route';
import { getOwnDetail, updateOwner } from './user.service';

export const userRoutes = async (app: FastifyInstance, opts: { db: Db }) => {
  const { db } = opts;
  registerRoute(app, getOwnDetailRoute, ({ session }) => getOwnDetail(db, session));
  registerRoute(app, updateOwnerRoute, async ({ req, session, body }) => {
    await updateOwner(db, req, session, body);
    return null;
  });
};
