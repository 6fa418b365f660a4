import {
  acknowledgeRobotFaultRoute,
  countRobotFaultsRoute,
  exportRobotFaultsRoute,
  findRobotFaultsRoute,
  getRobotFaultRoute,
  resolveRobotFaultRoute,
  type TSettings,
} from '@fleet/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Gateway } from '../../gateway/gateway.types';
import { requestLang } from '../../lib/i18n';
import { registerDownloadRoute, registerRoute } from '../../lib/route';
import { startConnectivitySweep } from './connectivity-sweep';
import { registerFaultRaising } from './fault-raising';
import { changeRobotFault, countRobotFaults, exportRobotFaultsCsv, findRobotFaults, getRobotFault } from './fault.service';

/** The fault center (robotFault): faults raised from robot events and lost connections, and their handling. */
export const robotFaultRoutes = async (app: FastifyInstance, opts: { db: Db; gateway: Gateway; settings: () => TSettings }) => {
  const { db, gateway } = opts;
  registerFaultRaising(db, gateway, (err) => app.log.warn({ err }, 'fault from a robot event not recorded'));
  const sweep = startConnectivitySweep(db, gateway, app.log, () => opts.settings().offlineMinutes);
  app.addHook('onClose', () => sweep.close());

  registerRoute(app, findRobotFaultsRoute, ({ session, body }) => findRobotFaults(db, session, body));
  registerRoute(app, countRobotFaultsRoute, ({ session, body }) => countRobotFaults(db, session, body));
  registerRoute(app, getRobotFaultRoute, ({ session, params }) => getRobotFault(db, session, params.id));
  registerRoute(app, acknowledgeRobotFaultRoute, ({ session, audit, params, body }) =>
    changeRobotFault(db, gateway, audit, session, { id: params.id, action: 'acknowledge', note: body.note }),
  );
  registerRoute(app, resolveRobotFaultRoute, ({ session, audit, params, body }) =>
    changeRobotFault(db, gateway, audit, session, { id: params.id, action: 'resolve', note: body.note }),
  );
  registerDownloadRoute(app, exportRobotFaultsRoute, async ({ req, session, body }) => ({
    filename: `faults-${new Date().toISOString().slice(0, 10)}.csv`,
    contentType: 'text/csv; charset=utf-8',
    content: await exportRobotFaultsCsv(db, session, requestLang(req), body),
  }));
};
