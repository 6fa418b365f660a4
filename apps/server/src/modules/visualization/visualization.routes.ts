import { getVisHistoryRoute } from '@fleet/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { registerRoute } from '../../lib/route';
import { getVisHistory } from './visualization.service';

/** The visualization area (visualization:view): charts over the daily rollups, runs and pose samples. */
export const visualizationRoutes = async (app: FastifyInstance, opts: { db: Db }) => {
  const { db } = opts;
  registerRoute(app, getVisHistoryRoute, ({ session, body }) => getVisHistory(db, session, body));
};
