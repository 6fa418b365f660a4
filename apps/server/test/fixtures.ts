import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { organizations, rolePermissions, roles, users } from '../src/db/schema';
import { hashPassword } from '../src/lib/password';

let seq = 0;

/** A user of the platform organisation holding exactly `codes` through a role of their own. */
export const createUserWithCodes = async (
  db: Db,
  codes: string[],
  opts: { password?: string; isFirstLogin?: boolean; enabled?: boolean } = {},
) => {
  seq += 1;
  const [platform] = await db.select().from(organizations).where(eq(organizations.level, 0));
  const [role] = await db
    .insert(roles)
    .values({ name: `Role ${seq}`, orgId: platform!.id, level: 0 })
    .returning();
  if (codes.length) await db.insert(rolePermissions).values(codes.map((code) => ({ roleId: role!.id, code })));
  const password = opts.password ?? 'Tester#2026ok';
  const account = `tester${seq}${Date.now() % 100000}`;
  const [user] = await db
    .insert(users)
    .values({
      account,
      userName: `Tester ${seq}`,
      userCode: `T${seq}${Date.now()}`,
      passwordHash: await hashPassword(password),
      orgId: platform!.id,
      roleId: role!.id,
      isFirstLogin: opts.isFirstLogin ?? false,
      enabled: opts.enabled ?? true,
    })
    .returning();
  return { user: user!, role: role!, account, password };
};
