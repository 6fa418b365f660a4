import {
  findRobotBuildsRoute,
  getRobotBuildRoute,
  swapComponentRoute,
  getRobotConfigRoute,
  importRobotConfigRoute,
  refreshRobotConfigRoute,
  resetConsumableRoute,
  setRobotAliasRoute,
  setRobotConfigRoute,
} from '@fleet/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Gateway } from '../../gateway/gateway.types';
import { registerRoute } from '../../lib/route';
import { findRobotBuilds, getRobotBuild, swapComponent } from './robot-build.service';
import {
  getRobotConfig,
  importRobotConfig,
  refreshRobotConfig,
  registerConfigUplink,
  resetConsumable,
  setAlias,
  setRobotConfig,
} from './robot-config.service';

/** The robotConfig and robotSetting tabs: the robot's reported configuration and the commands that change it. */
export const robotConfigRoutes = async (app: FastifyInstance, opts: { db: Db; gateway: Gateway }) => {
  const { db, gateway } = opts;
  registerConfigUplink(db, gateway);
  // The robot configuration list and content pages (issue 16): what each robot is built from, and swaps.
  registerRoute(app, findRobotBuildsRoute, ({ session, body }) => findRobotBuilds(db, session, body));
  registerRoute(app, getRobotBuildRoute, ({ session, params }) => getRobotBuild(db, session, params.id));
  registerRoute(app, swapComponentRoute, ({ audit, session, body }) => swapComponent(db, audit, session, body));
  registerRoute(app, getRobotConfigRoute, ({ session, params }) => getRobotConfig(db, session, params.robotId));
  registerRoute(app, refreshRobotConfigRoute, ({ audit, session, body }) => refreshRobotConfig(db, gateway, audit, session, body.robotId));
  registerRoute(app, setRobotConfigRoute, ({ audit, session, body }) => setRobotConfig(db, gateway, audit, session, body));
  registerRoute(app, importRobotConfigRoute, ({ audit, session, body }) => importRobotConfig(db, gateway, audit, session, body));
  registerRoute(app, resetConsumableRoute, ({ audit, session, body }) => resetConsumable(db, gateway, audit, session, body));
  registerRoute(app, setRobotAliasRoute, ({ audit, session, body }) => setAlias(db, gateway, audit, session, body));
};
