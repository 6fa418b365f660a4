import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { organizations } from './org';
import { robots } from './robot';
import { users } from './user';

/**
 * Faults of robots (contracts robot-fault): raised by an event of warning level or above, or by the
 * robot being offline too long, and handled open → acknowledged → resolved. The id is stable: a work
 * order (after-sales) refers to it. `org_id` is the robot's organisation when the fault opened, so an
 * owner's subtree finds its faults through one index.
 */
export const robotFaults = pgTable(
  'robot_faults',
  {
    id: serial('id').primaryKey(),
    robotId: integer('robot_id')
      .notNull()
      .references(() => robots.id),
    orgId: integer('org_id')
      .notNull()
      .references(() => organizations.id),
    kind: varchar('kind', { length: 16 }).notNull(),
    code: varchar('code', { length: 40 }).notNull(),
    level: varchar('level', { length: 16 }).notNull(),
    message: varchar('message', { length: 300 }),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    occurrences: integer('occurrences').notNull().default(1),
    state: varchar('state', { length: 16 }).notNull(),
    acknowledgedBy: integer('acknowledged_by').references(() => users.id),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    acknowledgeNote: text('acknowledge_note'),
    resolvedBy: integer('resolved_by').references(() => users.id),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolveNote: text('resolve_note'),
    /** Resolved by the robot (cleared event, back online) rather than by a user. */
    resolvedAuto: boolean('resolved_auto').notNull().default(false),
  },
  (t) => [
    // One open fault per (robot, kind, code) is a database rule: concurrent events of one fault bump one row.
    uniqueIndex('robot_faults_open_uq')
      .on(t.robotId, t.kind, t.code)
      .where(sql`${t.state} in ('open', 'acknowledged')`),
    index('robot_faults_org_opened_idx').on(t.orgId, t.openedAt),
    index('robot_faults_robot_opened_idx').on(t.robotId, t.openedAt),
  ],
);
