import { boolean, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { organizations } from './org';
import { roles } from './permission';

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  account: varchar('account', { length: 20 }).notNull().unique(),
  userName: varchar('user_name', { length: 30 }).notNull(),
  userCode: varchar('user_code', { length: 32 }).notNull().unique(),
  passwordHash: varchar('password_hash', { length: 200 }).notNull(),
  phone: varchar('phone', { length: 20 }).notNull().default(''),
  email: varchar('email', { length: 60 }).notNull().default(''),
  orgId: integer('org_id')
    .notNull()
    .references(() => organizations.id),
  roleId: integer('role_id')
    .notNull()
    .references(() => roles.id),
  language: varchar('language', { length: 2 }).notNull().default('zh').$type<'zh' | 'en' | 'ja'>(),
  isFirstLogin: boolean('is_first_login').notNull().default(false),
  enabled: boolean('enabled').notNull().default(true),
  createdBy: integer('created_by'),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
