import { downloadRobotLogRoute, findRobotLogsRoute, LOG_RETENTION_DAYS_DEFAULT, requestRobotLogRoute } from '@fleet/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Gateway } from '../../gateway/gateway.types';
import { registerDownloadRoute, registerRoute } from '../../lib/route';
import { startLogRetention } from './log-retention';
import { downloadRobotLog, findRobotLogs, handleLogUpload, requestRobotLog } from './log.service';

/** Robot logs: asked for by command, uploaded by the robot on up/log, downloaded as text. Owns their retention job. */
export const robotLogRoutes = async (app: FastifyInstance, opts: { db: Db; gateway: Gateway; retentionDays?: number | undefined }) => {
  const { db, gateway } = opts;
  const retention = startLogRetention(db, app.log, opts.retentionDays ?? LOG_RETENTION_DAYS_DEFAULT);
  app.addHook('onClose', () => retention.close());
  gateway.onUplink(
    'log',
    handleLogUpload(db, gateway, (msg, detail) => app.log.warn(detail, msg)),
  );
  registerRoute(app, requestRobotLogRoute, ({ audit, session, params, body }) =>
    requestRobotLog(db, gateway, audit, session, params.id, body.minutes),
  );
  registerRoute(app, findRobotLogsRoute, ({ session, params, body }) => findRobotLogs(db, session, params.id, body));
  registerDownloadRoute(app, downloadRobotLogRoute, ({ session, params }) => downloadRobotLog(db, session, params.logId));
};
