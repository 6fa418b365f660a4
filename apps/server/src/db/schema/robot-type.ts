import type { TRobotCapability, TRobotTypeConsumable } from '@fleet/contracts';
import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { files } from './file';
import { users } from './user';

/**
 * The robot-type catalogue (issue 16, robottypeConfig): one for the platform, because device numbers
 * (YJ-{model}-NNNNN) name a type everywhere. `code` is what robots, products, component models and
 * versions store, chosen once and never changed; `model` is unique letter case aside. Migration 0037
 * seeds the four types of spec §4 (1/10/15/20 = 130/90/80/40) and makes robots and products refer to it.
 */
export const robotTypes = pgTable(
  'robot_types',
  {
    code: smallint('code').primaryKey(),
    model: varchar('model', { length: 10 }).notNull(),
    nameZh: varchar('name_zh', { length: 30 }).notNull(),
    nameEn: varchar('name_en', { length: 30 }).notNull(),
    nameJa: varchar('name_ja', { length: 30 }).notNull(),
    capabilities: jsonb('capabilities').notNull().default([]).$type<TRobotCapability[]>(),
    /** The wearing parts a robot of the type leaves the factory with. */
    consumables: jsonb('consumables').notNull().default([]).$type<TRobotTypeConsumable[]>(),
    pictureId: integer('picture_id').references(() => files.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('robot_types_model_uq').on(sql`lower(${t.model})`)],
);
