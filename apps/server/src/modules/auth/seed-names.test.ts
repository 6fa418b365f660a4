import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations, roles, users } from '../../db/schema';
import { ADMIN_ACCOUNT, DEMO_ORG_CODE, PLATFORM_ORG_CODE } from '../../db/seed';
import { ensureDemoOrg } from '../../sim/demo-fleet.repository';
import { ADMIN_PASSWORD, call, createTestApp, type TestApp } from '../../../test/helpers';

/** The seeded names (platform, its role, the admin, the demo site) follow the first administrator's language. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.transaction((tx) => ensureDemoOrg(tx));
});
afterAll(async () => t.close());

const signIn = (lang?: string) =>
  call(t.app, 'POST', 'user-service/auth/login', {
    body: { account: ADMIN_ACCOUNT, password: ADMIN_PASSWORD },
    ...(lang ? { lang } : { headers: { 'accept-language': '' } }),
  });
const names = async () => {
  const db = t.database.db;
  const org = async (code: string) => (await db.select().from(organizations).where(eq(organizations.code, code)))[0]!.name;
  const [role] = await db.select().from(roles).where(eq(roles.builtin, true));
  const [admin] = await db.select().from(users).where(eq(users.account, ADMIN_ACCOUNT));
  return {
    platform: await org(PLATFORM_ORG_CODE),
    demo: await org(DEMO_ORG_CODE),
    role: role!.name,
    description: role!.description,
    admin: admin!.userName,
  };
};

describe('seeded names', () => {
  it('stay as seeded when the sign-in names no language', async () => {
    expect((await signIn()).body.code).toBe(0);
    expect(await names()).toEqual({
      platform: 'Fleet Platform',
      demo: 'Demo site',
      role: 'Platform administrator',
      description: 'Holds every permission',
      admin: 'Administrator',
    });
  });

  it("take the language of the first administrator's first sign-in that names one, once; an edited name is kept", async () => {
    // The previous test signed in without a language: the log has a sign-in, so start from a fresh app.
    await t.close();
    t = await createTestApp();
    await t.database.db.transaction((tx) => ensureDemoOrg(tx));
    await t.database.db.update(organizations).set({ name: 'ACME Cleaning' }).where(eq(organizations.code, DEMO_ORG_CODE));

    expect((await signIn('ja')).body.code).toBe(0);
    expect(await names()).toEqual({
      platform: 'フリート運営プラットフォーム',
      demo: 'ACME Cleaning',
      role: 'プラットフォーム管理者',
      description: 'すべての権限を持つ',
      admin: '管理者',
    });
    expect((await signIn('zh')).body.code).toBe(0);
    expect((await names()).platform).toBe('フリート運営プラットフォーム');
  });

  it('name a demo site created later in the same language', async () => {
    await t.database.db.delete(organizations).where(eq(organizations.code, DEMO_ORG_CODE));
    await t.database.db.transaction((tx) => ensureDemoOrg(tx));
    expect((await names()).demo).toBe('デモ拠点');
  });
});
