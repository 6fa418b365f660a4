import { boolean, index, integer, pgTable, serial, text, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { organizations } from './org';
import { users } from './user';

/**
 * Markdown documents (issue 14): maintenance manuals and version documents. `version` is the number of
 * the current version; every save writes the full text as a new `document_versions` row, so a version
 * is read, compared or restored without replaying anything. Deleted for good, with its versions and
 * with its organisation.
 */
export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 20 }).notNull(),
    title: varchar('title', { length: 60 }).notNull(),
    labels: text('labels').array().notNull().default([]),
    body: text('body').notNull(),
    isPublic: boolean('is_public').notNull().default(false),
    orgId: integer('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    version: integer('version').notNull().default(1),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('documents_org_idx').on(t.orgId), index('documents_kind_idx').on(t.kind, t.updatedAt)],
);

export const documentVersions = pgTable(
  'document_versions',
  {
    id: serial('id').primaryKey(),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    title: varchar('title', { length: 60 }).notNull(),
    body: text('body').notNull(),
    note: varchar('note', { length: 100 }),
    restoredFrom: integer('restored_from'),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The unique pair also refuses a second save racing on the same base version.
  (t) => [unique('document_versions_document_version_uq').on(t.documentId, t.version)],
);
