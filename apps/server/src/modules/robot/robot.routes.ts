import {
  deleteRobotRoute,
  dockRobotRoute,
  findReceivedStatusesRoute,
  findHostingsRoute,
  findRobotsRoute,
  getCommandRoute,
  getRobotRoute,
  hostRobotsRoute,
  listTrustOrgRoute,
  lockRobotRoute,
  pauseRobotRoute,
  probeRobotRoute,
  registerRobotBatchRoute,
  registerRobotRoute,
  resetRobotRoute,
  resumeRobotRoute,
  rotateRobotSecretRoute,
  startRobotRoute,
  stopRobotRoute,
  unhostRobotsRoute,
  unlockRobotRoute,
  updateRobotRoute,
} from '@fleet/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Gateway } from '../../gateway/gateway.types';
import { requestLang } from '../../lib/i18n';
import { registerRoute } from '../../lib/route';
import { findHostings, hostRobots, trustOrgs, unhostRobots } from './hosting.service';
import { getCommand, registerCommandEffects, sendRobotCommand } from './robot-command.service';
import { findReceivedStatuses, probeRobot } from './robot-probe.service';
import { registerRobot, registerRobotBatch } from './robot-register.service';
import { deleteRobot, findRobots, getRobot, rotateRobotSecret, updateRobot } from './robot.service';

const lock = sendRobotCommand('lock');
const unlock = sendRobotCommand('unlock');
const reset = sendRobotCommand('reset');
/** The overview's quick actions, path name → device command. */
const QUICK_ACTIONS = [
  [startRobotRoute, sendRobotCommand('startTask')],
  [pauseRobotRoute, sendRobotCommand('pause')],
  [resumeRobotRoute, sendRobotCommand('resume')],
  [stopRobotRoute, sendRobotCommand('stop')],
  [dockRobotRoute, sendRobotCommand('dock')],
] as const;

/** Robots, their commands and their custody; the gateway is the only way to reach a robot. */
export const robotRoutes = async (app: FastifyInstance, opts: { db: Db; gateway: Gateway }) => {
  const { db, gateway } = opts;
  registerCommandEffects(gateway);
  // After the commit: the gateway stops taking these numbers for strangers.
  registerRoute(app, registerRobotRoute, async ({ audit, session, body }) => {
    const robot = await registerRobot(db, audit, session, body);
    await gateway.robotsRegistered([robot.deviceNumber]);
    return robot;
  });
  registerRoute(app, registerRobotBatchRoute, async ({ audit, session, body }) => {
    const result = await registerRobotBatch(db, audit, session, body);
    await gateway.robotsRegistered(result.robots.map((r) => r.deviceNumber));
    return result;
  });
  registerRoute(app, rotateRobotSecretRoute, ({ audit, session, params }) => rotateRobotSecret(db, gateway, audit, session, params.id));
  registerRoute(app, findRobotsRoute, ({ session, body }) => findRobots(db, session, body));
  registerRoute(app, getRobotRoute, ({ session, params }) => getRobot(db, session, params.id));
  registerRoute(app, updateRobotRoute, ({ audit, session, body }) => updateRobot(db, gateway, audit, session, body));
  registerRoute(app, deleteRobotRoute, ({ audit, session, params }) => deleteRobot(db, gateway, audit, session, params.id));
  registerRoute(app, lockRobotRoute, ({ req, audit, session, params }) => lock(db, gateway, audit, session, params.id, requestLang(req)));
  registerRoute(app, unlockRobotRoute, ({ req, audit, session, params }) =>
    unlock(db, gateway, audit, session, params.id, requestLang(req)),
  );
  registerRoute(app, resetRobotRoute, ({ req, audit, session, params }) => reset(db, gateway, audit, session, params.id, requestLang(req)));
  for (const [route, send] of QUICK_ACTIONS) {
    registerRoute(app, route, ({ req, audit, session, params }) => send(db, gateway, audit, session, params.id, requestLang(req)));
  }
  registerRoute(app, getCommandRoute, ({ session, params }) => getCommand(db, session, params.commandId));
  registerRoute(app, probeRobotRoute, ({ audit, session, params, body }) => probeRobot(db, gateway, audit, session, params.id, body.probe));
  registerRoute(app, findReceivedStatusesRoute, async ({ session, params }) => ({
    list: await findReceivedStatuses(db, gateway, session, params.id),
  }));
  registerRoute(app, hostRobotsRoute, ({ audit, session, body }) => hostRobots(db, gateway, audit, session, body));
  registerRoute(app, unhostRobotsRoute, ({ audit, session, body }) => unhostRobots(db, gateway, audit, session, body.robotIds));
  registerRoute(app, findHostingsRoute, ({ session, body }) => findHostings(db, session, body));
  registerRoute(app, listTrustOrgRoute, ({ session }) => trustOrgs(db, session));
};
