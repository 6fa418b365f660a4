import type { TCommand, TRobotConfig } from '@fleet/contracts';
import { generateFloorMap, SimRobot } from '@fleet/simulator';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, createTestApp, login, type TestApp } from '../../../test/helpers';
import { buildBusiness, must } from '../../../test/tenancy-fixtures';

/**
 * End to end with the simulator's robot on the test broker: it reports on connect, validates and
 * applies what the console sets, and its next report is what the console shows.
 */
let t: TestApp;
let token: string;
let robotId: number;
let sim: SimRobot;
beforeAll(async () => {
  t = await createTestApp();
  token = (await buildBusiness(t.app, await login(t.app), 'SA')).adminToken;
  const r = await must<{ id: number; deviceNumber: string; deviceSecret: string }>(t.app, token, 'POST', 'robotinfo/robot/register', {
    deviceNumber: `SIMULATION-130-${String(Math.floor(Math.random() * 90000) + 10000)}`,
    alias: 'Sim',
    robotType: 1,
    simulated: true,
  });
  robotId = r.id;
  sim = new SimRobot({
    url: t.mqttUrl!,
    deviceNumber: r.deviceNumber,
    secret: r.deviceSecret,
    map: generateFloorMap(4),
    seed: 4,
    telemetryMs: 200,
  });
  sim.start();
});
afterAll(async () => {
  await sim.stop();
  await t.close();
});

const config = () => call<TRobotConfig>(t.app, 'GET', `robotinfo/config/info/${robotId}`, { token });
const shows = (check: (c: TRobotConfig) => boolean) =>
  vi.waitFor(
    async () => {
      const r = await config();
      if (r.body.code !== 0 || !check(r.body.data)) throw new Error(`not yet: ${JSON.stringify(r.body).slice(0, 200)}`);
      return r.body.data;
    },
    { timeout: 8_000, interval: 50 },
  );
const settled = (commandId: string) =>
  vi.waitFor(
    async () => {
      const r = await call<TCommand>(t.app, 'GET', `robotinfo/robot/command/${commandId}`, { token });
      if (r.body.data.operateState === 0) throw new Error('no answer yet');
      return r.body.data;
    },
    { timeout: 8_000, interval: 50 },
  );
const send = async (method: 'POST' | 'PUT', path: string, body: unknown) => {
  const r = await call<TCommand>(t.app, method, `robotinfo/config/${path}`, { token, body });
  expect(r.body.code).toBe(0);
  return r.body.data;
};

describe('configuration with a simulated robot', () => {
  it('is reported on connect, set, confirmed, and shown from the next report', async () => {
    const first = await shows(() => true);
    expect(first.values).toMatchObject({ maxSpeed: 0.5, junkEventMode: 'work', streamingVersion: 2 });
    expect(first.consumables.map((c) => c.key)).toEqual(['mainBrush', 'sideBrush', 'squeegee', 'filter', 'mop']);
    const set = await send('PUT', 'set', { robotId, values: { maxSpeed: 0.3, junkEventMode: 'boot' } });
    expect(await settled(set.commandId)).toMatchObject({ operateState: 1 });
    await shows((c) => c.values.maxSpeed === 0.3 && c.values.junkEventMode === 'boot');
    expect(sim.model.config.values.maxSpeed).toBe(0.3);
  });

  it('imports a whole configuration and resets a consumable', async () => {
    const current = await shows(() => true);
    const values = { ...current.values, volume: 25, streamingVersion: 1 as const };
    expect(await settled((await send('PUT', 'import', { robotId, values })).commandId)).toMatchObject({ operateState: 1 });
    await shows((c) => c.values.volume === 25 && c.values.streamingVersion === 1);
    expect(await settled((await send('POST', 'resetConsumable', { robotId, key: 'filter' })).commandId)).toMatchObject({ operateState: 1 });
    const after = await shows((c) => c.consumables.find((x) => x.key === 'filter')!.usedHours === 0);
    expect(after.consumables.find((x) => x.key === 'filter')).toMatchObject({ remainingHours: 100, remainingPercent: 100 });
  });
});
