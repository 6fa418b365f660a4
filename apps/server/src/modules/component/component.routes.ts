import {
  componentHistoryRoute,
  createComponentRoute,
  exportComponentsRoute,
  findComponentsRoute,
  importComponentsRoute,
  moveComponentRoute,
  updateComponentRoute,
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
import { requestLang } from '../../lib/i18n';
import { registerDownloadRoute, registerRoute } from '../../lib/route';
import { exportComponentsCsv } from './component-export';
import { importComponents } from './component-import';
import { createComponentModel, deleteComponentModel, findComponentModels, updateComponentModel } from './component-model.service';
import { createComponent, findComponentHistory, findComponents, moveComponent, updateComponent } from './component-resource.service';
import { createProduct, deleteProduct, findProducts, updateProduct } from './product.service';

/**
 * The component catalogue, the products built from it and the inventory of physical components (issue 16):
 * `componentConfig:*`, `product:*` and `componentResource:*` over the caller's subtree.
 */
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
  registerRoute(app, findComponentsRoute, ({ session, body }) => findComponents(db, session, body));
  registerRoute(app, createComponentRoute, ({ audit, session, body }) => createComponent(db, audit, session, body));
  registerRoute(app, updateComponentRoute, ({ audit, session, body }) => updateComponent(db, audit, session, body));
  registerRoute(app, moveComponentRoute, ({ audit, session, body }) => moveComponent(db, audit, session, body));
  registerRoute(app, componentHistoryRoute, ({ session, params }) => findComponentHistory(db, session, params.id));
  registerRoute(app, importComponentsRoute, ({ req, audit, session, body }) =>
    importComponents(db, audit, session, requestLang(req), body),
  );
  registerDownloadRoute(app, exportComponentsRoute, async ({ req, session, body }) => ({
    filename: `components-${new Date().toISOString().slice(0, 10)}.csv`,
    contentType: 'text/csv; charset=utf-8',
    content: exportComponentsCsv(db, session, requestLang(req), body),
  }));
};
