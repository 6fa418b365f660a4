import { encodeGrid, upTopic, type TLiveServerMessage, type TMapGrid } from '@fleet/contracts';
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, login, testGatewayOptions, type TestApp } from '../../test/helpers';
import { closeRobot, connectRobot, createTestRobot, goOnline, openLive, type LiveClient, type TestRobot } from '../../test/robot-fixtures';

/**
 * The extension points the operate modules build on: a domain uplink reaches the module that
 * registered for it (once, validated), and a data notice reaches the browsers watching that robot.
 */
let t: TestApp;
let robot: TestRobot;
let other: TestRobot;
let client: MqttClient;
let live: LiveClient;
const received: { robotId: number; msg: TMapGrid; order: number }[] = [];

beforeAll(async () => {
  t = await createTestApp({ gateway: { ...testGatewayOptions(), timings: { flushMs: 100, liveFlushMs: 50 } } });
  let n = 0;
  t.app.gateway.onUplink('map', async (robotId, msg) => void received.push({ robotId, msg, order: ++n }));
  t.app.gateway.onUplink('map', async (robotId, msg) => void received.push({ robotId, msg, order: ++n }));
  const httpUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  robot = await createTestRobot(t.database.db);
  other = await createTestRobot(t.database.db);
  live = await openLive(httpUrl, await login(t.app));
  live.send({ type: 'subscribe', robotIds: [robot.id] });
  client = await connectRobot(t.mqttUrl!, robot);
  await goOnline(client, robot);
});
afterAll(async () => {
  live.close();
  await closeRobot(client, robot);
  await t.close();
});

describe('gateway.onUplink', () => {
  it('hands a valid domain uplink to every handler registered for its kind, in order', async () => {
    const grid: TMapGrid = { mapId: 'm-1', version: 'v1', encoding: 'rle8', data: encodeGrid(new Int8Array(4)) };
    await client.publishAsync(upTopic(robot.deviceNumber, 'map'), JSON.stringify(grid), { qos: 1 });
    await vi.waitFor(() => expect(received).toHaveLength(2));
    expect(received.map((r) => [r.robotId, r.msg.mapId, r.order])).toEqual([
      [robot.id, 'm-1', 1],
      [robot.id, 'm-1', 2],
    ]);
  });

  it('drops an invalid one before any handler', async () => {
    const before = t.app.gateway.stats();
    await client.publishAsync(upTopic(robot.deviceNumber, 'map'), JSON.stringify({ mapId: 'm-1', encoding: 'png' }), { qos: 1 });
    await vi.waitFor(() => expect(t.app.gateway.stats().invalidPayload - before.invalidPayload).toBe(1));
    expect(received).toHaveLength(2);
  });
});

describe('gateway.notify', () => {
  const isData =
    (robotId: number, topic: string) =>
    (m: TLiveServerMessage): m is TLiveServerMessage =>
      m.type === 'data' && m.robotId === robotId && m.topic === topic;

  it('tells the browsers watching the robot which of its data changed, and nobody else', async () => {
    t.app.gateway.notify({ robotId: robot.id, topic: 'maps' });
    t.app.gateway.notify({ robotId: robot.id, topic: 'maps' });
    t.app.gateway.notify({ robotId: other.id, topic: 'maps' });
    await live.waitFor(isData(robot.id, 'maps'));
    await new Promise((r) => setTimeout(r, 200));
    // Repeats within one flush tick are one notice; the two may straddle a tick, never make three.
    expect(live.messages.filter(isData(robot.id, 'maps')).length).toBeLessThanOrEqual(2);
    expect(live.messages.some(isData(other.id, 'maps'))).toBe(false);
  });
});
