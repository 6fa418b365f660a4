import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { TConsumable, TLandmark, TMapPath, TRobotConfigValues } from '@fleet/contracts';
import { robots } from './robot';

/**
 * What robots told the server about their maps (up/maps, up/map). The robot holds the maps; a row is
 * its last manifest entry. A map the robot no longer lists keeps its row with `archived_at` set (a map
 * switch archives the old map's data), so records that name it can still show it.
 */
export const robotMaps = pgTable(
  'robot_maps',
  {
    id: serial('id').primaryKey(),
    robotId: integer('robot_id')
      .notNull()
      .references(() => robots.id),
    mapId: varchar('map_id', { length: 64 }).notNull(),
    name: varchar('name', { length: 60 }).notNull(),
    version: varchar('version', { length: 64 }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    resolution: real('resolution').notNull(),
    originX: doublePrecision('origin_x').notNull(),
    originY: doublePrecision('origin_y').notNull(),
    dock: jsonb('dock').notNull().$type<{ x: number; y: number; angle: number }>(),
    landmarks: jsonb('landmarks').notNull().default([]).$type<TLandmark[]>(),
    paths: jsonb('paths').notNull().default([]).$type<TMapPath[]>(),
    /** rle8 base64 (contracts device/map-grid.ts) of the version in `grid_version`; null until uploaded. */
    grid: text('grid'),
    gridVersion: varchar('grid_version', { length: 64 }),
    active: boolean('active').notNull().default(false),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    reportedAt: timestamp('reported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('robot_maps_robot_map_uq').on(t.robotId, t.mapId)],
);

/**
 * Cleaning tasks of spec §3. Scheduled ones (switch on) are part of the schedule the robot keeps
 * (contracts device/schedule.ts); any task can also be started now.
 */
export const robotTasks = pgTable(
  'robot_tasks',
  {
    id: serial('id').primaryKey(),
    robotId: integer('robot_id')
      .notNull()
      .references(() => robots.id),
    name: varchar('name', { length: 30 }).notNull(),
    periodType: smallint('period_type').notNull(),
    date: date('date'),
    /** "HH:mm", robot local time. */
    execTime: varchar('exec_time', { length: 5 }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    mapId: varchar('map_id', { length: 64 }).notNull(),
    pathId: varchar('path_id', { length: 64 }),
    cleanMode: varchar('clean_mode', { length: 16 }).notNull(),
    scene: smallint('scene').notNull().default(0),
    repeatTimes: smallint('repeat_times').notNull().default(1),
    details: varchar('details', { length: 300 }),
    /** Task state of spec §4: 0 pending or running, 1 done, 2 expired. */
    state: smallint('state').notNull().default(0),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('robot_tasks_robot_idx')
      .on(t.robotId)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/** Reservations of spec §3: a start from a landmark at set times; the robot reports each run's result. */
export const robotReservations = pgTable(
  'robot_reservations',
  {
    id: serial('id').primaryKey(),
    robotId: integer('robot_id')
      .notNull()
      .references(() => robots.id),
    name: varchar('name', { length: 30 }).notNull(),
    execMode: smallint('exec_mode').notNull(),
    date: date('date'),
    /** "HH:mm" values, robot local time. */
    execTimes: jsonb('exec_times').notNull().$type<string[]>(),
    mapId: varchar('map_id', { length: 64 }).notNull(),
    landmarkId: varchar('landmark_id', { length: 64 }).notNull(),
    taskMinutes: smallint('task_minutes').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** Reservation result of spec §4 (0–6) of the newest run, and when it ran. */
    lastResult: smallint('last_result'),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('robot_reservations_robot_idx')
      .on(t.robotId)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/** Cleaning records: one row per run the robot reported (up/run), upserted by (robot, run id). */
export const robotRuns = pgTable(
  'robot_runs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    robotId: integer('robot_id').notNull(),
    runId: varchar('run_id', { length: 64 }).notNull(),
    source: varchar('source', { length: 16 }).notNull(),
    taskId: integer('task_id'),
    reservationId: integer('reservation_id'),
    name: varchar('name', { length: 60 }).notNull().default(''),
    mapId: varchar('map_id', { length: 64 }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    state: varchar('state', { length: 16 }).notNull(),
    areaM2: real('area_m2').notNull().default(0),
    distanceKm: real('distance_km').notNull().default(0),
    waterL: real('water_l').notNull().default(0),
    energyKwh: real('energy_kwh').notNull().default(0),
    reservationResult: smallint('reservation_result'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('robot_runs_robot_run_uq').on(t.robotId, t.runId), index('robot_runs_robot_started_idx').on(t.robotId, t.startedAt)],
);

/** The configuration, consumables and SIM card a robot last reported (up/config). */
export const robotConfig = pgTable('robot_config', {
  robotId: integer('robot_id')
    .primaryKey()
    .references(() => robots.id),
  values: jsonb('values').notNull().$type<TRobotConfigValues>(),
  consumables: jsonb('consumables').notNull().default([]).$type<TConsumable[]>(),
  sim: jsonb('sim').$type<{ status: number; iccid?: string; operator?: string; trafficMb?: number }>(),
  scheduleVersion: varchar('schedule_version', { length: 64 }),
  versions: jsonb('versions').notNull().default({}).$type<Record<string, string>>(),
  reportedAt: timestamp('reported_at', { withTimezone: true }).notNull(),
});
