import type { TFileKind, TFileQuery, TListSort } from '@fleet/contracts';
import { and, count, desc, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { files, organizations, users } from '../../db/schema';
import { listOrder } from '../../lib/list-sort';
import { containsPattern } from '../../lib/sql-like';
import { notFound, scopeCondition } from '../../lib/tenancy';

/** What another module needs to know about a file it refers to (an article's image, a document's upload …). */
export const fileRefColumns = {
  id: files.id,
  number: files.number,
  name: files.name,
  kind: files.kind,
  mime: files.mime,
  size: files.size,
  orgId: files.orgId,
};
export type TFileRef = {
  id: number;
  number: string;
  name: string;
  kind: (typeof files.$inferSelect)['kind'];
  mime: string;
  size: number;
  orgId: number;
};

/**
 * The files `ids` of the caller's subtree, in the order asked (duplicates collapse). Other modules call
 * it for every file id a body carries: one outside the subtree (or gone) is answered exactly like one
 * that never existed, `NOT_FOUND` naming `field`, so nobody can link another business's file.
 */
export const findFilesInScope = async (tx: Tx, scopePath: string, ids: readonly number[], field = 'fileIds'): Promise<TFileRef[]> => {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  const rows = await tx
    .select(fileRefColumns)
    .from(files)
    .innerJoin(organizations, eq(organizations.id, files.orgId))
    .where(and(inArray(files.id, wanted), scopeCondition(organizations.path, scopePath)));
  if (rows.length !== wanted.length) throw notFound(field);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return wanted.map((id) => byId.get(id)!);
};

/** The files of an organisation about to be deleted pass to its parent, which stays accountable for them. */
export const handFilesToParent = (tx: Tx, orgId: number, parentId: number) =>
  tx.update(files).set({ orgId: parentId }).where(eq(files.orgId, orgId));

const creator = alias(users, 'creator');
const itemColumns = {
  ...fileRefColumns,
  storedName: files.storedName,
  thumbStoredName: files.thumbStoredName,
  creator: creator.userName,
  orgName: organizations.name,
  createdAt: files.createdAt,
};
const base = (db: Tx) =>
  db
    .select(itemColumns)
    .from(files)
    .innerJoin(organizations, eq(organizations.id, files.orgId))
    .leftJoin(creator, eq(creator.id, files.createdBy));

export type FileFilters = Omit<TFileQuery, 'page' | 'pageSize'> & TListSort<'createdAt' | 'name' | 'size'>;

const where = (scopePath: string, f: FileFilters) =>
  and(
    scopeCondition(organizations.path, scopePath),
    f.keyword
      ? or(sql`${files.name} ilike ${containsPattern(f.keyword)}`, sql`${files.number} ilike ${containsPattern(f.keyword)}`)
      : undefined,
    f.kind ? eq(files.kind, f.kind) : undefined,
    f.start ? gte(files.createdAt, new Date(f.start)) : undefined,
    f.end ? lte(files.createdAt, new Date(f.end)) : undefined,
  );

/** One page of the list in its order, without the total (the CSV export reads it batch by batch). */
export const pageFiles = (db: Tx, scopePath: string, f: FileFilters, limit: number, offset: number) =>
  base(db)
    .where(where(scopePath, f))
    .orderBy(
      ...listOrder(f, { createdAt: files.createdAt, name: files.name, size: files.size }, files.id, [
        desc(files.createdAt),
        desc(files.id),
      ]),
    )
    .limit(limit)
    .offset(offset);

export const listFiles = async (db: Tx, scopePath: string, f: FileFilters, limit: number, offset: number) => {
  const [rows, [total]] = await Promise.all([
    pageFiles(db, scopePath, f, limit, offset),
    db.select({ n: count() }).from(files).innerJoin(organizations, eq(organizations.id, files.orgId)).where(where(scopePath, f)),
  ]);
  return { rows, total: total?.n ?? 0 };
};

export const findFileInScope = async (db: Tx, id: number, scopePath: string) => {
  const [row] = await base(db).where(and(eq(files.id, id), scopeCondition(organizations.path, scopePath)));
  return row;
};

/** Readable and unique: `F` + the upload day (UTC) + the row's id, taken from the sequence before the insert. */
export const insertFile = async (
  db: Tx,
  v: { name: string; kind: TFileKind; mime: string; size: number; sha256: string; storedName: string; createdBy: number; orgId: number },
) => {
  const r = await db.execute<{ id: number }>(sql`select nextval(pg_get_serial_sequence('files', 'id'))::int as id`);
  const id = r.rows[0]!.id;
  const day = new Date().toISOString().slice(0, 10).replaceAll('-', '');
  await db.insert(files).values({ id, number: `F${day}${String(id).padStart(6, '0')}`, ...v });
  return id;
};

export const renameFileRow = (db: Tx, id: number, name: string) => db.update(files).set({ name }).where(eq(files.id, id));
export const deleteFileRow = (db: Tx, id: number) => db.delete(files).where(eq(files.id, id));

/** How many rows share a stored object (content-addressed: equal uploads share one). */
export const countStoredUses = async (db: Tx, storedName: string) => {
  const [r] = await db.select({ n: count() }).from(files).where(eq(files.storedName, storedName));
  return r?.n ?? 0;
};

/**
 * Serialises, per stored object, an upload's insert with a delete's "last row gone → remove the
 * bytes": without it a delete could remove the object an upload has just renamed into place.
 */
export const lockStoredObject = (db: Tx, storedName: string) =>
  db.execute(sql`select pg_advisory_xact_lock(hashtext(${`file:${storedName}`}))`);

/** A file with its organisation's path, whoever asks: only for routes that decide access by another rule (public help). */
export const findFileWithOrgPath = async (db: Tx, id: number) => {
  const [row] = await db
    .select({ ...fileRefColumns, storedName: files.storedName, orgPath: organizations.path })
    .from(files)
    .innerJoin(organizations, eq(organizations.id, files.orgId))
    .where(eq(files.id, id));
  return row;
};
