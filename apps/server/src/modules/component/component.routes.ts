import {
  createComponentModelRoute,
  createProductRoute,
  deleteComponentModelRoute,
  deleteProductRoute,
  findComponentModelsRoute,
  findProductsRoute,
  updateComponentModelRoute,
  updateProductRoute,
} from '@fleet/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { registerRoute } from '../../lib/route';
import { createComponentModel, deleteComponentModel, findComponentModels, updateComponentModel } from './component-model.service';
import { createProduct, deleteProduct, findProducts, updateProduct } from './product.service';

/** The component catalogue and the products built from it (issue 16): `componentConfig:*` and `product:*` over the caller's subtree. */
export const componentRoutes = async (app: FastifyInstance, opts: { db: Db }) => {
  const { db } = opts;
  registerRoute(app, findComponentModelsRoute, ({ session, body }) => findComponentModels(db, session, body));
  registerRoute(app, createComponentModelRoute, ({ audit, session, body }) => createComponentModel(db, audit, session, body));
  registerRoute(app, updateComponentModelRoute, ({ audit, session, body }) => updateComponentModel(db, audit, session, body));
  registerRoute(app, deleteComponentModelRoute, ({ audit, session, params }) => deleteComponentModel(db, audit, session, params.id));
  registerRoute(app, findProductsRoute, ({ session, body }) => findProducts(db, session, body));
  registerRoute(app, createProductRoute, ({ audit, session, body }) => createProduct(db, audit, session, body));
  registerRoute(app, updateProductRoute, ({ audit, session, body }) => updateProduct(db, audit, session, body));
  registerRoute(app, deleteProductRoute, ({ audit, session, params }) => deleteProduct(db, audit, session, params.id));
};
