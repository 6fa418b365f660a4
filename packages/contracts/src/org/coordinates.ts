import { z } from 'zod';
import { V } from '../validation/rules';

/**
 * A place on the geography view, WGS 84 degrees: a site's (organisation `longitude`/`latitude`) or
 * a robot's own GPS fix (telemetry `geo`).
 */
export const zLongitude = () => z.number({ error: V.longitude }).finite(V.longitude).min(-180, V.longitude).max(180, V.longitude);
export const zLatitude = () => z.number({ error: V.latitude }).finite(V.latitude).min(-90, V.latitude).max(90, V.latitude);

export const ZGeoPoint = z.object({ lat: zLatitude(), lng: zLongitude() });
export type TGeoPoint = z.infer<typeof ZGeoPoint>;

/** A site's coordinates on a form: both or neither (null or absent clears them). */
export const zSiteCoordinates = {
  longitude: zLongitude().nullable().optional(),
  latitude: zLatitude().nullable().optional(),
};

/** The pair rule, reported on the field left empty so the form marks the one to fill in. */
export const refineCoordinatePair = (v: { longitude?: number | null; latitude?: number | null }, ctx: z.RefinementCtx) => {
  const hasLng = v.longitude != null;
  const hasLat = v.latitude != null;
  if (hasLng === hasLat) return;
  ctx.addIssue({ code: 'custom', message: V.coordinatePair, path: [hasLng ? 'latitude' : 'longitude'] });
};
