import { ALL_PERMISSION_CODES } from '@fleet/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, dropTestDatabase } from '../../../test/helpers';
import { migrateDatabase, openDatabase, type Database } from '../client';
import { permissions, rolePermissions, roles, users } from '../schema';
import { seed } from './index';

let d: Database;
let name: string;
beforeAll(async () => {
  const created = await createTestDatabase();
  name = created.name;
  d = openDatabase(created.url);
  await migrateDatabase(d);
});
afterAll(async () => {
  await d.close();
  await dropTestDatabase(name);
});

describe('seed', () => {
  it('creates admin with a generated password to change at first sign-in, once', async () => {
    const first = await seed(d.db, {});
    expect(first.adminCreated).toBe(true);
    expect(first.generatedAdminPassword).toMatch(/^(?=.*\d)(?=.*[a-z])(?=.*[A-Z])(?=.*[^A-Za-z0-9]).{16}$/);
    const [admin] = await d.db.select().from(users).where(eq(users.account, 'admin'));
    expect(admin!.isFirstLogin).toBe(true);
    expect(admin!.passwordHash).toMatch(/^\$argon2id\$/);
    const again = await seed(d.db, {});
    expect(again).toEqual({ adminCreated: false });
    expect(await d.db.select().from(users)).toHaveLength(1);
  });

  it('keeps the catalogue in the database and the platform-admin role holding every code', async () => {
    await d.db.delete(permissions).where(eq(permissions.code, 'user:create'));
    await seed(d.db, {});
    const codes = (await d.db.select().from(permissions)).map((p) => p.code);
    expect(codes.sort()).toEqual([...ALL_PERMISSION_CODES].sort());
    const [role] = await d.db.select().from(roles).where(eq(roles.builtin, true));
    const held = await d.db.select().from(rolePermissions).where(eq(rolePermissions.roleId, role!.id));
    expect(held).toHaveLength(ALL_PERMISSION_CODES.length);
  });
});
