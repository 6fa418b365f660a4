import { exportStatisticsRoute, findStatisticsRoute } from '@fleet/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { requestLang } from '../../lib/i18n';
import { registerDownloadRoute, registerRoute } from '../../lib/route';
import { exportStatisticsCsv, findStatistics } from './statistics.service';

/** Fleet statistics (statisticList): reads the daily rollups only, never raw runs or events. */
export const statisticsRoutes = async (app: FastifyInstance, opts: { db: Db }) => {
  const { db } = opts;
  registerRoute(app, findStatisticsRoute, ({ session, body }) => findStatistics(db, session, body));
  registerDownloadRoute(app, exportStatisticsRoute, async ({ req, session, body }) => ({
    filename: `statistics-${new Date().toISOString().slice(0, 10)}.csv`,
    contentType: 'text/csv; charset=utf-8',
    content: await exportStatisticsCsv(db, session, requestLang(req), body),
  }));
};
