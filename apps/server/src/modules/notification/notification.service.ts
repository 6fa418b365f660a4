import type { NotificationKey, TNotificationKind, TNotificationParams, ZNotificationListQuery } from '@fleet/contracts';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { countUnreadNotifications, signalNotifications } from '../../lib/notification-signal';
import type { SessionContext } from '../../lib/session';
import { notFound } from '../../lib/tenancy';
import { findOwnNotifications, insertNotifications, markAllOwnRead, markOwnRead } from './notification.repository';

export interface NotificationMessage {
  kind: TNotificationKind;
  /** A key of the contracts catalogue (i18n/notifications.*.ts): rendered in each reader's language. */
  key: NotificationKey;
  params?: TNotificationParams;
  /** An in-app path the bell opens (`/workOrder?id=4`); never another site. */
  link?: string | null;
}

/** In-app only: one leading slash, so `//evil.example` (another host) and `https:` are refused. */
const isInAppPath = (link: string) => link.startsWith('/') && !link.startsWith('//') && !link.includes('\\') && link.length <= 300;

/**
 * Notifies users, for any module: writes one row per recipient in the caller's transaction, so a
 * change that rolls back notifies nobody, and announces it at commit (`pg_notify`), whence every
 * server instance's live hub sends each recipient's open tabs their new unread count. Recipients are
 * the caller's to choose (its own rules of who may know); deleted users are skipped. Returns the
 * users notified. A wrong link is a programming error, thrown as such.
 */
export const notifyUsers = async (tx: Tx, userIds: readonly number[], m: NotificationMessage): Promise<number[]> => {
  const link = m.link ?? null;
  if (link !== null && !isInAppPath(link)) throw new Error(`notifyUsers: link must be an in-app path, got ${link}`);
  const notified = await insertNotifications(tx, userIds, { kind: m.kind, messageKey: m.key, params: m.params ?? {}, link });
  await signalNotifications(tx, notified);
  return notified;
};

export const findNotifications = async (db: Db, session: SessionContext, q: z.output<typeof ZNotificationListQuery>) => {
  return { ...(await findOwnNotifications(db, session.userId, q)), page: q.page, pageSize: q.pageSize };
};

export const getUnreadCount = async (db: Tx, session: SessionContext) => ({
  unread: (await countUnreadNotifications(db, [session.userId])).get(session.userId) ?? 0,
});

/*
 * Reading one's own notifications writes no operation-log row: it changes nothing anyone else sees,
 * and a row per click would bury the changes the log is for.
 */

/** Someone else's notification answers NOT_FOUND, exactly like one that does not exist. */
export const readNotification = (db: Db, session: SessionContext, id: number) =>
  db.transaction(async (tx) => {
    if (!(await markOwnRead(tx, session.userId, id))) throw notFound();
    // The user's other tabs update their badge too.
    await signalNotifications(tx, [session.userId]);
    return getUnreadCount(tx, session);
  });

export const readAllNotifications = (db: Db, session: SessionContext) =>
  db.transaction(async (tx) => {
    if ((await markAllOwnRead(tx, session.userId)) > 0) await signalNotifications(tx, [session.userId]);
    return getUnreadCount(tx, session);
  });
