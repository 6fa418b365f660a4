import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { organizations, robots } from '../db/schema';
import { DEMO_ORG_CODE, PLATFORM_ORG_CODE, seededLanguage, seedName } from '../db/seed';
import { insertOrg } from '../modules/org/org.repository';

/** Spec §4 organisation level "point": a site where robots work. */
const POINT_LEVEL = 4;

/** Serialises demo set-up between servers starting against one database. */
export const lockDemoSetup = (tx: Tx) => tx.execute(sql`select pg_advisory_xact_lock(74231002)`);

/** The demo site under the platform organisation, created on first start, named in the seed's language. */
export const ensureDemoOrg = async (tx: Tx) => {
  const [found] = await tx.select({ id: organizations.id }).from(organizations).where(eq(organizations.code, DEMO_ORG_CODE));
  if (found) return found;
  const [platform] = await tx.select().from(organizations).where(eq(organizations.code, PLATFORM_ORG_CODE));
  if (!platform) throw new Error('the platform organisation is missing: the seed has not run');
  // A point below the platform belongs to the platform's business (org.service businessCodeFor).
  const { id } = await insertOrg(
    tx,
    {
      name: seedName(await seededLanguage(tx), 'demoSite'),
      level: POINT_LEVEL,
      parentId: platform.id,
      code: DEMO_ORG_CODE,
      businessCode: platform.businessCode,
      type: 'demo',
    },
    platform.path,
  );
  return { id };
};

/**
 * The robots the demo set up for itself: simulated, in the demo site, created by no user. A robot a
 * user registered, even with a SIMULATION- number or into the demo site, is never taken over.
 */
export const findDemoRobots = (tx: Tx, orgId: number) =>
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
    .where(and(eq(robots.orgId, orgId), eq(robots.simulated, true), isNull(robots.createdBy), isNull(robots.deletedAt)))
    .orderBy(asc(robots.deviceNumber));

export const setRobotSecretHash = (tx: Tx, id: number, secretHash: string) =>
  tx.update(robots).set({ secretHash, updatedAt: new Date() }).where(eq(robots.id, id));
