import { getRobotRejectionsRoute } from '@fleet/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { registerRoute } from '../../lib/route';
import { getRobotRejections } from './rejection.service';

/** A robot's refused messages as the gateway recorded them (robot_rejections): read-only diagnostics for its vendor. */
export const robotRejectionRoutes = async (app: FastifyInstance, opts: { db: Db }) => {
  const { db } = opts;
  registerRoute(app, getRobotRejectionsRoute, ({ session, params }) => getRobotRejections(db, session, params.robotId));
};
