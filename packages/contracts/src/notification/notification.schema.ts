import { z } from 'zod';
import { ZListQuery } from '../common/list';
import { ZNotificationKind } from '../enums/notification.enums';
import type { notificationsZh } from '../i18n/notifications.zh';

type Leaves<T, P extends string> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
/** A message of the notification catalogue (`notifications.workOrder.assigned` …): the only text a notification may carry. */
export type NotificationKey = Leaves<(typeof notificationsZh)['notifications'], 'notifications.'>;

/** Values put into the message (`{{number}}`): what a sender knows, in no language. */
export const ZNotificationParams = z.record(z.string(), z.union([z.string(), z.number()]));
export type TNotificationParams = z.infer<typeof ZNotificationParams>;

/** The bell's two orders: what is still unread first (then newest), or simply newest first. */
export const NOTIFICATION_ORDERS = ['unread', 'time'] as const;

export const ZNotificationListQuery = ZListQuery.extend({ order: z.enum(NOTIFICATION_ORDERS).default('unread') });
export type TNotificationListQuery = z.input<typeof ZNotificationListQuery>;

export const ZNotification = z.object({
  id: z.number().int(),
  kind: ZNotificationKind,
  /** A key of the shared catalogue, rendered with `params` in the reader's language. */
  key: z.string(),
  params: ZNotificationParams,
  /** An in-app path (`/workOrder?id=4`), opened when the notification is clicked; null when there is nowhere to go. */
  link: z.string().nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type TNotification = z.infer<typeof ZNotification>;

export const ZUnreadCount = z.object({ unread: z.number().int() });
export type TUnreadCount = z.infer<typeof ZUnreadCount>;
