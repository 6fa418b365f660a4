import { ATTENTION_STALE_MINUTES, encodeGeoRobot, fleetState, type TGeography } from '@fleet/contracts';
import type { Db } from '../../db/client';
import type { SessionContext } from '../../lib/session';
import { findGeoRobots, findGeoSites } from './geography.repository';

/**
 * The geography view's robots, compact. A robot's place is its own GPS fix when it reported one,
 * else its site's coordinates (the organisation it belongs to), else none ("not placed" on the page).
 */
export const getGeography = async (db: Db, session: SessionContext): Promise<TGeography> => {
  const [rows, sites] = await Promise.all([findGeoRobots(db, session.orgPath), findGeoSites(db, session.orgPath)]);
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
