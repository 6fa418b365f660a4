import { COMMAND_ARGS, decodeGrid, encodeGrid, LocationState, type TMapManifest } from '@fleet/contracts';
import { describeMap, MAX_MAPS, type SimMap } from '../map/floor-maps';
import { hashSeed } from '../random';
import type { RobotModel } from '../robot-model';
import type { CommandTable } from './commands';

/** Imported grids beyond this many cells are refused: a real robot's memory is finite too. */
const MAX_IMPORT_CELLS = 4_000_000;

/** What the robot holds, as it tells the server on connect and after every change. */
export const manifestOf = (m: RobotModel): TMapManifest => ({
  ts: m.now(),
  activeMapId: m.map.mapId,
  maps: m.maps.map((s) => s.info),
});

const findMap = (m: RobotModel, mapId: unknown) => (typeof mapId === 'string' ? m.maps.find((s) => s.info.mapId === mapId) : undefined);

/** Works on another map: the robot stands on that floor's dock and must find itself there first. */
export const switchMap = (m: RobotModel, target: SimMap) => {
  m.halt();
  m.map = target.grid;
  m.pose = { ...target.grid.dock };
  m.finished = null;
  m.relocalise(LocationState.NOT_LOCATED, m.rng.between(1, 2), m.rng.between(3, 6));
  m.emit('mapSwitched', 'info', `Active map ${target.info.name}`);
};

/** A map sent by the console (a copy from another robot) becomes one of this robot's maps. */
const importedMap = (args: { map: SimMap['info']; grid: string }): SimMap | null => {
  const { map, grid } = args;
  if (map.width * map.height > MAX_IMPORT_CELLS) return null;
  let cells: Int8Array;
  try {
    cells = decodeGrid(grid, map.width * map.height);
  } catch {
    return null;
  }
  return describeMap(
    {
      mapId: map.mapId,
      seed: hashSeed(map.mapId),
      width: map.width,
      height: map.height,
      resolution: map.resolution,
      origin: map.origin,
      cells,
      dock: map.dock,
    },
    map.name,
    { landmarks: map.landmarks, paths: map.paths },
  );
};

/**
 * The map commands. A working robot keeps its map (spec: the landmark of a working device cannot
 * change), so setMap is refused `busy` while a task runs; the others only touch what is stored.
 */
export const MAP_COMMANDS: CommandTable = {
  uploadMap: (m, raw) => {
    const target = findMap(m, (raw as { mapId?: unknown }).mapId);
    if (!target) return 'invalidArgs';
    m.send({
      kind: 'map',
      payload: { mapId: target.info.mapId, version: target.info.version, encoding: 'rle8', data: encodeGrid(target.grid.cells) },
    });
    return null;
  },
  setMap: (m, raw) => {
    const target = findMap(m, (raw as { mapId?: unknown }).mapId);
    if (!target) return 'invalidArgs';
    if (m.locked) return 'locked';
    if (m.task || m.activity === 'cleaning' || m.activity === 'toTask') return 'busy';
    if (target.grid !== m.map) switchMap(m, target);
    m.send({ kind: 'maps', payload: manifestOf(m) });
    return null;
  },
  importMap: (m, raw) => {
    const args = COMMAND_ARGS.importMap.safeParse(raw);
    if (!args.success) return 'invalidArgs';
    const sim = importedMap(args.data);
    if (!sim) return 'invalidArgs';
    const at = m.maps.findIndex((s) => s.info.mapId === sim.info.mapId);
    if (at < 0 && m.maps.length >= MAX_MAPS) return 'fault';
    const active = at >= 0 && m.maps[at]!.grid === m.map;
    // Replacing the floor under a working robot would move the ground beneath its task.
    if (active && (m.task || m.activity === 'cleaning' || m.activity === 'toTask')) return 'busy';
    if (at >= 0) m.maps[at] = sim;
    else m.maps.push(sim);
    if (active) switchMap(m, sim);
    m.send({ kind: 'maps', payload: manifestOf(m) });
    return null;
  },
};
