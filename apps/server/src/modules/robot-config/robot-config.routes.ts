import {
  getRobotConfigRoute, importRobotConfigRoute, refreshRobotConfigRoute, resetConsumableRoute, setRobotAliasRoute, setRobotConfigRoute,
} from '@fleet/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Gateway } from '../../gateway/gateway.types';
import { registerRoute } from '../../lib/route';
import {
  getRobotConfig, importRobotConfig, refreshRobotConfig, registerConfigUplink, resetConsumable, setAlias, setRobotConfig,
} from './robot-config.service';

/** The robotConfig and robotSetting tabs: the robot's reported configuration and the commands that change it. */
export const robotConfigRoutes = async (app: FastifyInstance, opts: { db: Db; gateway: Gateway }) => {
  const { db, gateway } = opts;
  registerConfigUplink(db, gateway);
  registerRoute(app, getRobotConfigRoute, ({ session, params }) => getRobotConfig(db, session, params.robotId));
  registerRoute(app, refreshRobotConfigRoute, ({ req, session, body }) => refreshRobotConfig(db, gateway, req, session, body.robotId));
  registerRoute(app, setRobotConfigRoute, ({ req, session, body }) => setRobotConfig(db, gateway, req, session, body));
  registerRoute(app, importRobotConfigRoute, ({ req, session, body }) => importRobotConfig(db, gateway, req, session, body));
  registerRoute(app, resetConsumableRoute, ({ req, session, body }) => resetConsumable(db, gateway, req, session, body));
  registerRoute(app, setRobotAliasRoute, ({ req, session, body }) => setAlias(db, gateway, req, session, body));
};
