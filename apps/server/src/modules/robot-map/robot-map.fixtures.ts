import { encodeGrid, upTopic, type TMapInfo, type TMapManifest } from '@fleet/contracts';
import type { MqttClient } from 'mqtt';
import type { TestApp } from '../../../test/helpers';
import { answeringRobot, type TestRobot } from '../../../test/robot-fixtures';
import { must } from '../../../test/tenancy-fixtures';

/** A 4 × 3 floor: a wall along the top row, free below. */
export const CELLS = [0, 0, 0, 0, 0, 0, 0, 0, 100, 100, 100, 100];

export const mapInfo = (mapId: string, over: Partial<TMapInfo> = {}): TMapInfo => ({
  mapId,
  name: `Floor ${mapId}`,
  version: `${mapId}-v1`,
  width: 4,
  height: 3,
  resolution: 0.5,
  origin: { x: 0, y: 0 },
  dock: { x: 0.25, y: 0.25, angle: 0 },
  landmarks: [{ id: 'lm-1', name: 'Door', x: 1.25, y: 0.75, angle: 0 }],
  paths: [
    {
      id: 'path-1',
      name: 'Loop',
      points: [
        { x: 0.25, y: 0.25 },
        { x: 1.75, y: 0.25 },
      ],
    },
  ],
  ...over,
});

let seq = 0;

/**
 * Robots of one organisation on the test broker. Each acks every command with `result` and, like the
 * simulator, answers uploadMap with the grid of that map when `grids` holds it.
 */
export const mapRobots = (t: TestApp, token: () => string) => {
  const clients: [MqttClient, TestRobot][] = [];
  const register = async (): Promise<TestRobot> => {
    const r = await must<{ id: number; deviceNumber: string; deviceSecret: string }>(t.app, token(), 'POST', 'robotinfo/robot/register', {
      deviceNumber: `SIMULATION-130-${String(((seq += 1) * 7907 + Math.floor(Math.random() * 90000)) % 100000).padStart(5, '0')}`,
      alias: 'Map',
      robotType: 1,
      simulated: true,
    });
    return { id: r.id, deviceNumber: r.deviceNumber, secret: r.deviceSecret };
  };
  const online = async (opts: { result?: 'success' | 'failed'; grids?: Record<string, { version: string; data: string }> } = {}) => {
    const robot = await register();
    const publishOn = (c: MqttClient, kind: 'maps' | 'map', payload: unknown) =>
      c.publishAsync(upTopic(robot.deviceNumber, kind), JSON.stringify(payload), { qos: 1 });
    const { client, received } = await answeringRobot(t, robot, token(), {
      ...(opts.result ? { result: opts.result } : {}),
      onCommand: (cmd, c) => {
        const grid = cmd.type === 'uploadMap' ? opts.grids?.[String(cmd.args.mapId)] : undefined;
        if (grid) publishOn(c, 'map', { mapId: cmd.args.mapId, encoding: 'rle8', ...grid }).catch(() => undefined);
      },
    });
    const publish = (kind: 'maps' | 'map', payload: unknown) => publishOn(client, kind, payload);
    clients.push([client, robot]);
    return { robot, client, received, publish };
  };
  return { register, online, clients };
};

export const manifest = (maps: TMapInfo[], activeMapId: string | null = maps[0]?.mapId ?? null): TMapManifest => ({
  ts: Date.now(),
  activeMapId,
  maps,
});
export const gridOf = (info: TMapInfo, cells = CELLS) => ({ version: info.version, data: encodeGrid(cells) });
