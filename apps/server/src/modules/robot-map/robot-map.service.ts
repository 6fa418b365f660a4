import {
  isRobotBusy,
  decodeGrid,
  type TCommand,
  type TCopyMapBody,
  type TMapGrid,
  type TMapManifest,
  type TRobotMap,
  type TRobotMapWithGrid,
  type TOperationAction,
} from '@fleet/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Gateway } from '../../gateway/gateway.types';
import { AppError } from '../../lib/app-error';
import { recordOperation } from '../../lib/audit';
import type { AuditContext, SessionContext } from '../../lib/session';
import type { RobotRow } from '../robot/robot.repository';
import { requireVisibleRobot } from '../robot/visible-robot';
import {
  findDeviceNumber,
  findGridSize,
  findRobotMap,
  listRobotMaps,
  markActiveMap,
  storeGrid,
  writeManifest,
  type RobotMapRow,
} from './robot-map.repository';

/**
 * The robot holds its maps; the server keeps what it was told. A manifest may name versions whose
 * grid the server lacks: it asks for each (uploadMap) as the system, at once: the robot that just
 * sent the manifest is online even if its status is not written yet; one that is gone by then lets
 * the command time out, and its next connect sends the manifest again.
 */
export const registerMapUplinks = (db: Db, gateway: Gateway, log: FastifyBaseLogger) => {
  let badGrids = 0;
  gateway.onUplink('maps', async (robotId, manifest: TMapManifest, at) => {
    const missing = await db.transaction((tx) => writeManifest(tx, robotId, manifest, at));
    gateway.notify({ robotId, topic: 'maps' });
    if (missing.length === 0) return;
    const deviceNumber = await findDeviceNumber(db, robotId);
    if (!deviceNumber) return;
    for (const mapId of missing) {
      await gateway
        .sendCommand({ robotId, deviceNumber, type: 'uploadMap', args: { mapId }, userId: null, answeringUplink: true })
        .catch((e: unknown) => {
          if (!(e instanceof AppError && e.codeName === 'ROBOT_OFFLINE')) throw e;
        });
    }
  });
  gateway.onUplink('map', async (robotId, grid: TMapGrid) => {
    const size = await findGridSize(db, robotId, grid.mapId, grid.version);
    if (!size) return;
    try {
      decodeGrid(grid.data, size.width * size.height);
    } catch (e) {
      badGrids += 1;
      log.warn(
        { robotId, mapId: grid.mapId, badGrids, err: e instanceof Error ? e.message : String(e) },
        'map grid does not fit its map; dropped',
      );
      return;
    }
    await storeGrid(db, robotId, grid.mapId, grid.version, grid.data);
    gateway.notify({ robotId, topic: 'maps' });
  });
  gateway.onCommandSuccess('setMap', async (tx, c) => void (await markActiveMap(tx, c.robotId, String(c.args.mapId))));
};

const toMap = (r: RobotMapRow): TRobotMap => ({
  robotId: r.robotId,
  mapId: r.mapId,
  name: r.name,
  version: r.version,
  width: r.width,
  height: r.height,
  resolution: r.resolution,
  origin: { x: r.originX, y: r.originY },
  dock: r.dock,
  landmarks: r.landmarks,
  paths: r.paths,
  active: r.active,
  archivedAt: r.archivedAt?.toISOString() ?? null,
  hasGrid: r.hasGrid,
  reportedAt: r.reportedAt.toISOString(),
});

export const findRobotMaps = async (db: Db, session: SessionContext, robotId: number): Promise<TRobotMap[]> => {
  await requireVisibleRobot(db, session, robotId);
  return (await listRobotMaps(db, robotId)).map(toMap);
};

const mapWithGrid = async (db: Db, robotId: number, mapId: string) => {
  const row = await findRobotMap(db, robotId, mapId);
  if (!row) throw new AppError('MAP_NOT_FOUND');
  if (!row.hasGrid || row.grid === null) throw new AppError('MAP_NOT_UPLOADED');
  return { ...toMap(row), grid: row.grid };
};

/** The map with its grid, or null when the server has none of it (the visualization draws what it can). */
export const findMapWithGrid = async (db: Db, robotId: number, mapId: string): Promise<TRobotMapWithGrid | null> => {
  const row = await findRobotMap(db, robotId, mapId);
  return row && row.hasGrid && row.grid !== null ? { ...toMap(row), grid: row.grid } : null;
};

export const getRobotMap = async (db: Db, session: SessionContext, robotId: number, mapId: string): Promise<TRobotMapWithGrid> => {
  await requireVisibleRobot(db, session, robotId);
  return mapWithGrid(db, robotId, mapId);
};

/** Spec §4: a working device cannot have its landmark (map) changed. */
const working = (r: RobotRow) => isRobotBusy(r.state);

/** After gateway.sendCommand, which stores and publishes the command in its own transaction (a device round trip). */
const logCommand = (db: Db, audit: AuditContext, action: TOperationAction, robot: RobotRow, detail: Record<string, unknown>) =>
  recordOperation(db, { audit, action, target: `robot:${robot.id} ${robot.deviceNumber}`, result: 'success', detail });

export const switchRobotMap = async (
  db: Db,
  gateway: Gateway,
  audit: AuditContext,
  session: SessionContext,
  robotId: number,
  mapId: string,
): Promise<TCommand> => {
  const robot = await requireVisibleRobot(db, session, robotId);
  if (robot.locked) throw new AppError('ROBOT_LOCKED');
  if (working(robot)) throw new AppError('ROBOT_WORKING');
  const map = await findRobotMap(db, robot.id, mapId);
  if (!map || map.archivedAt) throw new AppError('MAP_NOT_FOUND');
  const command = await gateway.sendCommand({
    robotId: robot.id,
    deviceNumber: robot.deviceNumber,
    type: 'setMap',
    args: { mapId },
    userId: session.userId,
  });
  await logCommand(db, audit, 'robot.map.switch', robot, { commandId: command.commandId, mapId });
  return command;
};

/** The copy goes to the target as importMap: the target robot decides, and its answer is the outcome. */
export const copyRobotMap = async (
  db: Db,
  gateway: Gateway,
  audit: AuditContext,
  session: SessionContext,
  robotId: number,
  body: TCopyMapBody,
): Promise<TCommand> => {
  const source = await requireVisibleRobot(db, session, robotId);
  if (body.targetRobotId === source.id) {
    throw new AppError('VALIDATION', { fields: [{ path: 'targetRobotId', code: 'validation.invalid' }] });
  }
  const target = await requireVisibleRobot(db, session, body.targetRobotId, 'targetRobotId');
  const map = await mapWithGrid(db, source.id, body.mapId);
  if (target.state?.upgrading) throw new AppError('ROBOT_UPGRADING');
  const info = {
    mapId: map.mapId,
    name: map.name,
    version: map.version,
    width: map.width,
    height: map.height,
    resolution: map.resolution,
    origin: map.origin,
    dock: map.dock,
    landmarks: map.landmarks,
    paths: map.paths,
  };
  const command = await gateway.sendCommand({
    robotId: target.id,
    deviceNumber: target.deviceNumber,
    type: 'importMap',
    args: { map: info, grid: map.grid },
    userId: session.userId,
  });
  await logCommand(db, audit, 'robot.map.copy', source, {
    commandId: command.commandId,
    mapId: map.mapId,
    targetRobotId: target.id,
    target: target.deviceNumber,
  });
  return command;
};
