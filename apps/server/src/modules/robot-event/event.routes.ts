import { findRobotEventsRoute, getRobotEventImageRoute, listRobotEventTypesRoute } from '@fleet/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { registerDownloadRoute, registerRoute } from '../../lib/route';
import { findRobotEvents, getRobotEventImage, listRobotEventTypes } from './event.service';

/** Robot events as the gateway stored them (robot_events); read-only: events are what happened. */
export const robotEventRoutes = async (app: FastifyInstance, opts: { db: Db }) => {
  const { db } = opts;
  registerRoute(app, findRobotEventsRoute, ({ session, params, body }) => findRobotEvents(db, session, params.id, body));
  registerRoute(app, listRobotEventTypesRoute, ({ session, params }) => listRobotEventTypes(db, session, params.id));
  registerDownloadRoute(app, getRobotEventImageRoute, ({ session, params }) => getRobotEventImage(db, session, params.eventId));
};
