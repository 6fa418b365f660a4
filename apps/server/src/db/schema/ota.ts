import { index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { robots } from './robot';
import { versionPackages } from './version';

/**
 * Package download grants (issue 15, device protocol §11): the address an `otaUpgrade` command gives a
 * robot carries a 256-bit token, of which only the SHA-256 is kept (as for display links). A grant reads
 * one package, for one robot (which must also present its device credential), until `expires_at`.
 * Kept in the database, not signed with a server key, so every instance honours it without shared config.
 */
export const packageGrants = pgTable(
  'package_grants',
  {
    id: serial('id').primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    robotId: integer('robot_id')
      .notNull()
      .references(() => robots.id, { onDelete: 'cascade' }),
    packageId: integer('package_id')
      .notNull()
      .references(() => versionPackages.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('package_grants_expires_idx').on(t.expiresAt)],
);
