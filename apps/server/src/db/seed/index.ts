import { MENUS } from '@fleet/contracts';
import { and, eq, isNull, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { organizations, permissions, rolePermissions, roles, users } from '../schema';
import { generatePassword, hashPassword } from '../../lib/password';

import { ADMIN_ACCOUNT, PLATFORM_ORG_CODE, seedName } from './seed-names';

export {
  ADMIN_ACCOUNT,
  DEMO_BERLIN_CODE,
  DEMO_ORG_CODE,
  DEMO_TOKYO_CODE,
  nameSeededRowsIn,
  PLATFORM_ORG_CODE,
  seededLanguage,
  seedName,
} from './seed-names';

/** Permission rows from the contracts catalogue, in catalogue order. */
const catalogueRows = () =>
  MENUS.flatMap((menu, i) => [
    { code: menu.code, type: 'menu' as const, parentCode: null, sort: i * 100 },
    ...menu.ops.map((op, j) => ({ code: `${menu.code}:${op}`, type: 'operate' as const, parentCode: menu.code, sort: i * 100 + j + 1 })),
  ]);

export interface SeedResult {
  /** Set only when the admin account was created just now with a generated password. */
  generatedAdminPassword?: string;
  adminCreated: boolean;
}

/**
 * Brings any database up to the catalogue and creates the initial data on an empty one: the platform
 * organisation, the platform-admin role (always holding every code) and the `admin` account.
 * Idempotent and run at every start, so a new permission code reaches existing installations.
 */
export const seed = async (db: Db, opts: { adminPassword?: string }): Promise<SeedResult> =>
  db.transaction(async (tx) => {
    // Serialise concurrent starts against one database.
    await tx.execute(sql`select pg_advisory_xact_lock(74231001)`);
    const rows = catalogueRows();
    await tx
      .insert(permissions)
      .values(rows)
      .onConflictDoUpdate({
        target: permissions.code,
        set: { type: sql`excluded.type`, parentCode: sql`excluded.parent_code`, sort: sql`excluded.sort` },
      });

    let [platform] = await tx.select().from(organizations).where(eq(organizations.code, PLATFORM_ORG_CODE));
    if (!platform) {
      [platform] = await tx
        .insert(organizations)
        .values({
          name: seedName('en', 'platformOrg'),
          level: 0,
          code: PLATFORM_ORG_CODE,
          businessCode: PLATFORM_ORG_CODE,
          type: 'platform',
        })
        .returning();
      await tx
        .update(organizations)
        .set({ path: `/${platform!.id}/` })
        .where(eq(organizations.id, platform!.id));
    }
    let [adminRole] = await tx
      .select()
      .from(roles)
      .where(and(eq(roles.builtin, true), eq(roles.orgId, platform!.id)));
    if (!adminRole) {
      [adminRole] = await tx
        .insert(roles)
        .values({
          name: seedName('en', 'adminRole'),
          orgId: platform!.id,
          level: 0,
          builtin: true,
          description: seedName('en', 'adminRoleDescription'),
        })
        .returning();
    }
    await tx
      .insert(rolePermissions)
      .values(rows.map((r) => ({ roleId: adminRole!.id, code: r.code })))
      .onConflictDoNothing();
    // Codes removed from the catalogue disappear from every role.
    await tx.delete(permissions).where(
      notInArray(
        permissions.code,
        rows.map((r) => r.code),
      ),
    );

    const [admin] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.account, ADMIN_ACCOUNT), isNull(users.deletedAt)));
    if (admin) return { adminCreated: false };
    const generated = opts.adminPassword ? undefined : generatePassword();
    await tx.insert(users).values({
      account: ADMIN_ACCOUNT,
      userName: seedName('en', 'adminName'),
      userCode: 'U000001',
      passwordHash: await hashPassword(opts.adminPassword ?? generated!),
      orgId: platform!.id,
      roleId: adminRole!.id,
      isFirstLogin: generated !== undefined,
    });
    return { adminCreated: true, generatedAdminPassword: generated };
  });
