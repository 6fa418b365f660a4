import type { TDemandState, TListSort, TRobotType, TSoftwareType, TVersionSortField } from '@fleet/contracts';
import { and, arrayContains, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { demands, documents, organizations, users, versionDemands, versionPackages, versions } from '../../db/schema';
import { listOrder } from '../../lib/list-sort';
import { containsPattern, prefixPattern } from '../../lib/sql-like';
import { scopeCondition } from '../../lib/tenancy';
import { readableCondition } from '../document/document.repository';

/** "2.4.1" as SQL, the text robots report and the keyword matches. */
export const versionTextSql = sql<string>`(${versions.major}::text || '.' || ${versions.minor})`;
/** Numeric order of a number: 2.10 after 2.9. */
const versionOrder = sql`(${versions.major}, string_to_array(${versions.minor}, '.')::int[])`;

const fields = {
  id: versions.id,
  softwareType: sql<TSoftwareType>`${versions.softwareType}`,
  major: versions.major,
  minor: versions.minor,
  description: versions.description,
  robotTypes: sql<TRobotType[]>`${versions.robotTypes}`,
  releaseNoteId: versions.releaseNoteId,
};

const packageCount = (state?: string) =>
  sql<number>`(select count(*)::int from ${versionPackages} p where p.version_id = ${versions.id} ${state ? sql`and p.state = ${state}` : sql``})`;

/**
 * The list row. Requirements and the release note show only when the caller reaches them too: a
 * definition made higher up may point at things of organisations outside a lower caller's subtree.
 */
const columns = (scopePath: string) => ({
  ...fields,
  text: versionTextSql,
  orgId: versions.orgId,
  orgName: organizations.name,
  author: users.userName,
  createdAt: versions.createdAt,
  updatedAt: versions.updatedAt,
  packages: packageCount(),
  released: packageCount('released'),
  demands: sql<{ id: number; title: string; state: TDemandState }[]>`(
    select coalesce(json_agg(json_build_object('id', d.id, 'title', d.title, 'state', d.state) order by d.id), '[]'::json)
    from ${versionDemands} vd join ${demands} d on d.id = vd.demand_id join ${organizations} dorg on dorg.id = d.org_id
    where vd.version_id = ${versions.id} and dorg.path like ${prefixPattern(scopePath)})`,
  releaseNote: sql<{ id: number; title: string } | null>`(
    select json_build_object('id', doc.id, 'title', doc.title)
    from ${documents} doc join ${organizations} docorg on docorg.id = doc.org_id
    where doc.id = ${versions.releaseNoteId} and (docorg.path like ${prefixPattern(scopePath)}
      or (doc.is_public and starts_with(${scopePath}, docorg.path))))`,
});

const sortBy = { version: versionOrder, updatedAt: versions.updatedAt };

export interface VersionFilters extends TListSort<TVersionSortField> {
  keyword?: string;
  softwareType?: TSoftwareType;
  robotType?: TRobotType;
}

/** Definitions of organisations in the caller's subtree. */
export const listVersions = async (db: Tx, scopePath: string, f: VersionFilters, page: number, pageSize: number) => {
  const where = and(
    scopeCondition(organizations.path, scopePath),
    f.softwareType ? eq(versions.softwareType, f.softwareType) : undefined,
    f.robotType !== undefined ? arrayContains(versions.robotTypes, [f.robotType]) : undefined,
    f.keyword
      ? or(sql`${versionTextSql} ilike ${containsPattern(f.keyword)}`, sql`${versions.description} ilike ${containsPattern(f.keyword)}`)
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(columns(scopePath))
      .from(versions)
      .innerJoin(organizations, eq(organizations.id, versions.orgId))
      .leftJoin(users, eq(users.id, versions.authorId))
      .where(where)
      .orderBy(...listOrder(f, sortBy, versions.id, [desc(versions.updatedAt), desc(versions.id)]))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(versions).innerJoin(organizations, eq(organizations.id, versions.orgId)).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
};

/**
 * One definition of the caller's subtree with its organisation, locked: `update` for a change of the
 * version, `share` where a package is inserted for it (so a renumbering or delete, which checks that the
 * version has no packages, waits for that insert).
 */
export const findVersionInScope = async (db: Tx, id: number, scopePath: string, lock: 'update' | 'share' = 'update') => {
  const [row] = await db
    .select({ ...fields, orgId: versions.orgId })
    .from(versions)
    .innerJoin(organizations, eq(organizations.id, versions.orgId))
    .where(and(eq(versions.id, id), scopeCondition(organizations.path, scopePath)))
    .for(lock, { of: versions });
  return row;
};

/** Whether any package was submitted for the version: its type and number are then fixed. */
export const hasPackages = async (db: Tx, versionId: number) =>
  (await db.select({ n: count() }).from(versionPackages).where(eq(versionPackages.versionId, versionId)))[0]!.n > 0;

export const versionDemandIds = async (db: Tx, versionId: number) =>
  (await db.select({ id: versionDemands.demandId }).from(versionDemands).where(eq(versionDemands.versionId, versionId)))
    .map((r) => r.id)
    .sort((a, b) => a - b);

/** Of `ids`, those that are requirements of the caller's subtree. */
export const demandsInScope = async (db: Tx, ids: number[], scopePath: string) =>
  ids.length === 0
    ? []
    : (
        await db
          .select({ id: demands.id })
          .from(demands)
          .innerJoin(organizations, eq(organizations.id, demands.orgId))
          .where(and(inArray(demands.id, ids), scopeCondition(organizations.path, scopePath)))
      ).map((r) => r.id);

/** A version document (kind version) the caller reads, by the documents' own read rule. */
export const readableVersionDocument = async (db: Tx, id: number, scopePath: string) => {
  const [row] = await db
    .select({ id: documents.id })
    .from(documents)
    .innerJoin(organizations, eq(organizations.id, documents.orgId))
    .where(and(eq(documents.id, id), eq(documents.kind, 'version'), readableCondition(scopePath)));
  return row;
};

export const insertVersion = async (db: Tx, values: typeof versions.$inferInsert) => {
  const [row] = await db.insert(versions).values(values).returning({ id: versions.id });
  return row!.id;
};

export const updateVersionFields = (db: Tx, id: number, values: Partial<typeof versions.$inferInsert>) =>
  db
    .update(versions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(versions.id, id));

/** Replaces the requirements a version delivers. */
export const setVersionDemands = async (db: Tx, versionId: number, demandIds: number[]) => {
  await db.delete(versionDemands).where(eq(versionDemands.versionId, versionId));
  if (demandIds.length) await db.insert(versionDemands).values(demandIds.map((demandId) => ({ versionId, demandId })));
};

export const deleteVersionRow = (db: Tx, id: number) => db.delete(versions).where(eq(versions.id, id));
