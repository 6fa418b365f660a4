import { AreaKind, areaNumberOf, type TAreaKind } from '@fleet/contracts';
import type { Tx } from '../db/client';
import { DEMO_BERLIN_CODE, DEMO_ORG_CODE, DEMO_TOKYO_CODE } from '../db/seed';
import { findRobotsInAreas, insertAreaRobots } from '../modules/area/area-robot.repository';
import { countAreasOfOrg, insertArea, nextAreaSeq } from '../modules/area/area.repository';
import type { DemoSite } from './demo-fleet.repository';

interface DemoArea {
  name: string;
  kind: TAreaKind;
  address: string;
  floors: number | null;
  zones: number;
  liftControl: boolean;
  workArea: number;
  frequency: number;
}

/**
 * The area each demo site cleans, so the Areas screen has something to show: two office buildings whose
 * robots ride lifts, and a park for the outdoor robots of Berlin. Sample data, like the demo content:
 * English, whatever the seed's language.
 */
const DEMO_AREAS: Record<DemoSite['code'], DemoArea> = {
  [DEMO_ORG_CODE]: {
    name: 'Pudong Tower lobby',
    kind: AreaKind.BUILDING,
    address: 'Lujiazui, Pudong, Shanghai',
    floors: 3,
    zones: 4,
    liftControl: true,
    workArea: 2400,
    frequency: 3,
  },
  [DEMO_TOKYO_CODE]: {
    name: 'Shinjuku office tower',
    kind: AreaKind.BUILDING,
    address: 'Nishi-Shinjuku, Shinjuku, Tokyo',
    floors: 12,
    zones: 6,
    liftControl: true,
    workArea: 5600,
    frequency: 1,
  },
  [DEMO_BERLIN_CODE]: {
    name: 'Tiergarten park paths',
    kind: AreaKind.PARK,
    address: 'Tiergarten, Berlin',
    floors: null,
    zones: 2,
    liftControl: false,
    workArea: 12000,
    frequency: 1,
  },
};

/**
 * One area per demo site that has none, at the site's place, cleaned by the demo robots placed there
 * (those not already in an area a user chose for them). A site with an area is left as it is, so
 * starting again adds nothing and an area a user changed stays changed.
 */
export const ensureDemoAreas = async (tx: Tx, sites: DemoSite[], robots: { id: number; orgId: number }[]) => {
  const taken = new Set(
    await findRobotsInAreas(
      tx,
      robots.map((r) => r.id),
    ),
  );
  for (const site of sites) {
    if ((await countAreasOfOrg(tx, site.id)) > 0) continue;
    const area = await insertArea(tx, {
      ...DEMO_AREAS[site.code],
      number: areaNumberOf(await nextAreaSeq(tx)),
      orgId: site.id,
      longitude: site.longitude,
      latitude: site.latitude,
    });
    await insertAreaRobots(
      tx,
      area.id,
      robots.filter((r) => r.orgId === site.id && !taken.has(r.id)).map((r) => r.id),
    );
  }
};
