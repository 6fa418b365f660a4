import type { TListSort, TRoleSortField } from '@fleet/contracts';
import { listOrder } from '../../lib/list-sort';
import { containsPattern } from '../../lib/sql-like';
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { organizations, rolePermissions, roles, users } from '../../db/schema';
import { scopeCondition } from '../../lib/tenancy';

const columns = {
  id: roles.id,
  name: roles.name,
  orgId: roles.orgId,
  orgName: organizations.name,
  orgPath: organizations.path,
  level: roles.level,
  description: roles.description,
  builtin: roles.builtin,
  createdAt: roles.createdAt,
  userCount: sql<number>`(select count(*)::int from users u where u.role_id = ${roles.id} and u.deleted_at is null)`,
};

export const findRoleInScope = async (db: Tx, id: number, scopePath: string) => {
  const [row] = await db
    .select(columns)
    .from(roles)
    .innerJoin(organizations, eq(organizations.id, roles.orgId))
    .where(and(eq(roles.id, id), scopeCondition(organizations.path, scopePath)));
  return row;
};

const sortBy = {
  name: roles.name,
  orgName: organizations.name,
  level: roles.level,
  userCount: columns.userCount,
  createdAt: roles.createdAt,
};

export interface RoleFilters extends TListSort<TRoleSortField> {
  name?: string;
  orgId?: number;
}

export const listRoles = async (db: Tx, scopePath: string, f: RoleFilters, page: number, pageSize: number) => {
  const where = and(
    scopeCondition(organizations.path, scopePath),
    f.name ? sql`${roles.name} ilike ${containsPattern(f.name)}` : undefined,
    f.orgId ? eq(roles.orgId, f.orgId) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(roles)
      .innerJoin(organizations, eq(organizations.id, roles.orgId))
      .where(where)
      .orderBy(...listOrder(f, sortBy, roles.id, [asc(roles.level), asc(roles.id)]))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(roles).innerJoin(organizations, eq(organizations.id, roles.orgId)).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
};

/** Roles of the organisations on a path (an organisation and its ancestors) within the scope. */
export const rolesOnPath = (db: Tx, orgIds: number[], scopePath: string) =>
  db
    .select(columns)
    .from(roles)
    .innerJoin(organizations, eq(organizations.id, roles.orgId))
    .where(and(inArray(roles.orgId, orgIds), scopeCondition(organizations.path, scopePath)))
    .orderBy(asc(roles.level), asc(roles.id));

export const roleCodes = async (db: Tx, roleId: number) =>
  (await db.select({ code: rolePermissions.code }).from(rolePermissions).where(eq(rolePermissions.roleId, roleId))).map((r) => r.code);

export const codesOfRoles = async (db: Tx, roleIds: number[]) => {
  if (roleIds.length === 0) return new Map<number, string[]>();
  const rows = await db.select().from(rolePermissions).where(inArray(rolePermissions.roleId, roleIds));
  const map = new Map<number, string[]>(roleIds.map((id) => [id, []]));
  for (const r of rows) map.get(r.roleId)!.push(r.code);
  return map;
};

export const insertRole = async (db: Tx, values: typeof roles.$inferInsert) => {
  const [row] = await db.insert(roles).values(values).returning({ id: roles.id });
  return row!.id;
};

export const updateRoleFields = (db: Tx, id: number, fields: Partial<typeof roles.$inferInsert>) =>
  db
    .update(roles)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(roles.id, id));

export const replaceRoleCodes = async (db: Tx, roleId: number, codes: string[]) => {
  await db.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
  if (codes.length) await db.insert(rolePermissions).values(codes.map((code) => ({ roleId, code })));
};

export const countRoleUsers = async (db: Tx, roleId: number) => {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.roleId, roleId), isNull(users.deletedAt)));
  return row?.n ?? 0;
};

export const deleteRoleRow = async (db: Tx, id: number) => {
  // Deleted (soft) users may still point at the role; they keep history, not access.
  await db.execute(sql`delete from sessions where user_id in (select id from users where role_id = ${id} and deleted_at is not null)`);
  await db.execute(sql`delete from users where role_id = ${id} and deleted_at is not null`);
  await db.delete(roles).where(eq(roles.id, id));
};
