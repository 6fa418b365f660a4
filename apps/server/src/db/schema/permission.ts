import { boolean, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { organizations } from './org';

/** The permission catalogue as stored (codes from contracts; names and descriptions editable later). */
export const permissions = pgTable('permissions', {
  code: varchar('code', { length: 80 }).primaryKey(),
  type: varchar('type', { length: 10 }).notNull().$type<'menu' | 'operate'>(),
  parentCode: varchar('parent_code', { length: 80 }),
  sort: integer('sort').notNull().default(0),
  /** Names edited by platform staff, per language; the catalogue's own labels apply where absent. */
  names: jsonb('names').$type<Partial<Record<'zh' | 'en' | 'ja', string>>>().notNull().default({}),
  description: text('description'),
});

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 30 }).notNull(),
  orgId: integer('org_id')
    .notNull()
    .references(() => organizations.id),
  level: integer('level').notNull(),
  description: varchar('description', { length: 300 }),
  /** The platform-admin role: the seed keeps it holding every code of the catalogue. */
  builtin: boolean('builtin').notNull().default(false),
  /**
   * Bumped by a trigger on every change of role_permissions (migration 0002), so servers may cache a
   * role's codes and still see a change on the holder's next request.
   */
  permVersion: integer('perm_version').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    code: varchar('code', { length: 80 })
      .notNull()
      .references(() => permissions.code, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.code] })],
);
