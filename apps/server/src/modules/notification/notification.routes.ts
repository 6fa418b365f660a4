import { findNotificationsRoute, getUnreadCountRoute, readAllNotificationsRoute, readNotificationRoute } from '@fleet/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { registerRoute } from '../../lib/route';
import { findNotifications, getUnreadCount, readAllNotifications, readNotification } from './notification.service';

/** The caller's own notifications (the bell): any signed-in user, only their rows. */
export const notificationRoutes = async (app: FastifyInstance, opts: { db: Db }) => {
  const { db } = opts;
  registerRoute(app, findNotificationsRoute, ({ session, query }) => findNotifications(db, session, query));
  registerRoute(app, getUnreadCountRoute, ({ session }) => getUnreadCount(db, session));
  registerRoute(app, readNotificationRoute, ({ session, params }) => readNotification(db, session, params.id));
  registerRoute(app, readAllNotificationsRoute, ({ session }) => readAllNotifications(db, session));
};
