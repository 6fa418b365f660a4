import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { TNotificationKind, TNotificationParams } from '@fleet/contracts';
import { users } from './user';

/**
 * The in-app notification center (issue 14): one row per recipient. The message is a key of the
 * contracts catalogue and its parameters, rendered in the reader's language when shown, never text.
 * Rows are the user's own: every read and write is by `user_id` = the session's user, which is
 * narrower than an organisation scope (an administrator never reads another user's notifications), so
 * no organisation path is copied here; one that moves its users' organisation keeps nothing stale.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 20 }).$type<TNotificationKind>().notNull(),
    messageKey: varchar('message_key', { length: 100 }).notNull(),
    params: jsonb('params').$type<TNotificationParams>().notNull().default({}),
    /** An in-app path, or null. */
    link: varchar('link', { length: 300 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    // The badge's count on every page: only the unread rows are in this index.
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);
