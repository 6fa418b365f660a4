import type { TNotification, TNotificationKind, TNotificationParams } from '@fleet/contracts';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { notifications, users } from '../../db/schema';

export interface NotificationRow {
  kind: TNotificationKind;
  messageKey: string;
  params: TNotificationParams;
  link: string | null;
}

/** One row per recipient that is still a user (deleted users get nothing); returns who got one. */
export const insertNotifications = async (tx: Tx, userIds: readonly number[], row: NotificationRow): Promise<number[]> => {
  if (userIds.length === 0) return [];
  const live = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, [...new Set(userIds)]), isNull(users.deletedAt)));
  if (live.length === 0) return [];
  await tx.insert(notifications).values(live.map((u) => ({ userId: u.id, ...row })));
  return live.map((u) => u.id);
};

const unreadFirst = [sql`${notifications.readAt} is not null`, desc(notifications.createdAt), desc(notifications.id)];
const newestFirst = [desc(notifications.createdAt), desc(notifications.id)];

export const findOwnNotifications = async (
  db: Tx,
  userId: number,
  q: { page: number; pageSize: number; order: 'unread' | 'time' },
): Promise<{ list: TNotification[]; total: number }> => {
  const own = eq(notifications.userId, userId);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(own)
      .orderBy(...(q.order === 'unread' ? unreadFirst : newestFirst))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ total: count() }).from(notifications).where(own),
  ]);
  return {
    total: totalRow?.total ?? 0,
    list: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      key: r.messageKey,
      params: r.params,
      link: r.link,
      createdAt: r.createdAt.toISOString(),
      readAt: r.readAt?.toISOString() ?? null,
    })),
  };
};

/** Marks the user's own notification read; false when it is not theirs (or does not exist). Reading it twice keeps the first time. */
export const markOwnRead = async (tx: Tx, userId: number, id: number): Promise<boolean> => {
  const own = and(eq(notifications.id, id), eq(notifications.userId, userId));
  const [row] = await tx.select({ readAt: notifications.readAt }).from(notifications).where(own);
  if (!row) return false;
  if (!row.readAt) await tx.update(notifications).set({ readAt: new Date() }).where(own);
  return true;
};

/** Marks every unread notification of the user read; returns how many changed. */
export const markAllOwnRead = async (tx: Tx, userId: number): Promise<number> => {
  const changed = await tx
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return changed.length;
};
