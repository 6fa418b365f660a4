import { z } from 'zod';
import { zIdParam } from '../common/ids';
import { ZListResult } from '../common/list';
import { defineRoute } from '../common/route';
import { ZNotification, ZNotificationListQuery, ZUnreadCount } from './notification.schema';

/** Every route here is the caller's own notifications: any signed-in user, never another user's rows. */
const tags = ['notifications'];

export const findNotificationsRoute = defineRoute({
  method: 'GET',
  path: 'user-service/notifications',
  access: 'session',
  tags,
  summary: "The caller's notifications, paged: unread first then newest (order=unread), or newest first (order=time)",
  query: ZNotificationListQuery,
  data: ZListResult(ZNotification),
});
export const getUnreadCountRoute = defineRoute({
  method: 'GET',
  path: 'user-service/notifications/unread-count',
  access: 'session',
  tags,
  summary: "How many of the caller's notifications are unread (the bell's badge)",
  data: ZUnreadCount,
});
export const readNotificationRoute = defineRoute({
  method: 'PUT',
  path: 'user-service/notifications/:id/read',
  access: 'session',
  tags,
  summary: 'Mark one of the caller notifications read; answers the unread count after it',
  params: z.object({ id: zIdParam() }),
  data: ZUnreadCount,
});
export const readAllNotificationsRoute = defineRoute({
  method: 'PUT',
  path: 'user-service/notifications/read-all',
  access: 'session',
  tags,
  summary: "Mark every one of the caller's notifications read",
  data: ZUnreadCount,
});
