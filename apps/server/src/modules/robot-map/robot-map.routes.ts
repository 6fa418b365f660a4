import { copyRobotMapRoute, findRobotMapsRoute, getRobotMapRoute, switchRobotMapRoute } from '@fleet/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Gateway } from '../../gateway/gateway.types';
import { registerRoute } from '../../lib/route';
import { copyRobotMap, findRobotMaps, getRobotMap, registerMapUplinks, switchRobotMap } from './robot-map.service';

/** The robotMap tab: the maps robots reported, and the commands that switch and copy them. */
export const robotMapRoutes = async (app: FastifyInstance, opts: { db: Db; gateway: Gateway }) => {
  const { db, gateway } = opts;
  registerMapUplinks(db, gateway, app.log);
  registerRoute(app, findRobotMapsRoute, ({ session, params }) => findRobotMaps(db, session, params.id));
  registerRoute(app, getRobotMapRoute, ({ session, params }) => getRobotMap(db, session, params.id, params.mapId));
  registerRoute(app, switchRobotMapRoute, ({ audit, session, params }) =>
    switchRobotMap(db, gateway, audit, session, params.id, params.mapId),
  );
  registerRoute(app, copyRobotMapRoute, ({ audit, session, params, body }) => copyRobotMap(db, gateway, audit, session, params.id, body));
};
