import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { robotMaps } from '../../db/schema';

/**
 * A map the robot reported and still holds (robot_maps, kept by the maps module from up/maps). Tasks
 * and reservations may only name such a map: the robot could not run anything on another one.
 */
export const findHeldMap = async (db: Tx, robotId: number, mapId: string) => {
  const [row] = await db
    .select({ mapId: robotMaps.mapId, name: robotMaps.name, landmarks: robotMaps.landmarks, paths: robotMaps.paths })
    .from(robotMaps)
    .where(and(eq(robotMaps.robotId, robotId), eq(robotMaps.mapId, mapId), isNull(robotMaps.archivedAt)));
  return row;
};
export type HeldMap = NonNullable<Awaited<ReturnType<typeof findHeldMap>>>;
