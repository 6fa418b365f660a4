import { boolean, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { organizations } from './org';

/**
 * Third-party API keys (spec "empower"): a key reads the open data API of its organisation's subtree,
 * inside its time window, while enabled. Only a SHA-256 of the secret is kept (the secret is 256 random
 * bits, so a slow password hash would add nothing but latency).
 */
export const apiKeys = pgTable('api_keys', {
  id: serial('id').primaryKey(),
  orgId: integer('org_id')
    .notNull()
    .references(() => organizations.id),
  companyCode: varchar('company_code', { length: 32 }).notNull(),
  provider: varchar('provider', { length: 60 }).notNull(),
  keyId: varchar('key_id', { length: 40 }).notNull().unique(),
  secretHash: varchar('secret_hash', { length: 64 }).notNull(),
  beginAt: timestamp('begin_at', { withTimezone: true }).notNull(),
  endAt: timestamp('end_at', { withTimezone: true }).notNull(),
  enabled: boolean('enabled').notNull().default(true),
  createdBy: integer('created_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
