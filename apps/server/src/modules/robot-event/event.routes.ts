import { EVENT_RETENTION_DAYS_DEFAULT, findRobotEventsRoute, getRobotEventImageRoute, listRobotEventTypesRoute } from '@fleet/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { registerDownloadRoute, registerRoute } from '../../lib/route';
import { startEventRetention } from './event-retention';
import { findRobotEvents, getRobotEventImage, listRobotEventTypes } from './event.service';

/** Robot events as the gateway stored them (robot_events); read-only: events are what happened. Owns their retention job. */
export const robotEventRoutes = async (app: FastifyInstance, opts: { db: Db; retentionDays?: number | undefined }) => {
  const { db } = opts;
  const retention = startEventRetention(db, app.log, opts.retentionDays ?? EVENT_RETENTION_DAYS_DEFAULT);
  app.addHook('onClose', () => retention.close());
  registerRoute(app, findRobotEventsRoute, ({ session, params, body }) => findRobotEvents(db, session, params.id, body));
  registerRoute(app, listRobotEventTypesRoute, ({ session, params }) => listRobotEventTypes(db, session, params.id));
  registerDownloadRoute(app, getRobotEventImageRoute, ({ session, params }) => getRobotEventImage(db, session, params.eventId));
};
