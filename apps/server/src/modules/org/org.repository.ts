import type { TListSort, TOrgSortField } from '@fleet/contracts';
import { listOrder } from '../../lib/list-sort';
import { containsPattern } from '../../lib/sql-like';
import { and, asc, count, eq, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { organizations, robots, roles, users } from '../../db/schema';
import { scopeCondition } from '../../lib/tenancy';

export type OrgRow = typeof organizations.$inferSelect;
const parent = alias(organizations, 'parent');

export const findOrgInScope = async (db: Tx, id: number, scopePath: string) => {
  const [row] = await db
    .select()
    .from(organizations)
    .where(and(eq(organizations.id, id), scopeCondition(organizations.path, scopePath)));
  return row;
};

/** Without a scope check: only for an organisation the caller already reached legitimately. */
export const findOrgById = async (db: Tx, id: number) => {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, id));
  return row;
};

export const findOrgByCode = async (db: Tx, code: string, exceptId?: number) => {
  const [row] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(eq(organizations.code, code), exceptId ? ne(organizations.id, exceptId) : undefined));
  return row;
};

export interface OrgFilters extends TListSort<TOrgSortField> {
  name?: string;
  level?: number;
  subtreePath?: string;
  businessCode?: string;
}

const listColumns = {
  id: organizations.id,
  name: organizations.name,
  level: organizations.level,
  parentId: organizations.parentId,
  parentName: parent.name,
  code: organizations.code,
  businessCode: organizations.businessCode,
  contactName: organizations.contactName,
  phone: organizations.phone,
  type: organizations.type,
  area: organizations.area,
  longitude: organizations.longitude,
  latitude: organizations.latitude,
  createdAt: organizations.createdAt,
  childCount: sql<number>`(select count(*)::int from organizations c where c.parent_id = ${organizations.id})`,
  userCount: sql<number>`(select count(*)::int from users u where u.org_id = ${organizations.id} and u.deleted_at is null)`,
};

const sortBy = {
  name: organizations.name,
  code: organizations.code,
  level: organizations.level,
  childCount: listColumns.childCount,
  userCount: listColumns.userCount,
  createdAt: organizations.createdAt,
};

const filterConditions = (scopePath: string, f: OrgFilters): SQL | undefined =>
  and(
    scopeCondition(organizations.path, scopePath),
    f.subtreePath ? scopeCondition(organizations.path, f.subtreePath) : undefined,
    f.name ? sql`${organizations.name} ilike ${containsPattern(f.name)}` : undefined,
    f.level !== undefined ? eq(organizations.level, f.level) : undefined,
    f.businessCode ? eq(organizations.businessCode, f.businessCode) : undefined,
  );

export const listOrgs = async (db: Tx, scopePath: string, f: OrgFilters, page: number, pageSize: number) => {
  const where = filterConditions(scopePath, f);
  const [rows, [total]] = await Promise.all([
    db
      .select(listColumns)
      .from(organizations)
      .leftJoin(parent, eq(parent.id, organizations.parentId))
      .where(where)
      .orderBy(...listOrder(f, sortBy, organizations.id, [asc(organizations.path)]))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(organizations).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
};

export const getOrgDetail = async (db: Tx, id: number) => {
  const [row] = await db
    .select(listColumns)
    .from(organizations)
    .leftJoin(parent, eq(parent.id, organizations.parentId))
    .where(eq(organizations.id, id));
  return row;
};

export const listScopeOrgs = (db: Tx, scopePath: string) =>
  db
    .select({
      id: organizations.id,
      name: organizations.name,
      level: organizations.level,
      code: organizations.code,
      businessCode: organizations.businessCode,
      parentId: organizations.parentId,
      path: organizations.path,
    })
    .from(organizations)
    .where(scopeCondition(organizations.path, scopePath))
    .orderBy(asc(organizations.level), asc(organizations.id));

export const insertOrg = async (db: Tx, values: Omit<typeof organizations.$inferInsert, 'path'>, parentPath: string) => {
  const [row] = await db
    .insert(organizations)
    .values({ ...values, path: '' })
    .returning({ id: organizations.id });
  const path = `${parentPath}${row!.id}/`;
  await db.update(organizations).set({ path }).where(eq(organizations.id, row!.id));
  return { id: row!.id, path };
};

export const updateOrgFields = (db: Tx, id: number, fields: Partial<typeof organizations.$inferInsert>) =>
  db
    .update(organizations)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(organizations.id, id));

/** Re-roots a subtree under a new path prefix (a moved organisation and everything below it). */
export const moveSubtree = (db: Tx, oldPath: string, newPath: string) =>
  db.execute(sql`update organizations set path = ${newPath} || substr(path, ${oldPath.length + 1})
                 where path like ${`${oldPath}%`}`);

export const setSubtreeBusiness = (db: Tx, path: string, businessCode: string) =>
  db.update(organizations).set({ businessCode }).where(scopeCondition(organizations.path, path));

export const minChildLevel = async (db: Tx, id: number) => {
  const [row] = await db
    .select({ m: sql<number | null>`min(${organizations.level})` })
    .from(organizations)
    .where(eq(organizations.parentId, id));
  return row?.m ?? null;
};

export const countDependents = async (db: Tx, id: number) => {
  const [c] = await db.select({ n: count() }).from(organizations).where(eq(organizations.parentId, id));
  const [u] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.orgId, id), sql`${users.deletedAt} is null`));
  const [r] = await db.select({ n: count() }).from(roles).where(eq(roles.orgId, id));
  // Robots it owns, and robots hosted to it now or later; deleted robots and past custody do not hold it.
  const [rb] = await db
    .execute<{ n: number }>(
      sql`select
    (select count(*) from robots where org_id = ${id} and deleted_at is null) +
    (select count(*) from robot_hostings where org_id = ${id} and ended_at is null and (end_at is null or end_at > now())) as n`,
    )
    .then((x) => x.rows);
  return { children: c?.n ?? 0, users: u?.n ?? 0, roles: r?.n ?? 0, robots: Number(rb?.n ?? 0) };
};

export const deleteOrgRow = (db: Tx, id: number) => db.delete(organizations).where(eq(organizations.id, id));

/**
 * Deleted robots and past custody records still name an organisation about to go: they pass to its
 * parent, the nearest organisation that remains accountable, so the history survives the delete.
 */
export const handRobotHistoryToParent = async (db: Tx, id: number, parentId: number) => {
  await db.update(robots).set({ orgId: parentId }).where(eq(robots.orgId, id));
  await db.execute(sql`update robot_hostings set org_id = ${parentId} where org_id = ${id}`);
  await db.execute(sql`update robot_hostings set from_org_id = ${parentId} where from_org_id = ${id}`);
};

/** Users already deleted (soft) of an organisation about to go: their rows and sessions go with it. */
export const purgeDeletedUsers = async (db: Tx, orgId: number) => {
  await db.execute(sql`delete from sessions where user_id in (select id from users where org_id = ${orgId} and deleted_at is not null)`);
  await db.execute(sql`delete from users where org_id = ${orgId} and deleted_at is not null`);
};
