import { index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { organizations } from './org';

/**
 * Display links (issue 13): a read-only credential for a wall display showing the large screen of an
 * organisation's subtree without a user session. Like API keys, only a SHA-256 of the token is kept
 * (the token is 256 random bits, so a slow password hash would add nothing but latency). A link works
 * until `revoked_at` or `expires_at`, whichever comes first; it goes with its organisation when that is deleted.
 */
export const displayLinks = pgTable(
  'display_links',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 60 }).notNull(),
    orgId: integer('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Written at most once a minute (display-link.service.ts), so a display's reads do not all write. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('display_links_org_idx').on(t.orgId)],
);
