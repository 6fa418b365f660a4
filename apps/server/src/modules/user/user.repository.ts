import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { users } from '../../db/schema';

/** The own-detail row: user, organisation, the business it belongs to, and role. */
export const findOwnDetail = async (db: Tx, userId: number) => {
  const res = await db.execute<{
    id: number; account: string; user_name: string; user_code: string; email: string; phone: string; language: 'zh' | 'en' | 'ja';
    is_first_login: boolean; org_id: number; org_name: string; org_code: string; level: number; business_code: string;
    business_name: string | null; role_id: number; role_name: string; role_level: number;
  }>(sql`
    select u.id, u.account, u.user_name, u.user_code, u.email, u.phone, u.language, u.is_first_login,
           o.id as org_id, o.name as org_name, o.code as org_code, o.level, o.business_code,
           b.name as business_name, r.id as role_id, r.name as role_name, r.level as role_level
    from users u join organizations o on o.id = u.org_id join roles r on r.id = u.role_id
    left join organizations b on b.code = o.business_code
    where u.id = ${userId} and u.deleted_at is null`);
  return res.rows[0];
};

export const updateOwnFields = (db: Tx, userId: number, fields: { userName: string; phone: string; email: string }) =>
  db.update(users).set({ ...fields, updatedAt: new Date() }).where(and(eq(users.id, userId), isNull(users.deletedAt)));

export const setLanguage = (db: Tx, userId: number, language: 'zh' | 'en' | 'ja') =>
  db.update(users).set({ language }).where(eq(users.id, userId));
