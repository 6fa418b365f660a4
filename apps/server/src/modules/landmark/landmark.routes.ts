import { findLandmarksRoute, getLandmarkRoute, switchLandmarkRoute } from '@fleet/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Gateway } from '../../gateway/gateway.types';
import { registerRoute } from '../../lib/route';
import { scheduleChanged } from '../robot-task/schedule-sync';
import { switchLandmark } from './landmark-switch.service';
import { findLandmarks, getLandmark } from './landmark.service';

/** Landmarks (spec §2 landMarkDetail): the point-level organisations of the caller's subtree and the robots working there. */
export const landmarkSiteRoutes = async (app: FastifyInstance, opts: { db: Db; gateway: Gateway }) => {
  const { db, gateway } = opts;
  const log = (err: unknown) => app.log.warn({ err }, 'schedule sync failed');
  // Tasks off and reservations cancelled in one push: the robot drops the old site's schedule.
  const changed = (robotId: number) => void scheduleChanged(db, gateway, robotId, ['tasks', 'reservations'], log);
  registerRoute(app, findLandmarksRoute, ({ session, body }) => findLandmarks(db, session, body));
  registerRoute(app, getLandmarkRoute, ({ session, params }) => getLandmark(db, session, params.id));
  registerRoute(app, switchLandmarkRoute, ({ audit, session, body }) => switchLandmark(db, gateway, audit, session, body, changed));
};
