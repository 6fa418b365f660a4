/**
 * The fleet of `npm run bench:map`, written straight into the database before the app starts (10,000
 * registrations through the API would be minutes of set-up for nothing measured): six sites under the
 * platform organisation, each with its place, and the robots spread over them, each starting a little
 * away from its site (up to about 15 km) so the map's clusters break up as one zooms in.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client';
import { organizations, robots } from '../../apps/server/src/db/schema';
import { PLATFORM_ORG_CODE } from '../../apps/server/src/db/seed';
import { hashDeviceSecret } from '../../apps/server/src/lib/device-secret';
import { insertOrg } from '../../apps/server/src/modules/org/org.repository';
import { deviceNumberOf } from '../ingest-load';

/** All in the geography page's first view (centre 70°E 30°N, zoom 1.3). */
const SITES = [
  { name: 'Shanghai', lng: 121.4737, lat: 31.2304 },
  { name: 'Tokyo', lng: 139.6917, lat: 35.6895 },
  { name: 'Berlin', lng: 13.405, lat: 52.52 },
  { name: 'Mumbai', lng: 72.8777, lat: 19.076 },
  { name: 'Singapore', lng: 103.8198, lat: 1.3521 },
  { name: 'Sydney', lng: 151.2093, lat: -33.8688 },
];
const SPREAD = 0.15;
const SECRET = 'bench-map-secret-not-for-production';
const POINT_LEVEL = 4;

export interface BenchRobot {
  deviceNumber: string;
  lat: number;
  lng: number;
}

export const createFleet = async (db: Db, count: number): Promise<BenchRobot[]> => {
  const [platform] = await db.select().from(organizations).where(eq(organizations.code, PLATFORM_ORG_CODE));
  if (!platform) throw new Error('the platform organisation is missing: the seed has not run');
  const sites: ((typeof SITES)[number] & { id: number })[] = [];
  for (const [i, s] of SITES.entries()) {
    const { id } = await insertOrg(
      db,
      {
        name: `Bench ${s.name}`,
        level: POINT_LEVEL,
        parentId: platform.id,
        code: `BENCHMAP${i + 1}`,
        businessCode: platform.businessCode,
        type: 'bench',
        longitude: s.lng,
        latitude: s.lat,
      },
      platform.path,
    );
    sites.push({ ...s, id });
  }
  // Deterministic spread (the same fleet every run): a low-discrepancy walk around each site.
  const fleet = Array.from({ length: count }, (_, i) => {
    const site = sites[i % sites.length]!;
    const a = (i * 0.618034) % 1;
    const b = (i * 0.754878) % 1;
    return {
      deviceNumber: deviceNumberOf('BENCHMAP-', i),
      orgId: site.id,
      lat: site.lat + (a - 0.5) * SPREAD,
      lng: site.lng + (b - 0.5) * SPREAD,
    };
  });
  const secretHash = hashDeviceSecret(SECRET);
  for (let i = 0; i < fleet.length; i += 1000) {
    await db.insert(robots).values(
      fleet.slice(i, i + 1000).map((r) => ({
        deviceNumber: r.deviceNumber,
        alias: `Map ${r.deviceNumber.slice(-5)}`,
        robotType: 1,
        model: '130',
        simulated: true,
        orgId: r.orgId,
        secretHash,
      })),
    );
  }
  return fleet.map(({ deviceNumber, lat, lng }) => ({ deviceNumber, lat, lng }));
};
