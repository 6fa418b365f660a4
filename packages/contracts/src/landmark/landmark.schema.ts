import { z } from 'zod';
import { zId } from '../common/ids';
import { ZListQuery } from '../common/list';
import { ZAreaRobot } from '../area/area.schema';
import { ZLandmarkFile } from '../org/landmark.api';
import { V, zString } from '../validation/rules';

/**
 * Landmarks (spec §2 landMarkDetail): the sites robots work at — point-level organisations (level 4)
 * with their landmark file. A robot works at the landmark that owns it; switching it to another
 * landmark archives what it knew of the old one (maps; scheduled tasks off; pending reservations
 * cancelled) and takes it out of its area there.
 */
export const ZLandmarkListQuery = ZListQuery.extend({
  /** Matches the landmark's name or code. */
  keyword: zString().max(60, V.tooLong).optional(),
  /** Landmarks in this organisation's subtree (in the caller's). */
  orgId: zId().optional(),
});
export type TLandmarkListQuery = z.input<typeof ZLandmarkListQuery>;

export const ZLandmarkSite = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  parentId: z.number().int().nullable(),
  parentName: z.string().nullable(),
  longitude: z.number().nullable(),
  latitude: z.number().nullable(),
  file: ZLandmarkFile.nullable(),
  /** The robots working here that the caller sees (owned by this landmark), with their live fleet state. */
  robots: z.array(ZAreaRobot),
  /** Areas (buildings, parks) of this landmark. */
  areaCount: z.number().int(),
  /** Users who operate this landmark (user landmark bindings). */
  userCount: z.number().int(),
});
export type TLandmarkSite = z.infer<typeof ZLandmarkSite>;

/** Moves a robot the caller's subtree owns to another landmark of the subtree. */
export const ZLandmarkSwitchBody = z.object({ robotId: zId(), orgId: zId() });
export type TLandmarkSwitchBody = z.input<typeof ZLandmarkSwitchBody>;

/** What the switch archived, for the screen to say. */
export const ZLandmarkSwitchResult = z.object({
  archivedMaps: z.number().int(),
  tasksOff: z.number().int(),
  reservationsCancelled: z.number().int(),
  /** The name of the area the robot left; null when it was in none, or in an area of an organisation outside the caller's subtree (not named, as everywhere). */
  leftArea: z.string().nullable(),
});
export type TLandmarkSwitchResult = z.infer<typeof ZLandmarkSwitchResult>;
