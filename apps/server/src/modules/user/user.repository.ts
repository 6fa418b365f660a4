import { and, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import { organizations, roles, users } from '../../db/schema';

const business = alias(organizations, 'business');

/** The own-detail row: user, organisation, the business it belongs to, and role (prepared: a hot read). */
const prepareOwnDetail = (db: Db) =>
  db
    .select({
      id: users.id,
      account: users.account,
      userName: users.userName,
      userCode: users.userCode,
      email: users.email,
      phone: users.phone,
      language: users.language,
      isFirstLogin: users.isFirstLogin,
      orgId: organizations.id,
      orgName: organizations.name,
      orgCode: organizations.code,
      level: organizations.level,
      businessCode: organizations.businessCode,
      businessName: business.name,
      roleId: roles.id,
      roleName: roles.name,
      roleLevel: roles.level,
    })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.orgId))
    .innerJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(business, eq(business.code, organizations.businessCode))
    .where(and(eq(users.id, sql.placeholder('userId')), isNull(users.deletedAt)))
    .prepare('find_own_detail');

const prepared = new WeakMap<Db, ReturnType<typeof prepareOwnDetail>>();

export const findOwnDetail = async (db: Db, userId: number) => {
  let query = prepared.get(db);
  if (!query) prepared.set(db, (query = prepareOwnDetail(db)));
  const [row] = await query.execute({ userId });
  return row;
};

export const updateOwnFields = (db: Tx, userId: number, fields: { userName: string; phone: string; email: string }) =>
  db
    .update(users)
    .set({ ...fields, updatedAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));

export const setLanguage = (db: Tx, userId: number, language: 'zh' | 'en' | 'ja') =>
  db.update(users).set({ language }).where(eq(users.id, userId));
