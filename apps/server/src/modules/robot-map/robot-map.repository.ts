import type { TMapManifest } from '@fleet/contracts';
import { and, asc, eq, isNull, notInArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { robotMaps, robots } from '../../db/schema';

/** The grid stored is the one of the version the robot lists now. */
const hasGrid = sql<boolean>`(${robotMaps.grid} is not null and ${robotMaps.gridVersion} = ${robotMaps.version})`;

const listColumns = {
  robotId: robotMaps.robotId,
  mapId: robotMaps.mapId,
  name: robotMaps.name,
  version: robotMaps.version,
  width: robotMaps.width,
  height: robotMaps.height,
  resolution: robotMaps.resolution,
  originX: robotMaps.originX,
  originY: robotMaps.originY,
  dock: robotMaps.dock,
  landmarks: robotMaps.landmarks,
  paths: robotMaps.paths,
  active: robotMaps.active,
  archivedAt: robotMaps.archivedAt,
  reportedAt: robotMaps.reportedAt,
  hasGrid,
};
export type RobotMapRow = Awaited<ReturnType<typeof listRobotMaps>>[number];

/**
 * Writes a manifest: every listed map upserted as held (the active flag from `activeMapId`), every
 * map no longer listed archived and inactive. Returns the maps whose grid the server lacks.
 */
export const writeManifest = async (tx: Tx, robotId: number, manifest: TMapManifest, at: Date) => {
  for (const m of manifest.maps) {
    const values = {
      name: m.name,
      version: m.version,
      width: m.width,
      height: m.height,
      resolution: m.resolution,
      originX: m.origin.x,
      originY: m.origin.y,
      dock: m.dock,
      landmarks: m.landmarks,
      paths: m.paths,
      active: m.mapId === manifest.activeMapId,
      archivedAt: null,
      reportedAt: at,
    };
    await tx
      .insert(robotMaps)
      .values({ robotId, mapId: m.mapId, ...values })
      .onConflictDoUpdate({ target: [robotMaps.robotId, robotMaps.mapId], set: values });
  }
  await archiveRobotMaps(
    tx,
    robotId,
    at,
    manifest.maps.map((m) => m.mapId),
  );
  const missing = await tx
    .select({ mapId: robotMaps.mapId })
    .from(robotMaps)
    .where(and(eq(robotMaps.robotId, robotId), isNull(robotMaps.archivedAt), sql`not ${hasGrid}`));
  return missing.map((r) => r.mapId);
};

/**
 * Archives the robot's maps other than `keep` (a map it no longer lists; every map when it moves to
 * another landmark): inactive, archived at `at`; one archived before keeps its date. Answers how many
 * maps were held until now.
 */
export const archiveRobotMaps = async (tx: Tx, robotId: number, at: Date, keep: string[] = []) => {
  const others = and(eq(robotMaps.robotId, robotId), keep.length ? notInArray(robotMaps.mapId, keep) : undefined);
  const archived = await tx
    .update(robotMaps)
    .set({ active: false, archivedAt: at })
    .where(and(others, isNull(robotMaps.archivedAt)))
    .returning({ id: robotMaps.id });
  await tx
    .update(robotMaps)
    .set({ active: false })
    .where(and(others, eq(robotMaps.active, true)));
  return archived.length;
};

/** The size a grid of this map and version must decode to; undefined when the robot does not list that version. */
export const findGridSize = async (tx: Tx, robotId: number, mapId: string, version: string) => {
  const [row] = await tx
    .select({ width: robotMaps.width, height: robotMaps.height })
    .from(robotMaps)
    .where(and(eq(robotMaps.robotId, robotId), eq(robotMaps.mapId, mapId), eq(robotMaps.version, version), isNull(robotMaps.archivedAt)));
  return row;
};

export const storeGrid = (tx: Tx, robotId: number, mapId: string, version: string, grid: string) =>
  tx
    .update(robotMaps)
    .set({ grid, gridVersion: version })
    .where(and(eq(robotMaps.robotId, robotId), eq(robotMaps.mapId, mapId), eq(robotMaps.version, version)));

/** Held maps first (the active one on top), then archived ones, newest archive first. */
export const listRobotMaps = (tx: Tx, robotId: number) =>
  tx
    .select(listColumns)
    .from(robotMaps)
    .where(eq(robotMaps.robotId, robotId))
    .orderBy(
      sql`${robotMaps.archivedAt} is not null`,
      sql`${robotMaps.active} desc`,
      sql`${robotMaps.archivedAt} desc`,
      asc(robotMaps.name),
    );

export const findRobotMap = async (tx: Tx, robotId: number, mapId: string) => {
  const [row] = await tx
    .select({ ...listColumns, grid: robotMaps.grid })
    .from(robotMaps)
    .where(and(eq(robotMaps.robotId, robotId), eq(robotMaps.mapId, mapId)));
  return row;
};

/** The robot confirmed a switch: the manifest that follows says the same, this just does not wait for it. */
export const markActiveMap = (tx: Tx, robotId: number, mapId: string) =>
  tx
    .update(robotMaps)
    .set({ active: sql`${robotMaps.mapId} = ${mapId}` })
    .where(eq(robotMaps.robotId, robotId));

export const findDeviceNumber = async (tx: Tx, robotId: number) => {
  const [row] = await tx.select({ deviceNumber: robots.deviceNumber }).from(robots).where(eq(robots.id, robotId));
  return row?.deviceNumber;
};
