import { index, integer, pgTable, serial, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { organizations } from './org';
import { users } from './user';

/**
 * Requirements (issue 15, the demand screen): what a coming version must deliver, owned by an
 * organisation (its staff and the staff above read and change it). `state` moves only as contracts'
 * DEMAND_MOVES allows; `robot_types` are RobotType values.
 */
export const demands = pgTable(
  'demands',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 60 }).notNull(),
    description: text('description').notNull().default(''),
    robotTypes: smallint('robot_types').array().notNull(),
    priority: smallint('priority').notNull(),
    state: varchar('state', { length: 16 }).notNull().default('open'),
    orgId: integer('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('demands_org_idx').on(t.orgId), index('demands_state_idx').on(t.state, t.priority)],
);
