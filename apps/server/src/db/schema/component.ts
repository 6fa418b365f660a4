import type { TComponentKind, TRobotType } from '@fleet/contracts';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { organizations } from './org';
import { users } from './user';

/**
 * The component catalogue (issue 16, the componentConfig screen): component models owned by an
 * organisation (its staff and the staff above read and change them). A model number is unique in its
 * organisation letter case aside (COMPONENT_MODEL_TAKEN); `lifespan_hours` is set exactly for a
 * consumable; `robot_types` are RobotType values.
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
 * it letter case aside (PRODUCT_MODEL_TAKEN), built on one robot type (a RobotType value).
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
    robotType: smallint('robot_type').notNull().$type<TRobotType>(),
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
