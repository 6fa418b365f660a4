import { z } from 'zod';
import { FLEET_STATES } from '../home/home.enums';

/**
 * One robot on the geography view, as a row of an array rather than an object: 10,000 robots cost
 * a tenth of the bytes without the repeated keys. `decodeGeoRobot` gives the named form.
 * [id, deviceNumber, name, robotType, orgId, fleetState, battery, online, lastSeenAt, updatedAt, lng, lat, gps]
 * lng/lat: the robot's own GPS fix, else its site's coordinates, else null; gps: the fix is its own.
 */
export const ZGeoRobotRow = z.tuple([
  z.number().int(),
  z.string(),
  z.string(),
  z.number().int(),
  z.number().int(),
  z.enum(FLEET_STATES),
  z.number().nullable(),
  z.boolean(),
  z.string().nullable(),
  z.string().nullable(),
  z.number().nullable(),
  z.number().nullable(),
  z.boolean(),
]);
export type TGeoRobotRow = z.infer<typeof ZGeoRobotRow>;

export const ZGeoSite = z.object({ id: z.number().int(), name: z.string(), longitude: z.number(), latitude: z.number() });
export type TGeoSite = z.infer<typeof ZGeoSite>;

export const ZGeography = z.object({
  robots: z.array(ZGeoRobotRow),
  /** Organisations in scope with coordinates (the sites robots are placed at). */
  sites: z.array(ZGeoSite),
  /** An online robot whose last report is older than this is drawn faded (home's attention rule). */
  staleMinutes: z.number().int(),
});
export type TGeography = z.infer<typeof ZGeography>;

export interface TGeoRobot {
  id: number;
  deviceNumber: string;
  name: string;
  robotType: number;
  orgId: number;
  state: (typeof FLEET_STATES)[number];
  battery: number | null;
  online: boolean;
  lastSeenAt: string | null;
  updatedAt: string | null;
  lng: number | null;
  lat: number | null;
  gps: boolean;
}

export const encodeGeoRobot = (r: TGeoRobot): TGeoRobotRow => [
  r.id,
  r.deviceNumber,
  r.name,
  r.robotType,
  r.orgId,
  r.state,
  r.battery,
  r.online,
  r.lastSeenAt,
  r.updatedAt,
  r.lng,
  r.lat,
  r.gps,
];

export const decodeGeoRobot = ([
  id,
  deviceNumber,
  name,
  robotType,
  orgId,
  state,
  battery,
  online,
  lastSeenAt,
  updatedAt,
  lng,
  lat,
  gps,
]: TGeoRobotRow): TGeoRobot => ({
  id,
  deviceNumber,
  name,
  robotType,
  orgId,
  state,
  battery,
  online,
  lastSeenAt,
  updatedAt,
  lng,
  lat,
  gps,
});

/**
 * The base map the page draws: a MapLibre style, either our offline one (Natural Earth countries
 * inline, no request leaves the machine) or the URL of a deployment's own style (MAP_STYLE_URL).
 * `cities`: a few labels the page draws as HTML (the offline style ships no glyphs for text layers).
 */
export const ZMapStyle = z.object({
  styleUrl: z.string().nullable(),
  style: z.record(z.string(), z.unknown()).nullable(),
  cities: z.array(z.object({ name: z.string(), lng: z.number(), lat: z.number() })),
});
export type TMapStyle = z.infer<typeof ZMapStyle>;
