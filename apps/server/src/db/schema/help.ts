import { boolean, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { organizations } from './org';
import { users } from './user';

/**
 * Help articles (issue 14): markdown written by staff for an organisation; its users and those of the
 * organisations below it read it. `is_public` lets anyone read it through its public link. Deleted for
 * good (a public link must stop at once), and with its organisation.
 */
export const helpArticles = pgTable(
  'help_articles',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 60 }).notNull(),
    category: varchar('category', { length: 20 }).notNull(),
    body: text('body').notNull(),
    isPublic: boolean('is_public').notNull().default(false),
    orgId: integer('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('help_articles_org_idx').on(t.orgId), index('help_articles_category_idx').on(t.category, t.updatedAt)],
);
