import {
  createComponentModelRoute,
  deleteComponentModelRoute,
  findComponentModelsRoute,
  updateComponentModelRoute,
} from '@fleet/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { registerRoute } from '../../lib/route';
import { createComponentModel, deleteComponentModel, findComponentModels, updateComponentModel } from './component-model.service';

/** The component catalogue (issue 16): `componentConfig:*` over the caller's subtree. */
export const componentRoutes = async (app: FastifyInstance, opts: { db: Db }) => {
  const { db } = opts;
  registerRoute(app, findComponentModelsRoute, ({ session, body }) => findComponentModels(db, session, body));
  registerRoute(app, createComponentModelRoute, ({ audit, session, body }) => createComponentModel(db, audit, session, body));
  registerRoute(app, updateComponentModelRoute, ({ audit, session, body }) => updateComponentModel(db, audit, session, body));
  registerRoute(app, deleteComponentModelRoute, ({ audit, session, params }) => deleteComponentModel(db, audit, session, params.id));
};
