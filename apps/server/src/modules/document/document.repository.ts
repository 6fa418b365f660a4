import type { TDocumentKind, TDocumentSortField, TListSort } from '@fleet/contracts';
import { and, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { documents, documentVersions, organizations, users } from '../../db/schema';
import { listOrder } from '../../lib/list-sort';
import { containsPattern } from '../../lib/sql-like';
import { scopeCondition } from '../../lib/tenancy';

const editor = alias(users, 'editor');

/**
 * Who reads a document: the users of its organisation and the staff above it, who manage that
 * subtree; a public one also reaches the users of every organisation below its own. Anything else
 * does not exist for them (help articles reach below always, since they are written for readers;
 * a document may be internal to the staff who maintain it, hence the flag).
 */
export const readableCondition = (scopePath: string): SQL =>
  or(
    scopeCondition(organizations.path, scopePath),
    and(eq(documents.isPublic, true), sql`starts_with(${scopePath}, ${organizations.path})`),
  )!;

const rowColumns = (scopePath: string) => ({
  id: documents.id,
  kind: sql<TDocumentKind>`${documents.kind}`,
  title: documents.title,
  labels: documents.labels,
  isPublic: documents.isPublic,
  orgId: documents.orgId,
  orgName: organizations.name,
  version: documents.version,
  updatedBy: editor.userName,
  editable: sql<boolean>`${scopeCondition(organizations.path, scopePath)}`,
  createdAt: documents.createdAt,
  updatedAt: documents.updatedAt,
});

const sortBy = { title: documents.title, updatedAt: documents.updatedAt };

export interface DocumentFilters extends TListSort<TDocumentSortField> {
  kind: TDocumentKind;
  keyword?: string;
}

export const listDocuments = async (db: Tx, scopePath: string, f: DocumentFilters, page: number, pageSize: number) => {
  const pattern = f.keyword ? containsPattern(f.keyword) : undefined;
  const where = and(
    readableCondition(scopePath),
    eq(documents.kind, f.kind),
    pattern
      ? or(sql`${documents.title} ilike ${pattern}`, sql`exists (select 1 from unnest(${documents.labels}) l where l ilike ${pattern})`)
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(rowColumns(scopePath))
      .from(documents)
      .innerJoin(organizations, eq(organizations.id, documents.orgId))
      .leftJoin(editor, eq(editor.id, documents.updatedBy))
      .where(where)
      .orderBy(...listOrder(f, sortBy, documents.id, [desc(documents.updatedAt), desc(documents.id)]))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(documents).innerJoin(organizations, eq(organizations.id, documents.orgId)).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
};

/** One document the caller may read, with its body. */
export const findReadableDocument = async (db: Tx, id: number, scopePath: string) => {
  const [row] = await db
    .select({ ...rowColumns(scopePath), body: documents.body })
    .from(documents)
    .innerJoin(organizations, eq(organizations.id, documents.orgId))
    .leftJoin(editor, eq(editor.id, documents.updatedBy))
    .where(and(eq(documents.id, id), readableCondition(scopePath)));
  return row;
};

/** One document the caller may change, locked until the transaction ends so two saves line up. */
export const findEditableDocument = async (db: Tx, id: number, scopePath: string) => {
  const [row] = await db
    .select({
      id: documents.id,
      kind: sql<TDocumentKind>`${documents.kind}`,
      title: documents.title,
      labels: documents.labels,
      body: documents.body,
      isPublic: documents.isPublic,
      orgId: documents.orgId,
      version: documents.version,
    })
    .from(documents)
    .innerJoin(organizations, eq(organizations.id, documents.orgId))
    .where(and(eq(documents.id, id), scopeCondition(organizations.path, scopePath)))
    .for('update', { of: documents });
  return row;
};

/** Version documents the caller reads, newest first, for a picker. */
export const listVersionDocumentOptions = (db: Tx, scopePath: string) =>
  db
    .select({ id: documents.id, title: documents.title })
    .from(documents)
    .innerJoin(organizations, eq(organizations.id, documents.orgId))
    .where(and(readableCondition(scopePath), eq(documents.kind, 'version')))
    .orderBy(desc(documents.updatedAt), desc(documents.id))
    .limit(500);

export const insertDocument = async (db: Tx, values: typeof documents.$inferInsert) => {
  const [row] = await db.insert(documents).values(values).returning({ id: documents.id });
  return row!.id;
};

export const updateDocumentFields = (db: Tx, id: number, fields: Partial<typeof documents.$inferInsert>) =>
  db
    .update(documents)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(documents.id, id));

export const deleteDocumentRow = (db: Tx, id: number) => db.delete(documents).where(eq(documents.id, id));

export const insertDocumentVersion = (db: Tx, values: typeof documentVersions.$inferInsert) => db.insert(documentVersions).values(values);

const versionColumns = {
  version: documentVersions.version,
  title: documentVersions.title,
  note: documentVersions.note,
  restoredFrom: documentVersions.restoredFrom,
  author: users.userName,
  createdAt: documentVersions.createdAt,
};

export const listDocumentVersions = (db: Tx, documentId: number) =>
  db
    .select(versionColumns)
    .from(documentVersions)
    .leftJoin(users, eq(users.id, documentVersions.authorId))
    .where(eq(documentVersions.documentId, documentId))
    .orderBy(desc(documentVersions.version));

export const findDocumentVersion = async (db: Tx, documentId: number, version: number) => {
  const [row] = await db
    .select({ ...versionColumns, body: documentVersions.body })
    .from(documentVersions)
    .leftJoin(users, eq(users.id, documentVersions.authorId))
    .where(and(eq(documentVersions.documentId, documentId), eq(documentVersions.version, version)));
  return row;
};

/**
 * Documents whose text, in any version, shows a stored file (its content route), named for the
 * refusal to delete it: a restore must not bring back a picture that is gone.
 */
export const findDocumentsUsingFile = async (db: Tx, fileId: number) =>
  (
    await db
      .selectDistinct({ id: documents.id, title: documents.title })
      .from(documentVersions)
      .innerJoin(documents, eq(documents.id, documentVersions.documentId))
      .where(sql`${documentVersions.body} ~ ${`/file/content/${fileId}([^0-9]|$)`}`)
      .orderBy(documents.id)
  ).map((d) => `document ${d.id} ‘${d.title}’`);
