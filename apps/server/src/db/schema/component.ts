import type { TComponentKind } from '@fleet/contracts';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
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
