import { exportOperationLogRoute, findOperationLogRoute, listOperationActionsRoute } from '@fleet/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { requestLang } from '../../lib/i18n';
import { registerDownloadRoute, registerRoute } from '../../lib/route';
import { exportLogCsv, findActions, findLog } from './operation-log.service';

/** Read-only by design: the product has no route that edits or deletes an entry. */
export const operationLogRoutes = async (app: FastifyInstance, opts: { db: Db }) => {
  const { db } = opts;
  registerRoute(app, findOperationLogRoute, ({ session, body }) => findLog(db, session, body));
  registerRoute(app, listOperationActionsRoute, ({ session }) => findActions(db, session));
  registerDownloadRoute(app, exportOperationLogRoute, async ({ req, session, body }) => ({
    filename: `operation-log-${new Date().toISOString().slice(0, 10)}.csv`,
    contentType: 'text/csv; charset=utf-8',
    content: await exportLogCsv(db, session, requestLang(req), body),
  }));
};
