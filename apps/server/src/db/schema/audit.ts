import { bigserial, index, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/** The operation log: written in the same transaction as the change it records; never updated. */
export const operationLog = pgTable(
  'operation_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id'),
    account: varchar('account', { length: 60 }).notNull(),
    orgId: integer('org_id'),
    action: varchar('action', { length: 80 }).notNull(),
    target: varchar('target', { length: 200 }),
    result: varchar('result', { length: 16 }).notNull().$type<'success' | 'failure'>(),
    detail: jsonb('detail'),
    ip: varchar('ip', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('operation_log_created_idx').on(t.createdAt), index('operation_log_user_idx').on(t.userId)],
);
