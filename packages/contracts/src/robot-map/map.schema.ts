import { z } from 'zod';
import { zId } from '../common/ids';
import { ZMapInfo } from '../device/operate-payloads';
import { zString } from '../validation/rules';

/**
 * A robot's map as the console shows it: what the robot last listed in its manifest (up/maps), plus
 * what the server knows about it. The grid travels only with the single-map read, because a list of
 * twenty grids would be megabytes for a table that shows names.
 */
export const ZRobotMap = ZMapInfo.extend({
  robotId: z.number().int(),
  /** The map the robot is working on now. */
  active: z.boolean(),
  /** When the robot stopped listing it (a switch archives the old map's data); null while held. */
  archivedAt: z.string().nullable(),
  /** The grid of the current version has been uploaded, so the map can be drawn. */
  hasGrid: z.boolean(),
  reportedAt: z.string(),
});
export type TRobotMap = z.infer<typeof ZRobotMap>;

export const ZRobotMapWithGrid = ZRobotMap.extend({
  /** rle8 base64 (device/map-grid.ts decodeGrid) of width × height cells. */
  grid: z.string(),
});
export type TRobotMapWithGrid = z.infer<typeof ZRobotMapWithGrid>;

export const ZCopyMapBody = z.object({ mapId: zString().min(1).max(64), targetRobotId: zId() });
export type TCopyMapBody = z.infer<typeof ZCopyMapBody>;
