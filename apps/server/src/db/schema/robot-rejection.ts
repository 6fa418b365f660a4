import { bigint, bigserial, index, integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Messages of a robot the gateway refused (contracts device/rejections.ts), for the vendor debugging its
 * firmware: the newest REJECTIONS_KEPT per robot, older ones deleted in the statement that adds new ones.
 */
export const robotRejections = pgTable(
  'robot_rejections',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    robotId: integer('robot_id').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    topic: varchar('topic', { length: 200 }).notNull(),
    reason: varchar('reason', { length: 16 }).notNull(),
    field: varchar('field', { length: 100 }),
    detail: varchar('detail', { length: 300 }).notNull(),
  },
  (t) => [index('robot_rejections_robot_idx').on(t.robotId, t.id)],
);

/** Refusals per robot and reason since registration: the list keeps 50, these keep counting. */
export const robotRejectionCounts = pgTable(
  'robot_rejection_counts',
  {
    robotId: integer('robot_id').notNull(),
    reason: varchar('reason', { length: 16 }).notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.robotId, t.reason] })],
);
