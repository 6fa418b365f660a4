import { asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { permissions } from '../../db/schema';

export const listPermissions = (db: Tx) =>
  db
    .select({
      code: permissions.code,
      type: permissions.type,
      parentCode: permissions.parentCode,
      names: permissions.names,
      description: permissions.description,
      roleCount: sql<number>`(select count(*)::int from role_permissions rp where rp.code = "permissions"."code")`,
    })
    .from(permissions)
    .orderBy(asc(permissions.sort));

export const findPermission = async (db: Tx, code: string) => {
  const [row] = await db.select().from(permissions).where(eq(permissions.code, code));
  return row;
};

export const updatePermissionText = (
  db: Tx,
  code: string,
  names: Partial<Record<'zh' | 'en' | 'ja', string>>,
  description: string | null,
) => db.update(permissions).set({ names, description }).where(eq(permissions.code, code));

/** Edited names by code, for labelling menus and authority trees. */
export const nameOverrides = async (db: Tx) => {
  const rows = await db
    .select({ code: permissions.code, names: permissions.names })
    .from(permissions)
    .where(sql`${permissions.names} <> '{}'::jsonb`);
  return new Map(rows.map((r) => [r.code, r.names]));
};
