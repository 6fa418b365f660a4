import { and, count, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { notifications } from '../db/schema';

/**
 * The PostgreSQL channel on which a change of users' notifications is announced. `pg_notify` inside
 * the writing transaction is delivered only at its commit (never for a rollback), to every server
 * instance listening on the database, so the live hub of whichever instance holds a recipient's
 * sockets hears it (gateway/notification-watch.ts).
 */
export const NOTIFICATION_CHANNEL = 'fleet_notifications';
/** A notification payload must stay under PostgreSQL's 8,000 bytes: 500 ids of up to 11 characters. */
const IDS_PER_SIGNAL = 500;

/** Announces, at the commit of `tx`, that these users' notifications changed. Payload: a JSON array of user ids. */
export const signalNotifications = async (tx: Tx, userIds: readonly number[]) => {
  const ids = [...new Set(userIds)];
  for (let i = 0; i < ids.length; i += IDS_PER_SIGNAL) {
    await tx.execute(sql`select pg_notify(${NOTIFICATION_CHANNEL}, ${JSON.stringify(ids.slice(i, i + IDS_PER_SIGNAL))})`);
  }
};

/** Unread notifications per user (users without any are absent): the bell's badge. */
export const countUnreadNotifications = async (db: Tx, userIds: readonly number[]): Promise<Map<number, number>> => {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: notifications.userId, unread: count() })
    .from(notifications)
    .where(and(inArray(notifications.userId, [...userIds]), isNull(notifications.readAt)))
    .groupBy(notifications.userId);
  return new Map(rows.map((r) => [r.userId, r.unread]));
};
