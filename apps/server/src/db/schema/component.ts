import type { TComponentEvent, TComponentKind, TComponentSerialType, TComponentState, TRobotType } from '@fleet/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
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
import { robotTypes } from './robot-type';
import { users } from './user';

/**
 * The component catalogue (issue 16, the componentConfig screen): component models owned by an
 * organisation (its staff and the staff above read and change them). A model number is unique in its
 * organisation letter case aside (COMPONENT_MODEL_TAKEN); `lifespan_hours` is set exactly for a
 * consumable; `robot_types` are codes of the robot-type catalogue.
 */
export const componentModels = pgTable(
  'component_models',
  {
    id: serial('id').primaryKey(),
    orgId: integer('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    model: varchar('model', { length: 32 }).notNull(),
    kind: varchar('kind', { length: 16 }).notNull().$type<TComponentKind>(),
    vendor: varchar('vendor', { length: 30 }).notNull().default(''),
    consumable: boolean('consumable').notNull().default(false),
    lifespanHours: integer('lifespan_hours'),
    robotTypes: smallint('robot_types').array().notNull(),
    description: varchar('description', { length: 300 }).notNull().default(''),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The unique index decides a clash, so two concurrent saves of "AB-1" and "ab-1" cannot both pass.
    uniqueIndex('component_models_org_model_uq').on(t.orgId, sql`lower(${t.model})`),
    index('component_models_org_idx').on(t.orgId),
  ],
);

/**
 * Products (issue 16, the product screen): what an organisation sells, under a model number unique in
 * it letter case aside (PRODUCT_MODEL_TAKEN), built on one robot type of the catalogue.
 */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    orgId: integer('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 60 }).notNull(),
    model: varchar('model', { length: 32 }).notNull(),
    robotType: smallint('robot_type')
      .notNull()
      .references(() => robotTypes.code)
      .$type<TRobotType>(),
    description: varchar('description', { length: 300 }).notNull().default(''),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // As for component models: the index decides a clash between concurrent saves.
    uniqueIndex('products_org_model_uq').on(t.orgId, sql`lower(${t.model})`),
    index('products_org_idx').on(t.orgId),
  ],
);

/**
 * A product's bill of components: one line per component model. RESTRICT: a component model a bill
 * still uses cannot disappear under it (the service refuses first; the key is the backstop).
 */
export const productComponents = pgTable(
  'product_components',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    componentModelId: integer('component_model_id')
      .notNull()
      // Cascade so an organisation can go with its catalogue (PostgreSQL checks a RESTRICT or NO ACTION key
      // before the cascade from the organisation reaches the products). A model a bill uses is never deleted
      // on its own: the service refuses it, holding the model's row lock that a bill's writer shares.
      .references(() => componentModels.id, { onDelete: 'cascade' }),
    count: smallint('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.componentModelId] }), index('product_components_model_idx').on(t.componentModelId)],
);

/**
 * The component inventory (issue 16, the componentResource screen): physical components, each one piece
 * of a catalogue model and owned with it (the model's organisation). The serial number is unique within
 * its model letter case aside (COMPONENT_SERIAL_TAKEN). `robot_id` is set exactly while the state is
 * inUse (the check below); the state moves only as contracts' COMPONENT_MOVES allow.
 */
export const components = pgTable(
  'components',
  {
    id: serial('id').primaryKey(),
    componentModelId: integer('component_model_id')
      .notNull()
      // Cascade for the organisation's sake as in product_components; the service refuses deleting a model
      // with stock (COMPONENT_MODEL_IN_STOCK) under the model's row lock.
      .references(() => componentModels.id, { onDelete: 'cascade' }),
    serialType: varchar('serial_type', { length: 16 }).notNull().$type<TComponentSerialType>(),
    serialNo: varchar('serial_no', { length: 32 }).notNull(),
    state: varchar('state', { length: 16 }).notNull().$type<TComponentState>(),
    expiresAt: date('expires_at', { mode: 'string' }),
    robotId: integer('robot_id').references(() => robots.id),
    installedAt: timestamp('installed_at', { withTimezone: true }),
    note: varchar('note', { length: 300 }).notNull().default(''),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('components_model_serial_uq').on(t.componentModelId, sql`lower(${t.serialNo})`),
    index('components_robot_idx').on(t.robotId),
    check('components_robot_when_in_use', sql`(${t.state} = 'inUse') = (${t.robotId} is not null)`),
  ],
);

/** Every change of a component, kept with it: how it entered, edits, and each move of its state. */
export const componentEvents = pgTable(
  'component_events',
  {
    id: serial('id').primaryKey(),
    componentId: integer('component_id')
      .notNull()
      .references(() => components.id, { onDelete: 'cascade' }),
    event: varchar('event', { length: 16 }).notNull().$type<TComponentEvent>(),
    fromState: varchar('from_state', { length: 16 }).$type<TComponentState>(),
    toState: varchar('to_state', { length: 16 }).notNull().$type<TComponentState>(),
    robotId: integer('robot_id').references(() => robots.id),
    note: varchar('note', { length: 300 }).notNull().default(''),
    /** The maintenance record that made this move, if one did; its key (on delete set null) is written by hand in 0036 (naming maintain_records here would make an import cycle). */
    maintainRecordId: integer('maintain_record_id'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('component_events_component_idx').on(t.componentId, t.at)],
);
