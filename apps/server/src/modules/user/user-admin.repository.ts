import type { TListSort, TUserSortField } from '@fleet/contracts';
import { listOrder } from '../../lib/list-sort';
import { containsPattern } from '../../lib/sql-like';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { organizations, roles, users } from '../../db/schema';
import { scopeCondition } from '../../lib/tenancy';

const creator = alias(users, 'creator');

const columns = {
  id: users.id,
  account: users.account,
  userName: users.userName,
  userCode: users.userCode,
  phone: users.phone,
  email: users.email,
  orgId: users.orgId,
  orgName: organizations.name,
  orgPath: organizations.path,
  roleId: users.roleId,
  roleName: roles.name,
  enabled: users.enabled,
  isFirstLogin: users.isFirstLogin,
  creator: creator.userName,
  createdAt: users.createdAt,
};

const base = (db: Tx) =>
  db
    .select(columns)
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.orgId))
    .innerJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(creator, eq(creator.id, users.createdBy));

const sortBy = {
  account: users.account,
  userName: users.userName,
  orgName: organizations.name,
  roleName: roles.name,
  enabled: users.enabled,
  createdAt: users.createdAt,
};

export interface UserFilters extends TListSort<TUserSortField> {
  account?: string;
  userName?: string;
  phone?: string;
  subtreePath?: string;
  roleId?: number;
}

export const listUsers = async (db: Tx, scopePath: string, f: UserFilters, page: number, pageSize: number) => {
  const where = and(
    isNull(users.deletedAt),
    scopeCondition(organizations.path, scopePath),
    f.subtreePath ? scopeCondition(organizations.path, f.subtreePath) : undefined,
    f.account ? sql`${users.account} ilike ${containsPattern(f.account)}` : undefined,
    f.userName ? sql`${users.userName} ilike ${containsPattern(f.userName)}` : undefined,
    f.phone ? sql`${users.phone} like ${containsPattern(f.phone)}` : undefined,
    f.roleId ? eq(users.roleId, f.roleId) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    base(db)
      .where(where)
      .orderBy(...listOrder(f, sortBy, users.id, [desc(users.id)]))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(users).innerJoin(organizations, eq(organizations.id, users.orgId)).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
};

export const findUserInScope = async (db: Tx, id: number, scopePath: string) => {
  const [row] = await base(db).where(and(eq(users.id, id), isNull(users.deletedAt), scopeCondition(organizations.path, scopePath)));
  return row;
};

export const accountTaken = async (db: Tx, account: string) => {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.account}) = lower(${account})`);
  return !!row;
};

export const insertUser = async (db: Tx, values: Omit<typeof users.$inferInsert, 'userCode'>) => {
  const [row] = await db
    .insert(users)
    .values({ ...values, userCode: `P${Date.now()}` })
    .returning({ id: users.id });
  const userCode = `U${String(row!.id).padStart(6, '0')}`;
  await db.update(users).set({ userCode }).where(eq(users.id, row!.id));
  return row!.id;
};

export const updateUserFields = (db: Tx, id: number, fields: Partial<typeof users.$inferInsert>) =>
  db
    .update(users)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(users.id, id));

export const listUserOptions = (db: Tx, scopePath: string) =>
  db
    .select({ id: users.id, account: users.account, userName: users.userName })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.orgId))
    .where(and(isNull(users.deletedAt), scopeCondition(organizations.path, scopePath)))
    .orderBy(users.account)
    .limit(1000);
