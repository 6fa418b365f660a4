import type { TQrCodeState } from '@fleet/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgSequence, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { organizations } from './org';
import { robots } from './robot';
import { users } from './user';

/**
 * Where every code's number comes from (contracts' qrCodeNumberOf). A sequence never hands a value out
 * twice, even to a transaction that rolled back, so a discarded code's number is never issued again.
 */
export const qrCodeNumbers = pgSequence('qr_code_numbers', { startWith: 1 });

/**
 * Device QR codes (spec §4, the robotQrcode screen): stickers issued to an organisation, each bound to at
 * most one robot and a robot carrying at most one (the partial unique index: QR_CODE_DEVICE_HAS_CODE).
 * A discarded code is never bound (the check); the rules of its moves are contracts' qrCodeRefusal.
 */
export const qrCodes = pgTable(
  'qr_codes',
  {
    id: serial('id').primaryKey(),
    number: varchar('number', { length: 12 }).notNull().unique(),
    state: varchar('state', { length: 16 }).notNull().$type<TQrCodeState>(),
    // No cascade: robots are soft-deleted, and deleting one unbinds its code (robot.service deleteRobot).
    robotId: integer('robot_id').references(() => robots.id),
    boundAt: timestamp('bound_at', { withTimezone: true }),
    boundBy: integer('bound_by').references(() => users.id, { onDelete: 'set null' }),
    downloads: integer('downloads').notNull().default(0),
    // The owner: codes go with their organisation, as its component catalogue and records do.
    orgId: integer('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    discardedAt: timestamp('discarded_at', { withTimezone: true }),
    discardedBy: integer('discarded_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    // The index decides a clash, so two concurrent binds of different codes to one robot cannot both pass.
    uniqueIndex('qr_codes_robot_uq')
      .on(t.robotId)
      .where(sql`${t.robotId} is not null`),
    index('qr_codes_org_idx').on(t.orgId),
    check('qr_codes_bound_in_use', sql`${t.robotId} is null or ${t.state} = 'in_use'`),
    check('qr_codes_bound_at', sql`(${t.robotId} is null) = (${t.boundAt} is null)`),
  ],
);
