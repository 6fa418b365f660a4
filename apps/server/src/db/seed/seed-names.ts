import { LANGS, translate, type Lang } from '@fleet/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../client';
import { organizations, roles, users } from '../schema';

export const PLATFORM_ORG_CODE = 'PLATFORM';
export const DEMO_ORG_CODE = 'DEMO';
/** The demo's other two sites (the first, DEMO, is in Shanghai): three cities on the geography view. */
export const DEMO_TOKYO_CODE = 'DEMOTYO';
export const DEMO_BERLIN_CODE = 'DEMOBER';
export const ADMIN_ACCOUNT = 'admin';

/** The names the seed and the demo give their rows: data, written in English first. */
export const seedName = (
  lang: Lang,
  key: 'platformOrg' | 'adminRole' | 'adminRoleDescription' | 'adminName' | 'demoSite' | 'demoSiteTokyo' | 'demoSiteBerlin',
) => translate(lang, `seed.${key}`);

type Key = Parameters<typeof seedName>[1];

/**
 * The seeded names follow the language the first administrator signs in with: a name still equal to
 * its English default takes that language once. Afterwards they are data like any other (a name an
 * administrator changed, or one already translated, never changes again), so a later sign-in in
 * another language renames nothing.
 */
export const nameSeededRowsIn = async (tx: Tx, lang: Lang) => {
  if (lang === 'en') return;
  const name = (key: Key) => ({ to: seedName(lang, key), from: seedName('en', key) });
  const org = async (code: string, key: Key) => {
    const { to, from } = name(key);
    await tx
      .update(organizations)
      .set({ name: to })
      .where(and(eq(organizations.code, code), eq(organizations.name, from)));
  };
  await org(PLATFORM_ORG_CODE, 'platformOrg');
  await org(DEMO_ORG_CODE, 'demoSite');
  await org(DEMO_TOKYO_CODE, 'demoSiteTokyo');
  await org(DEMO_BERLIN_CODE, 'demoSiteBerlin');
  const role = name('adminRole');
  await tx
    .update(roles)
    .set({ name: role.to })
    .where(and(eq(roles.builtin, true), eq(roles.name, role.from)));
  const description = name('adminRoleDescription');
  await tx
    .update(roles)
    .set({ description: description.to })
    .where(and(eq(roles.builtin, true), eq(roles.description, description.from)));
  const admin = name('adminName');
  await tx
    .update(users)
    .set({ userName: admin.to })
    .where(and(eq(users.account, ADMIN_ACCOUNT), isNull(users.deletedAt), eq(users.userName, admin.from)));
};

/** The language the seeded rows were named in (English until the first administrator signed in). */
export const seededLanguage = async (tx: Tx): Promise<Lang> => {
  const [platform] = await tx.select({ name: organizations.name }).from(organizations).where(eq(organizations.code, PLATFORM_ORG_CODE));
  return LANGS.find((lang) => platform?.name === seedName(lang, 'platformOrg')) ?? 'en';
};
