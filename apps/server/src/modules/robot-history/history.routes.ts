import { getRobotFormRoute, getRobotMonitorRoute } from '@fleet/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { registerRoute } from '../../lib/route';
import { getForm } from './form.service';
import { getMonitor } from './monitor.service';
import { startTelemetryRollup } from './rollup';

/** A robot's history: the monitor's windows and the statistics report; owns the telemetry rollup job. */
export const robotHistoryRoutes = async (app: FastifyInstance, opts: { db: Db; sampleRetentionDays?: number | undefined }) => {
  const { db } = opts;
  const rollup = startTelemetryRollup(db, app.log, { everyMs: 60_000, sampleRetentionDays: opts.sampleRetentionDays });
  app.addHook('onClose', () => rollup.close());
  registerRoute(app, getRobotMonitorRoute, ({ session, params, body }) => getMonitor(db, session, params.id, body));
  registerRoute(app, getRobotFormRoute, ({ session, params, body }) => getForm(db, session, params.id, body));
};
