import { index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './user';

/**
 * Sessions: only the SHA-256 of the token is stored. A revoked row is kept so the next call of an
 * ended session can be told why (logged in elsewhere, signed out, account disabled).
 */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    ip: varchar('ip', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: varchar('revoked_reason', { length: 16 }).$type<'replaced' | 'logout' | 'disabled' | 'password'>(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Failed sign-ins per account name (existing or not, so answers never reveal which accounts exist). */
export const loginAttempts = pgTable('login_attempts', {
  accountKey: varchar('account_key', { length: 60 }).primaryKey(),
  failures: integer('failures').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Image captchas live in the database so any server instance can check them; single use. */
export const captchas = pgTable('captchas', {
  id: varchar('id', { length: 64 }).primaryKey(),
  answerHash: varchar('answer_hash', { length: 64 }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
