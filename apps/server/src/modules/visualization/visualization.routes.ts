import {
  getVisCoverageRoute,
  getVisHistoryRoute,
  getVisRunPathRoute,
  getVisRunsRoute,
  TELEMETRY_RETENTION_DAYS_DEFAULT,
} from '@fleet/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { registerRoute } from '../../lib/route';
import { getVisCoverage, getVisRunPath, getVisRuns } from './vis-robot.service';
import { getVisHistory } from './visualization.service';

/** The visualization area (visualization:view): charts over the daily rollups, runs and pose samples. */
export const visualizationRoutes = async (app: FastifyInstance, opts: { db: Db; sampleRetentionDays?: number }) => {
  const { db } = opts;
  const days = opts.sampleRetentionDays ?? TELEMETRY_RETENTION_DAYS_DEFAULT;
  registerRoute(app, getVisHistoryRoute, ({ session, body }) => getVisHistory(db, session, body));
  registerRoute(app, getVisRunsRoute, ({ session, body }) => getVisRuns(db, session, body.robotId, days));
  registerRoute(app, getVisRunPathRoute, ({ session, body }) => getVisRunPath(db, session, body, days));
  registerRoute(app, getVisCoverageRoute, ({ session, body }) => getVisCoverage(db, session, body, days));
};
