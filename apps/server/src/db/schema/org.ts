import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Organisations form a tree (levels 0–5). `path` is the chain of ids from the root ('/1/4/9/'), so a
 * subtree is one indexed prefix match: tenancy checks never walk the tree row by row.
 */
export const organizations = pgTable(
  'organizations',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 60 }).notNull(),
    level: integer('level').notNull(),
    parentId: integer('parent_id'),
    path: text('path').notNull().default(''),
    code: varchar('code', { length: 32 }).notNull().unique(),
    businessCode: varchar('business_code', { length: 32 }).notNull(),
    contactName: varchar('contact_name', { length: 30 }),
    phone: varchar('phone', { length: 20 }),
    type: varchar('type', { length: 30 }),
    area: varchar('area', { length: 300 }),
    /** A site's place on the geography view (WGS 84 degrees); both or neither (contracts ZOrgFields). */
    longitude: doublePrecision('longitude'),
    latitude: doublePrecision('latitude'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('organizations_path_idx').on(sql`${t.path} text_pattern_ops`), index('organizations_parent_idx').on(t.parentId)],
);
