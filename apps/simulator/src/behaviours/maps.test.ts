import { decodeGrid, encodeGrid, LocationState, ZMapGrid, ZMapManifest, type TCommandType } from '@fleet/contracts';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { describeMap, MAX_MAPS } from '../map/floor-maps';
import { generateFloorMap } from '../map/generate-map';
import { RobotModel } from '../robot-model';
import { telemetryOf } from '../robot-status';
import { CommandInbox } from './commands';

const clock = 1_700_000_000_000;
const make = () => new RobotModel({ map: generateFloorMap(3), seed: 3, now: () => clock });
const send = (m: RobotModel, type: TCommandType, args: Record<string, unknown> = {}) =>
  new CommandInbox().answer(m, { commandId: randomUUID(), type, args, expiresAt: clock + 30_000 });
const manifests = (m: RobotModel) =>
  m
    .takeOutbox()
    .filter((u) => u.kind === 'maps')
    .map((u) => ZMapManifest.parse(u.payload));

describe('maps on connect', () => {
  it('sends the manifest of both maps with the active one, which telemetry names too', () => {
    const m = make();
    m.connected();
    const [manifest] = manifests(m);
    expect(manifest!.activeMapId).toBe(m.map.mapId);
    expect(manifest!.maps.map((x) => x.name)).toEqual(['Floor 1', 'Floor 2']);
    expect(telemetryOf(m).pose.mapId).toBe(manifest!.activeMapId);
  });
});

describe('uploadMap', () => {
  it('acks and sends the grid of the asked map, which decodes to its cells', () => {
    const m = make();
    const second = m.maps[1]!;
    expect(send(m, 'uploadMap', { mapId: second.info.mapId })?.result).toBe('success');
    const [up] = m.takeOutbox();
    expect(up?.kind).toBe('map');
    const grid = ZMapGrid.parse(up!.payload);
    expect(grid).toMatchObject({ mapId: second.info.mapId, version: second.info.version });
    expect(decodeGrid(grid.data, second.info.width * second.info.height)).toEqual(second.grid.cells);
  });

  it('refuses a map it does not hold', () => {
    const m = make();
    expect(send(m, 'uploadMap', { mapId: 'nope' })).toMatchObject({ result: 'failed', reason: 'invalidArgs' });
    expect(m.takeOutbox()).toEqual([]);
  });
});

describe('setMap', () => {
  it('switches to the other floor: its dock, relocalising, a new manifest and startTask on it', () => {
    const m = make();
    const second = m.maps[1]!;
    expect(send(m, 'setMap', { mapId: second.info.mapId })?.result).toBe('success');
    expect(m.map).toBe(second.grid);
    expect(m.pose).toMatchObject({ x: second.grid.dock.x, y: second.grid.dock.y });
    expect(m.locationState).toBe(LocationState.NOT_LOCATED);
    expect(manifests(m)[0]!.activeMapId).toBe(second.info.mapId);
    m.step(10);
    expect(telemetryOf(m).pose.mapId).toBe(second.info.mapId);
    expect(send(m, 'startTask', { taskId: 'T-1', mapId: m.maps[0]!.info.mapId })).toMatchObject({
      result: 'failed',
      reason: 'invalidArgs',
    });
    expect(send(m, 'startTask', { taskId: 'T-1', mapId: second.info.mapId })?.result).toBe('success');
  });

  it('is refused while a task runs, and for an unknown map', () => {
    const m = make();
    expect(send(m, 'startTask', { taskId: 'T-1' })?.result).toBe('success');
    expect(send(m, 'setMap', { mapId: m.maps[1]!.info.mapId })).toMatchObject({ result: 'failed', reason: 'busy' });
    expect(m.map).toBe(m.maps[0]!.grid);
    expect(send(m, 'setMap', { mapId: 'nope' })).toMatchObject({ result: 'failed', reason: 'invalidArgs' });
  });
});

describe('importMap', () => {
  const other = describeMap(generateFloorMap(99), 'Lobby');
  const args = { map: other.info, grid: encodeGrid(other.grid.cells) };

  it('adds the copy with the same version and announces it', () => {
    const m = make();
    expect(send(m, 'importMap', args)?.result).toBe('success');
    expect(m.maps.map((s) => s.info.mapId)).toContain(other.info.mapId);
    const listed = manifests(m)[0]!.maps.find((x) => x.mapId === other.info.mapId);
    expect(listed).toMatchObject({ name: 'Lobby', version: other.info.version });
  });

  it('replaces a map with the same id instead of adding a second one', () => {
    const m = make();
    send(m, 'importMap', args);
    send(m, 'importMap', { ...args, map: { ...other.info, name: 'Lobby B' } });
    expect(m.maps.filter((s) => s.info.mapId === other.info.mapId).map((s) => s.info.name)).toEqual(['Lobby B']);
  });

  it('refuses a grid that does not fit the map, and a 21st map', () => {
    const m = make();
    expect(send(m, 'importMap', { ...args, grid: encodeGrid([0, 0, 0]) })).toMatchObject({ result: 'failed', reason: 'invalidArgs' });
    for (let i = m.maps.length; i < MAX_MAPS; i++) send(m, 'importMap', { ...args, map: { ...other.info, mapId: `copy-${i}` } });
    expect(m.maps).toHaveLength(MAX_MAPS);
    expect(send(m, 'importMap', { ...args, map: { ...other.info, mapId: 'one-too-many' } })).toMatchObject({
      result: 'failed',
      reason: 'fault',
    });
  });
});
