import { decodeGrid, type TCommand, type TRobotMap, type TRobotMapWithGrid } from '@fleet/contracts';
import { generateFloorMap, SimRobot } from '@fleet/simulator';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, createTestApp, login, type TestApp } from '../../../test/helpers';
import { buildBusiness, must } from '../../../test/tenancy-fixtures';

/** The simulator's robots against the real gateway: maps flow from robot to console and back by command. */
let t: TestApp;
let a: Awaited<ReturnType<typeof buildBusiness>>;
const sims: SimRobot[] = [];
beforeAll(async () => {
  t = await createTestApp();
  a = await buildBusiness(t.app, await login(t.app), 'SM');
});
afterAll(async () => {
  for (const s of sims) await s.stop();
  await t.close();
});

let seq = 0;
const simRobot = async (seed: number) => {
  const r = await must<{ id: number; deviceNumber: string; deviceSecret: string }>(
    t.app,
    a.adminToken,
    'POST',
    'robotinfo/robot/register',
    {
      deviceNumber: `SIMULATION-130-${String(((seq += 1) * 7919 + Math.floor(Math.random() * 90000)) % 100000).padStart(5, '0')}`,
      alias: 'Sim',
      robotType: 1,
      simulated: true,
    },
  );
  const sim = new SimRobot({
    url: t.mqttUrl!,
    deviceNumber: r.deviceNumber,
    secret: r.deviceSecret,
    map: generateFloorMap(seed),
    seed,
    telemetryMs: 100,
  });
  sims.push(sim);
  sim.start();
  return { id: r.id, sim };
};
const list = async (id: number) => (await call<TRobotMap[]>(t.app, 'GET', `robotinfo/map/list/${id}`, { token: a.adminToken })).body.data;
const uploaded = (id: number, n: number) =>
  vi.waitFor(
    async () => {
      const maps = await list(id);
      if (maps.filter((m) => m.hasGrid && !m.archivedAt).length !== n)
        throw new Error(`grids not all stored yet: ${JSON.stringify(maps.map((m) => [m.mapId, m.version, m.hasGrid, m.archivedAt]))}`);
      return maps;
    },
    { timeout: 10_000, interval: 100 },
  );
const settled = (commandId: string) =>
  vi.waitFor(
    async () => {
      const r = await call<TCommand>(t.app, 'GET', `robotinfo/robot/command/${commandId}`, { token: a.adminToken });
      if (r.body.data.operateState === 0) throw new Error('no answer yet');
      return r.body.data;
    },
    { timeout: 10_000, interval: 100 },
  );

describe('simulated robots and the map module', () => {
  it('a robot reports both floors, the server fetches both grids, a switch and a copy go through', { timeout: 40_000 }, async () => {
    const one = await simRobot(21);
    const maps = await uploaded(one.id, 2);
    expect(maps.map((m) => [m.name, m.active])).toEqual([
      ['Floor 1', true],
      ['Floor 2', false],
    ]);
    const ground = generateFloorMap(21);
    const detail = (await call<TRobotMapWithGrid>(t.app, 'GET', `robotinfo/map/info/${one.id}/${ground.mapId}`, { token: a.adminToken }))
      .body.data;
    expect(decodeGrid(detail.grid, detail.width * detail.height)).toEqual(ground.cells);

    const upper = maps[1]!;
    const sw = await call<TCommand>(t.app, 'POST', `robotinfo/map/switch/${one.id}/${upper.mapId}`, { token: a.adminToken });
    expect(await settled(sw.body.data.commandId)).toMatchObject({ operateState: 1 });
    await vi.waitFor(async () => expect((await list(one.id)).find((m) => m.active)?.mapId).toBe(upper.mapId), { timeout: 10_000 });
    expect(one.sim.model.map.mapId).toBe(upper.mapId);

    const two = await simRobot(22);
    await uploaded(two.id, 2);
    const cp = await call<TCommand>(t.app, 'POST', `robotinfo/map/copy/${one.id}`, {
      token: a.adminToken,
      body: { mapId: ground.mapId, targetRobotId: two.id },
    });
    expect(await settled(cp.body.data.commandId)).toMatchObject({ robotId: two.id, type: 'importMap', operateState: 1 });
    const copied = (await uploaded(two.id, 3)).find((m) => m.mapId === ground.mapId);
    expect(copied).toMatchObject({ name: 'Floor 1', version: maps[0]!.version, hasGrid: true });
  });
});
