import type { TMaintainCategory, TRemovedTo } from '@fleet/contracts';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { components, products } from './component';
import { organizations } from './org';
import { robots } from './robot';
import { users } from './user';

/**
 * Maintenance records (issue 16, maintainRecord): written by an organisation (`org_id`, the recorder's)
 * on a robot it sees; seen by the recorder's subtree and the robot owner's. `pictures` are file ids.
 */
export const maintainRecords = pgTable(
  'maintain_records',
  {
    id: serial('id').primaryKey(),
    orgId: integer('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    robotId: integer('robot_id')
      .notNull()
      .references(() => robots.id),
    maintainer: varchar('maintainer', { length: 30 }).notNull(),
    maintainedAt: timestamp('maintained_at', { withTimezone: true }).notNull(),
    address: varchar('address', { length: 300 }).notNull(),
    cause: varchar('cause', { length: 300 }).notNull(),
    problem: varchar('problem', { length: 300 }).notNull(),
    phone: varchar('phone', { length: 20 }).notNull(),
    category: varchar('category', { length: 16 }).notNull().$type<TMaintainCategory>(),
    pictures: integer('pictures')
      .array()
      .notNull()
      .default(sql`'{}'`),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('maintain_records_robot_idx').on(t.robotId, t.maintainedAt), index('maintain_records_org_idx').on(t.orgId)],
);

/** The components a maintenance replaced: taken out (and where to), put in, or both. */
export const maintainReplacements = pgTable(
  'maintain_replacements',
  {
    id: serial('id').primaryKey(),
    recordId: integer('record_id')
      .notNull()
      .references(() => maintainRecords.id, { onDelete: 'cascade' }),
    removedId: integer('removed_id').references(() => components.id, { onDelete: 'set null' }),
    removedTo: varchar('removed_to', { length: 16 }).$type<TRemovedTo>(),
    installedId: integer('installed_id').references(() => components.id, { onDelete: 'set null' }),
  },
  (t) => [index('maintain_replacements_record_idx').on(t.recordId)],
);

/** Shipment (outbound) records (issue 16, outRecord), seen by the subtree of the organisation that wrote them. */
export const outRecords = pgTable(
  'out_records',
  {
    id: serial('id').primaryKey(),
    orgId: integer('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    principal: varchar('principal', { length: 30 }).notNull(),
    lidarModel: varchar('lidar_model', { length: 60 }).notNull().default(''),
    batterySpec: varchar('battery_spec', { length: 60 }).notNull().default(''),
    flowCard: varchar('flow_card', { length: 32 }).notNull().default(''),
    hardwareVersion: varchar('hardware_version', { length: 32 }).notNull().default(''),
    shippedAt: timestamp('shipped_at', { withTimezone: true }).notNull(),
    destination: varchar('destination', { length: 300 }).notNull(),
    remark: varchar('remark', { length: 300 }).notNull().default(''),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('out_records_org_idx').on(t.orgId, t.shippedAt)],
);

/** The robots a shipment carried; a robot's shipment tab reads this by robot. */
export const outRecordRobots = pgTable(
  'out_record_robots',
  {
    recordId: integer('record_id')
      .notNull()
      .references(() => outRecords.id, { onDelete: 'cascade' }),
    robotId: integer('robot_id')
      .notNull()
      .references(() => robots.id),
  },
  (t) => [primaryKey({ columns: [t.recordId, t.robotId] }), index('out_record_robots_robot_idx').on(t.robotId)],
);
