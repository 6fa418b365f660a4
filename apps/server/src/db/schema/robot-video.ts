import { bigint, bigserial, index, integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { robots } from './robot';
import { bytea } from './types';

/**
 * Video clips the server recorded from the live frames it relays (modules/robot-video): by hand while
 * watching (reason 'manual', created_by the user) or around an incident ('event', event_type the
 * event). `ended_at` is null while recording; frame_count and bytes are kept up to date as it goes.
 */
export const robotClips = pgTable(
  'robot_clips',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    robotId: integer('robot_id')
      .notNull()
      .references(() => robots.id),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    reason: varchar('reason', { length: 16 }).notNull(),
    eventType: varchar('event_type', { length: 40 }),
    createdBy: integer('created_by'),
    frameCount: integer('frame_count').notNull().default(0),
    bytes: bigint('bytes', { mode: 'number' }).notNull().default(0),
  },
  (t) => [index('robot_clips_robot_started_idx').on(t.robotId, t.startedAt), index('robot_clips_started_idx').on(t.startedAt)],
);

/** The JPEG frames of a clip in order; deleted with their clip (cascade). */
export const robotClipFrames = pgTable(
  'robot_clip_frames',
  {
    clipId: bigint('clip_id', { mode: 'number' })
      .notNull()
      .references(() => robotClips.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    /** Capture time on the robot, epoch ms. */
    ts: bigint('ts', { mode: 'number' }).notNull(),
    jpeg: bytea('jpeg').notNull(),
  },
  (t) => [primaryKey({ columns: [t.clipId, t.seq] })],
);
