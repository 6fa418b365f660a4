import { areaRobotOptionsRoute, createAreaRoute, deleteAreaRoute, findAreasRoute, getAreaRoute, updateAreaRoute } from '@fleet/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { registerRoute } from '../../lib/route';
import { createArea, deleteArea, findAreas, findRobotOptions, getArea, updateArea } from './area.service';

/** Areas (spec §3 Area, the areaDetail screen): `areaDetail:*` over the caller's subtree. */
export const areaRoutes = async (app: FastifyInstance, opts: { db: Db }) => {
  const { db } = opts;
  registerRoute(app, findAreasRoute, ({ session, body }) => findAreas(db, session, body));
  registerRoute(app, getAreaRoute, ({ session, params }) => getArea(db, session, params.id));
  registerRoute(app, createAreaRoute, ({ audit, session, body }) => createArea(db, audit, session, body));
  registerRoute(app, updateAreaRoute, ({ audit, session, body }) => updateArea(db, audit, session, body));
  registerRoute(app, deleteAreaRoute, ({ audit, session, params }) => deleteArea(db, audit, session, params.id));
  registerRoute(app, areaRobotOptionsRoute, ({ session, query }) => findRobotOptions(db, session, query.keyword));
};
