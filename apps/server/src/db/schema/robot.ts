import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { organizations } from './org';
import { robotTypes } from './robot-type';
import { bytea } from './types';

/**
 * A registered robot. The device secret is 256 random bits kept as SHA-256: a slow password hash
 * would only make a reconnect storm of thousands of robots cost minutes of CPU. A deleted robot keeps
 * its row (history, commands and custody refer to it) and its number stays taken.
 */
export const robots = pgTable(
  'robots',
  {
    id: serial('id').primaryKey(),
    deviceNumber: varchar('device_number', { length: 60 }).notNull().unique(),
    alias: varchar('alias', { length: 30 }).notNull(),
    robotType: smallint('robot_type')
      .notNull()
      .references(() => robotTypes.code),
    model: varchar('model', { length: 20 }).notNull(),
    simulated: boolean('simulated').notNull(),
    version: varchar('version', { length: 60 }),
    orgId: integer('org_id')
      .notNull()
      .references(() => organizations.id),
    secretHash: varchar('secret_hash', { length: 64 }).notNull(),
    locked: boolean('locked').notNull().default(false),
    /** Marked for testing: only such robots may receive a test package (issue 15). */
    testing: boolean('testing').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    registerMethod: varchar('register_method', { length: 16 }).notNull().default('platform').$type<'platform' | 'app'>(),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('robots_org_idx').on(t.orgId)],
);

/**
 * Custody history (trusteeship). The row with `ended_at` null is the current hosting (at most one per
 * robot); it grants access only while now() lies in [start_at, end_at).
 */
export const robotHostings = pgTable(
  'robot_hostings',
  {
    id: serial('id').primaryKey(),
    robotId: integer('robot_id')
      .notNull()
      .references(() => robots.id),
    fromOrgId: integer('from_org_id')
      .notNull()
      .references(() => organizations.id),
    orgId: integer('org_id')
      .notNull()
      .references(() => organizations.id),
    type: smallint('type').notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endedBy: integer('ended_by'),
  },
  (t) => [
    uniqueIndex('robot_hostings_current_uq')
      .on(t.robotId)
      .where(sql`${t.endedAt} is null`),
    index('robot_hostings_org_idx').on(t.orgId),
  ],
);

/** The newest known state of each robot, flushed by the gateway (one row per robot). */
export const robotState = pgTable('robot_state', {
  robotId: integer('robot_id')
    .primaryKey()
    .references(() => robots.id),
  online: boolean('online').notNull().default(false),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }),
  battery: real('battery'),
  workStatus: smallint('work_status'),
  deviceState: smallint('device_state'),
  locationState: smallint('location_state'),
  chargeStatus: smallint('charge_status'),
  speed: real('speed'),
  signal: real('signal'),
  mapId: varchar('map_id', { length: 64 }),
  x: doublePrecision('x'),
  y: doublePrecision('y'),
  angle: real('angle'),
  taskId: varchar('task_id', { length: 64 }),
  progress: real('progress'),
  counters: jsonb('counters'),
  /** The last GPS position the robot reported (telemetry `geo`), kept when a message has none. */
  geoLat: doublePrecision('geo_lat'),
  geoLng: doublePrecision('geo_lng'),
  upgrading: boolean('upgrading').notNull().default(false),
  firmware: varchar('firmware', { length: 60 }),
});

/**
 * Telemetry history, sampled by the gateway (one row per robot per 10 s), kept TELEMETRY_RETENTION_DAYS
 * (modules/robot-history/rollup.ts) and rolled up into robot_telemetry_15m; partitioned by time when
 * one table is outgrown.
 */
export const robotTelemetry = pgTable(
  'robot_telemetry',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    robotId: integer('robot_id').notNull(),
    ts: timestamp('ts', { withTimezone: true }).notNull(),
    battery: real('battery'),
    workStatus: smallint('work_status'),
    deviceState: smallint('device_state'),
    chargeStatus: smallint('charge_status'),
    speed: real('speed'),
    signal: real('signal'),
    mapId: varchar('map_id', { length: 64 }),
    x: doublePrecision('x'),
    y: doublePrecision('y'),
    progress: real('progress'),
  },
  (t) => [
    index('robot_telemetry_robot_ts_idx').on(t.robotId, t.ts),
    // BRIN: rows arrive in time order, so a few pages of summaries find the old ones for retention.
    index('robot_telemetry_ts_brin').using('brin', t.ts),
  ],
);

/** Events, faults and alarms reported by robots. */
export const robotEvents = pgTable(
  'robot_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    robotId: integer('robot_id').notNull(),
    ts: timestamp('ts', { withTimezone: true }).notNull(),
    type: varchar('type', { length: 40 }).notNull(),
    level: varchar('level', { length: 16 }).notNull(),
    code: varchar('code', { length: 40 }),
    message: varchar('message', { length: 300 }),
    accuracy: real('accuracy'),
    image: varchar('image', { length: 200 }),
    /** The JPEG a vision event came with (up/event imageData); never selected by lists. */
    imageData: bytea('image_data'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('robot_events_robot_ts_idx').on(t.robotId, t.ts),
    // BRIN: rows arrive in received_at order, so the retention job finds the old ones in a few pages.
    index('robot_events_received_brin').using('brin', t.receivedAt),
  ],
);

/**
 * Commands to robots: stored before they are published, then tracked to an ack or a timeout
 * (operate state 0 sent, 1 success, 2 failed, 3 wait timeout). The broker never holds the only copy.
 */
export const robotCommands = pgTable(
  'robot_commands',
  {
    id: uuid('id').primaryKey(),
    robotId: integer('robot_id')
      .notNull()
      .references(() => robots.id),
    type: varchar('type', { length: 32 }).notNull(),
    args: jsonb('args').notNull().default({}),
    operateState: smallint('operate_state').notNull().default(0),
    reason: varchar('reason', { length: 300 }),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    index('robot_commands_robot_idx').on(t.robotId, t.createdAt),
    index('robot_commands_pending_idx')
      .on(t.expiresAt)
      .where(sql`${t.operateState} = 0`),
  ],
);
