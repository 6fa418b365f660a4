import { bigint, index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { TFileKind } from '@fleet/contracts';
import { organizations } from './org';
import { users } from './user';

/**
 * Uploaded files (issue 14, modules/file): the metadata of what the file store (`FileStore`) keeps on
 * disk. The bytes are content-addressed (`stored_name` is derived from the SHA-256, chosen by the
 * server), so two rows with the same content share one stored file; it is removed with its last row.
 * Tenancy goes through the organisation's path (joined, not copied: moving an organisation rewrites
 * only `organizations.path`, and its files move with it).
 */
export const files = pgTable(
  'files',
  {
    id: serial('id').primaryKey(),
    /** Readable number shown in lists (`F` + date + sequence, modules/file). */
    number: varchar('number', { length: 32 }).notNull().unique(),
    name: varchar('name', { length: 200 }).notNull(),
    kind: varchar('kind', { length: 16 }).notNull().$type<TFileKind>(),
    mime: varchar('mime', { length: 100 }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    storedName: varchar('stored_name', { length: 120 }).notNull(),
    thumbStoredName: varchar('thumb_stored_name', { length: 120 }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** Deleting an organisation hands its files to the parent (org.service), like its robots' history. */
    orgId: integer('org_id')
      .notNull()
      .references(() => organizations.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('files_org_created_idx').on(t.orgId, t.createdAt), index('files_stored_name_idx').on(t.storedName)],
);
