import type { TAreaKind } from '@fleet/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  integer,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { organizations } from './org';
import { robots } from './robot';
import { users } from './user';

/** Where every area's number comes from (contracts' areaNumberOf): a sequence never hands a value out twice. */
export const areaNumbers = pgSequence('area_numbers', { startWith: 1 });

/**
 * Areas (spec §3 "Area", the areaDetail screen): a building or a park of an organisation where robots
 * clean. The shape rules (a park has no floors, lift control needs two floors) are contracts' ZAreaSaveBody;
 * a name is unique in its organisation letter case aside (AREA_NAME_TAKEN).
 */
export const areas = pgTable(
  'areas',
  {
    id: serial('id').primaryKey(),
    number: varchar('number', { length: 10 }).notNull().unique(),
    // Areas go with their organisation, as its QR codes and component catalogue do.
    orgId: integer('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 60 }).notNull(),
    kind: smallint('kind').notNull().$type<TAreaKind>(),
    address: varchar('address', { length: 200 }),
    floors: integer('floors'),
    zones: integer('zones').notNull().default(1),
    liftControl: boolean('lift_control').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    workArea: doublePrecision('work_area'),
    frequency: integer('frequency'),
    longitude: doublePrecision('longitude'),
    latitude: doublePrecision('latitude'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The index decides a clash, so two concurrent saves of "Tower A" and "tower a" cannot both pass.
    uniqueIndex('areas_org_name_uq').on(t.orgId, sql`lower(${t.name})`),
  ],
);

/**
 * The robots that clean an area. A robot cleans one area at most (the unique index: AREA_ROBOT_TAKEN);
 * robots are soft-deleted, and deleting one lets go of its area (robot.service deleteRobot).
 */
export const areaRobots = pgTable(
  'area_robots',
  {
    areaId: integer('area_id')
      .notNull()
      .references(() => areas.id, { onDelete: 'cascade' }),
    robotId: integer('robot_id')
      .notNull()
      .references(() => robots.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.areaId, t.robotId] }), uniqueIndex('area_robots_robot_uq').on(t.robotId)],
);
