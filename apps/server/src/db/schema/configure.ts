import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './user';

/**
 * The system configuration (issue 16, configure). `settings` holds only the constants platform staff
 * changed (a missing key applies its default, so a new default reaches every installation that kept the
 * old one); `dictionary_labels` the labels given to dictionary items per language; `config_changes` who
 * changed what, from what to what. modules/configure announces every change on the `fleet_config` channel.
 */
export const settings = pgTable('settings', {
  key: varchar('key', { length: 40 }).primaryKey(),
  value: jsonb('value').notNull(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const dictionaryLabels = pgTable(
  'dictionary_labels',
  {
    lang: varchar('lang', { length: 2 }).notNull(),
    enumName: varchar('enum_name', { length: 40 }).notNull(),
    /** The item's value as text (the dictionary's numbers and strings alike). */
    value: varchar('value', { length: 40 }).notNull(),
    label: varchar('label', { length: 30 }).notNull(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.lang, t.enumName, t.value] })],
);

export const configChanges = pgTable(
  'config_changes',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 10 }).notNull(),
    /** A setting's key, or a label's `EnumName.value`. */
    key: varchar('key', { length: 90 }).notNull(),
    lang: varchar('lang', { length: 2 }),
    /** JSON text of a setting, a label's text; null = the built-in value. */
    oldValue: text('old_value'),
    newValue: text('new_value'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    account: varchar('account', { length: 60 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('config_changes_kind_ck', sql`${t.kind} in ('setting', 'label')`), index('config_changes_created_idx').on(t.createdAt)],
);
