import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { organizations } from './org';
import { robots } from './robot';
import { users } from './user';

/**
 * After-sales tickets (contracts work-order): work orders and question tickets in one table, one list
 * and one timeline for both. A ticket belongs to its submitter's organisation (`org_id`), so staff see
 * their subtree's through the organisation path. `state` is the one stored state (WorkOrderState or
 * QuestionState); the user and admin views are derived in contracts. `pictures` are file ids.
 */
export const tickets = pgTable(
  'tickets',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 16 }).notNull(),
    state: varchar('state', { length: 24 }).notNull(),
    orgId: integer('org_id')
      .notNull()
      .references(() => organizations.id),
    /** Null once the submitter's account is purged with its organisation; `contact_name` keeps who it was. */
    submitterId: integer('submitter_id').references(() => users.id, { onDelete: 'set null' }),
    contactName: varchar('contact_name', { length: 30 }).notNull(),
    phone: varchar('phone', { length: 20 }),
    company: varchar('company', { length: 60 }),
    robotId: integer('robot_id').references(() => robots.id),
    /** The robot's number when one was named, or a device not registered here. */
    deviceNumber: varchar('device_number', { length: 60 }),
    level: smallint('level'),
    address: varchar('address', { length: 300 }),
    title: varchar('title', { length: 60 }),
    description: varchar('description', { length: 300 }).notNull(),
    pictures: integer('pictures')
      .array()
      .notNull()
      .default(sql`'{}'`),
    analysis: varchar('analysis', { length: 300 }),
    solution: varchar('solution', { length: 300 }),
    handlerId: integer('handler_id').references(() => users.id, { onDelete: 'set null' }),
    acceptorId: integer('acceptor_id').references(() => users.id, { onDelete: 'set null' }),
    acceptanceResult: varchar('acceptance_result', { length: 8 }),
    acceptanceComment: varchar('acceptance_comment', { length: 300 }),
    /** When the escalation sweep told the parent organisation's staff it waits too long (once per order). */
    escalatedAt: timestamp('escalated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tickets_org_created_idx').on(t.orgId, t.createdAt),
    index('tickets_submitter_created_idx').on(t.submitterId, t.createdAt),
    index('tickets_handler_idx').on(t.handlerId),
    // The escalation sweep's one query: urgent orders still waiting and not yet escalated, oldest first.
    index('tickets_escalation_due_idx')
      .on(t.createdAt)
      .where(sql`${t.kind} = 'work_order' and ${t.state} = 'submitted' and ${t.escalatedAt} is null and ${t.level} >= 1`),
  ],
);

/** A ticket's timeline: one row per step (submission included), written in the step's transaction. */
export const ticketEvents = pgTable(
  'ticket_events',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    /** Null once the actor's account is purged with its organisation (the step itself stays). */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    action: varchar('action', { length: 16 }).notNull(),
    fromState: varchar('from_state', { length: 24 }),
    toState: varchar('to_state', { length: 24 }).notNull(),
    comment: varchar('comment', { length: 300 }),
    pictures: integer('pictures')
      .array()
      .notNull()
      .default(sql`'{}'`),
    analysis: varchar('analysis', { length: 300 }),
    solution: varchar('solution', { length: 300 }),
    handlerId: integer('handler_id').references(() => users.id, { onDelete: 'set null' }),
    result: varchar('result', { length: 8 }),
  },
  (t) => [index('ticket_events_ticket_idx').on(t.ticketId, t.id)],
);
