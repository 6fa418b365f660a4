import {
  createRobotTypeRoute,
  deleteRobotTypeRoute,
  findRobotTypesRoute,
  robotTypeOptionsRoute,
  updateRobotTypeRoute,
} from '@fleet/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { registerRoute } from '../../lib/route';
import { createRobotType, deleteRobotType, findRobotTypeOptions, findRobotTypes, updateRobotType } from './robot-type.service';

/** The robot-type catalogue (issue 16, robottypeConfig): options for every screen, the catalogue for platform staff. */
export const robotTypeRoutes = async (app: FastifyInstance, opts: { db: Db }) => {
  const { db } = opts;
  registerRoute(app, robotTypeOptionsRoute, () => findRobotTypeOptions(db));
  registerRoute(app, findRobotTypesRoute, ({ body }) => findRobotTypes(db, body));
  registerRoute(app, createRobotTypeRoute, ({ audit, session, body }) => createRobotType(db, audit, session, body));
  registerRoute(app, updateRobotTypeRoute, ({ audit, session, body }) => updateRobotType(db, audit, session, body));
  registerRoute(app, deleteRobotTypeRoute, ({ audit, session, params }) => deleteRobotType(db, audit, session, params.code));
};
