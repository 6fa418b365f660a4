import { downloadRobotLogRoute, findRobotLogsRoute, requestRobotLogRoute } from '@fleet/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Gateway } from '../../gateway/gateway.types';
import { registerDownloadRoute, registerRoute } from '../../lib/route';
import { downloadRobotLog, findRobotLogs, handleLogUpload, requestRobotLog } from './log.service';

/** Robot logs: asked for by command, uploaded by the robot on up/log, downloaded as text. */
export const robotLogRoutes = async (app: FastifyInstance, opts: { db: Db; gateway: Gateway }) => {
  const { db, gateway } = opts;
  gateway.onUplink('log', handleLogUpload(db, gateway, (msg, detail) => app.log.warn(detail, msg)));
  registerRoute(app, requestRobotLogRoute, ({ req, session, params, body }) => requestRobotLog(db, gateway, req, session, params.id, body.minutes));
  registerRoute(app, findRobotLogsRoute, ({ session, params, body }) => findRobotLogs(db, session, params.id, body));
  registerDownloadRoute(app, downloadRobotLogRoute, ({ session, params }) => downloadRobotLog(db, session, params.logId));
};
