import { index, integer, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { robots } from './robot';
import { bytea } from './types';

/**
 * Logs a robot was asked to upload (uploadLog command, answered on up/log). The row exists from the
 * request on, so the console shows "requested" until the file arrives or the command fails; the
 * content is kept gzip-compressed as the robot sent it.
 */
export const robotLogs = pgTable(
  'robot_logs',
  {
    id: uuid('id').primaryKey(),
    robotId: integer('robot_id')
      .notNull()
      .references(() => robots.id),
    commandId: uuid('command_id'),
    minutes: integer('minutes').notNull(),
    requestedBy: integer('requested_by'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    fileName: varchar('file_name', { length: 120 }),
    lines: integer('lines'),
    bytes: integer('bytes'),
    content: bytea('content'),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }),
  },
  (t) => [index('robot_logs_robot_idx').on(t.robotId, t.requestedAt)],
);
