import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { organizations, robots } from '../db/schema';
import { DEMO_BERLIN_CODE, DEMO_ORG_CODE, DEMO_TOKYO_CODE, PLATFORM_ORG_CODE, seededLanguage, seedName } from '../db/seed';
import { insertOrg } from '../modules/org/org.repository';

/** Spec §4 organisation level "point": a site where robots work. */
const POINT_LEVEL = 4;

/** Serialises demo set-up between servers starting against one database. */
export const lockDemoSetup = (tx: Tx) => tx.execute(sql`select pg_advisory_xact_lock(74231002)`);

/**
 * The demo's three sites, in three cities so the geography view has a fleet to show. The Berlin site's
 * robots are the outdoor ones: they report GPS (there is no outdoor robot type in the type table).
 */
export const DEMO_SITES = [
  { code: DEMO_ORG_CODE, name: 'demoSite', longitude: 121.4737, latitude: 31.2304, outdoor: false },
  { code: DEMO_TOKYO_CODE, name: 'demoSiteTokyo', longitude: 139.6917, latitude: 35.6895, outdoor: false },
  { code: DEMO_BERLIN_CODE, name: 'demoSiteBerlin', longitude: 13.405, latitude: 52.52, outdoor: true },
] as const;
export type DemoSite = (typeof DEMO_SITES)[number] & { id: number };

/**
 * A demo site under the platform organisation, created on first start and named in the seed's
 * language; a site from before coordinates existed gets them, one a user placed keeps its place.
 */
const ensureDemoSite = async (tx: Tx, site: (typeof DEMO_SITES)[number]) => {
  const [found] = await tx
    .select({ id: organizations.id, longitude: organizations.longitude })
    .from(organizations)
    .where(eq(organizations.code, site.code));
  if (found) {
    if (found.longitude === null) {
      await tx.update(organizations).set({ longitude: site.longitude, latitude: site.latitude }).where(eq(organizations.id, found.id));
    }
    return { id: found.id };
  }
  const [platform] = await tx.select().from(organizations).where(eq(organizations.code, PLATFORM_ORG_CODE));
  if (!platform) throw new Error('the platform organisation is missing: the seed has not run');
  // A point below the platform belongs to the platform's business (org.service businessCodeFor).
  const { id } = await insertOrg(
    tx,
    {
      name: seedName(await seededLanguage(tx), site.name),
      level: POINT_LEVEL,
      parentId: platform.id,
      code: site.code,
      businessCode: platform.businessCode,
      type: 'demo',
      longitude: site.longitude,
      latitude: site.latitude,
    },
    platform.path,
  );
  return { id };
};

/** The first demo site (Shanghai). */
export const ensureDemoOrg = (tx: Tx) => ensureDemoSite(tx, DEMO_SITES[0]);

/** All three demo sites, in DEMO_SITES order. */
export const ensureDemoSites = async (tx: Tx): Promise<DemoSite[]> => {
  const sites: DemoSite[] = [];
  for (const site of DEMO_SITES) sites.push({ ...site, ...(await ensureDemoSite(tx, site)) });
  return sites;
};

/**
 * The robots the demo set up for itself: simulated, in the demo site, created by no user. A robot a
 * user registered, even with a SIMULATION- number or into the demo site, is never taken over.
 */
export const findDemoRobots = (tx: Tx, orgIds: number[]) =>
  tx
    .select({
      id: robots.id,
      deviceNumber: robots.deviceNumber,
      orgId: robots.orgId,
      secretHash: robots.secretHash,
      enabled: robots.enabled,
      locked: robots.locked,
    })
    .from(robots)
    .where(and(inArray(robots.orgId, orgIds), eq(robots.simulated, true), isNull(robots.createdBy), isNull(robots.deletedAt)))
    .orderBy(asc(robots.deviceNumber));

export const setRobotSecretHash = (tx: Tx, id: number, secretHash: string) =>
  tx.update(robots).set({ secretHash, updatedAt: new Date() }).where(eq(robots.id, id));
