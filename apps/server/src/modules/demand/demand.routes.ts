import { createDemandRoute, deleteDemandRoute, findDemandsRoute, updateDemandRoute } from '@fleet/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { registerRoute } from '../../lib/route';
import { createDemand, deleteDemand, findDemands, updateDemand } from './demand.service';

/** Requirements (issue 15): `demand:*` over the caller's subtree. */
export const demandRoutes = async (app: FastifyInstance, opts: { db: Db }) => {
  const { db } = opts;
  registerRoute(app, findDemandsRoute, ({ session, body }) => findDemands(db, session, body));
  registerRoute(app, createDemandRoute, ({ audit, session, body }) => createDemand(db, audit, session, body));
  registerRoute(app, updateDemandRoute, ({ audit, session, body }) => updateDemand(db, audit, session, body));
  registerRoute(app, deleteDemandRoute, ({ audit, session, params }) => deleteDemand(db, audit, session, params.id));
};
