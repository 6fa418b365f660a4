import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
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

/**
 * One row, counting committed changes that can end a session or change what it may do (revocation,
 * user disabled/deleted/moved/re-roled, organisation moved, role permissions). Bumped by deferred
 * triggers (migration 0013), so every code path and a hand-written SQL statement count alike; the
 * session cache (plugins/session-cache.ts) serves an entry only while this value has not moved.
 */
export const authEpoch = pgTable(
  'auth_epoch',
  {
    id: smallint('id').primaryKey().default(1),
    epoch: bigint('epoch', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('auth_epoch_single_row', sql`${t.id} = 1`)],
);
