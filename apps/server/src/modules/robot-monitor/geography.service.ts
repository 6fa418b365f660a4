import { ATTENTION_STALE_MINUTES, encodeGeoRobot, fleetState, type TGeography } from '@fleet/contracts';
import type { Db } from '../../db/client';
import { findGeoRobots, findGeoSites } from './geography.repository';

/**
 * The robots of an organisation subtree (a user's, or a display link's on the large screen), compact. A robot's place is its own GPS fix when it reported one,
 * else its site's coordinates (the organisation it belongs to), else none ("not placed" on the page).
 */
export const getGeography = async (db: Db, orgPath: string): Promise<TGeography> => {
  const [rows, sites] = await Promise.all([findGeoRobots(db, orgPath), findGeoSites(db, orgPath)]);
  return {
    robots: rows.map((r) => {
      const gps = r.geoLat !== null && r.geoLng !== null;
      return encodeGeoRobot({
        id: r.id,
        deviceNumber: r.deviceNumber,
        name: r.alias || r.deviceNumber,
        robotType: r.robotType,
        orgId: r.orgId,
        state: fleetState(r),
        battery: r.battery,
        online: r.online,
        lastSeenAt: r.lastSeenAt?.toISOString() ?? null,
        updatedAt: r.updatedAt?.toISOString() ?? null,
        lng: gps ? r.geoLng : r.siteLng,
        lat: gps ? r.geoLat : r.siteLat,
        gps,
      });
    }),
    sites: sites.map((s) => ({ id: s.id, name: s.name, longitude: s.longitude!, latitude: s.latitude! })),
    staleMinutes: ATTENTION_STALE_MINUTES,
  };
};
