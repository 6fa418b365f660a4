import { encodeVideoFrame, upTopic, type TLiveServerMessage } from '@fleet/contracts';
import { eq } from 'drizzle-orm';
import type { MqttClient } from 'mqtt';
import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { robotEvents, robotState, robotTelemetry } from '../db/schema';
import { call, createTestApp, login, testGatewayOptions, type TestApp } from '../../test/helpers';
import {
  closeRobot,
  connectRobot,
  createTestRobot,
  goOnline,
  openLive,
  telemetry,
  type LiveClient,
  type TestRobot,
} from '../../test/robot-fixtures';

/**
 * Ingest end to end with the real `mqtt` client: against the embedded broker, or against the external
 * broker of TEST_MQTT_URL (the same assertions; the device ACL is then the broker's job).
 */
const SERVER = { username: 'fleet-server', password: 'server-secret-for-tests' };
let t: TestApp;
let robot: TestRobot;
let client: MqttClient;
let live: LiveClient;
let httpUrl: string;

const stateRow = async (id: number) => (await t.database.db.select().from(robotState).where(eq(robotState.robotId, id)))[0];
const isState =
  (id: number, pred: (s: NonNullable<ReturnType<LiveClient['stateOf']>>) => boolean) =>
  (m: TLiveServerMessage): m is TLiveServerMessage =>
    m.type === 'state' && m.robots.some((r) => r.id === id && pred(r));

beforeAll(async () => {
  t = await createTestApp({
    gateway: {
      ...testGatewayOptions(),
      mqttUsername: SERVER.username,
      mqttPassword: SERVER.password,
      timings: { flushMs: 100, liveFlushMs: 50 },
    },
  });
  httpUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  robot = await createTestRobot(t.database.db);
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

describe('fleet/{no}/up/status', () => {
  it('marks the robot online in robot_state and pushes it to the live hub', async () => {
    await live.waitFor(isState(robot.id, (r) => r.online && r.firmware === 'fw-1.0'));
    await vi.waitFor(async () => expect(await stateRow(robot.id)).toMatchObject({ online: true, firmware: 'fw-1.0' }));
  });
});

describe('fleet/{no}/up/telemetry', () => {
  it('reaches the browser and the robot_state row, and is sampled into robot_telemetry', async () => {
    const sent = telemetry({ battery: 63, pose: { mapId: 'm-9', x: 4.5, y: 7.25, angle: 0.5 } });
    await client.publishAsync(upTopic(robot.deviceNumber, 'telemetry'), JSON.stringify(sent));
    const msg = await live.waitFor(isState(robot.id, (r) => r.battery === 63));
    expect(live.stateOf(robot.id)).toMatchObject({
      id: robot.id,
      online: true,
      battery: 63,
      workStatus: 1,
      pose: { mapId: 'm-9', x: 4.5, y: 7.25 },
      taskId: 'task-7',
      updatedAt: new Date(sent.ts).toISOString(),
    });
    expect(msg.type).toBe('state');
    await vi.waitFor(async () =>
      expect(await stateRow(robot.id)).toMatchObject({ battery: 63, mapId: 'm-9', x: 4.5, y: 7.25, taskId: 'task-7', online: true }),
    );
    await vi.waitFor(async () =>
      expect(await t.database.db.select().from(robotTelemetry).where(eq(robotTelemetry.robotId, robot.id))).toMatchObject([
        { battery: 63, x: 4.5 },
      ]),
    );
  });

  it('keeps one history row per robot per sampling period while robot_state follows every flush', async () => {
    for (const battery of [61, 60, 59]) {
      await client.publishAsync(upTopic(robot.deviceNumber, 'telemetry'), JSON.stringify(telemetry({ battery })));
    }
    await vi.waitFor(async () => expect((await stateRow(robot.id))?.battery).toBe(59));
    expect(await t.database.db.select().from(robotTelemetry).where(eq(robotTelemetry.robotId, robot.id))).toHaveLength(1);
  });

  it('shows the same state in the REST snapshot (robotinfo/robot/info)', async () => {
    const r = await call<{ live: { battery: number; online: boolean } }>(t.app, 'GET', `robotinfo/robot/info/${robot.id}`, {
      token: await login(t.app),
    });
    expect(r.body).toMatchObject({ code: 0, data: { live: { battery: 59, online: true } } });
  });
});

describe('fleet/{no}/up/telemetry geo (outdoor robots)', () => {
  it('keeps the last GPS fix in the live state, robot_state and REST, also through messages without one', async () => {
    const topic = upTopic(robot.deviceNumber, 'telemetry');
    await client.publishAsync(topic, JSON.stringify({ ...telemetry({ battery: 58 }), geo: { lat: 52.5201, lng: 13.4049 } }));
    await live.waitFor(isState(robot.id, (r) => r.battery === 58 && r.geo?.lat === 52.5201));
    await client.publishAsync(topic, JSON.stringify(telemetry({ battery: 57 })));
    await live.waitFor(isState(robot.id, (r) => r.battery === 57));
    expect(live.stateOf(robot.id)?.geo).toEqual({ lat: 52.5201, lng: 13.4049 });
    await vi.waitFor(async () => expect(await stateRow(robot.id)).toMatchObject({ battery: 57, geoLat: 52.5201, geoLng: 13.4049 }));
    const r = await call<{ live: { geo?: unknown } }>(t.app, 'GET', `robotinfo/robot/info/${robot.id}`, { token: await login(t.app) });
    expect(r.body.data.live.geo).toEqual({ lat: 52.5201, lng: 13.4049 });
  });

  it('refuses a fix out of range like any other bad telemetry', async () => {
    const before = t.app.gateway.stats().invalidPayload;
    const topic = upTopic(robot.deviceNumber, 'telemetry');
    await client.publishAsync(topic, JSON.stringify({ ...telemetry({ battery: 56 }), geo: { lat: 91, lng: 0 } }));
    await vi.waitFor(() => expect(t.app.gateway.stats().invalidPayload).toBeGreaterThan(before));
    expect((await stateRow(robot.id))?.geoLat).toBe(52.5201);
  });
});

describe('fleet/{no}/up/event and up/ota', () => {
  it('stores events in batches', async () => {
    const ts = Date.now();
    await client.publishAsync(upTopic(robot.deviceNumber, 'event'), JSON.stringify({ ts, type: 'bump', level: 'warning', code: 'E12' }), {
      qos: 1,
    });
    await vi.waitFor(async () => {
      const rows = await t.database.db.select().from(robotEvents).where(eq(robotEvents.robotId, robot.id));
      expect(rows).toMatchObject([{ type: 'bump', level: 'warning', code: 'E12', ts: new Date(ts) }]);
    });
  });

  it('sets upgrading while an upgrade runs and clears it with the result', async () => {
    const ota = (body: object) =>
      client.publishAsync(upTopic(robot.deviceNumber, 'ota'), JSON.stringify({ ts: Date.now(), ...body }), { qos: 1 });
    await ota({ step: 2 });
    await live.waitFor(isState(robot.id, (r) => r.upgrading));
    await vi.waitFor(async () => expect((await stateRow(robot.id))?.upgrading).toBe(true));
    await ota({ step: 9, result: 101, done: true });
    await vi.waitFor(async () => expect((await stateRow(robot.id))?.upgrading).toBe(false));
  });
});

describe('bad uplinks', () => {
  it('counts invalid JSON, schema failures, video and unknown robots, and keeps working', async () => {
    const before = t.app.gateway.stats();
    await client.publishAsync(upTopic(robot.deviceNumber, 'telemetry'), '{not json', { qos: 1 });
    await client.publishAsync(upTopic(robot.deviceNumber, 'telemetry'), JSON.stringify({ ...telemetry(), battery: 300 }), { qos: 1 });
    await client.publishAsync(upTopic(robot.deviceNumber, 'event'), JSON.stringify({ level: 'nope' }), { qos: 1 });
    await client.publishAsync(
      upTopic(robot.deviceNumber, 'video'),
      Buffer.from(encodeVideoFrame({ ts: Date.now(), jpeg: Uint8Array.from([0xff, 0xd8, 0xff]) })),
      { qos: 0 },
    );
    const server = await mqtt.connectAsync(t.mqttUrl!, {
      protocolVersion: 4,
      ...SERVER,
      clientId: `test-server-${Date.now()}`,
      reconnectPeriod: 0,
    });
    await server.publishAsync(upTopic('SIMULATION-NOBODY-00001', 'telemetry'), JSON.stringify(telemetry()), { qos: 1 });
    await server.endAsync();
    await vi.waitFor(() => {
      const s = t.app.gateway.stats();
      expect(s.invalidJson - before.invalidJson).toBe(1);
      expect(s.invalidPayload - before.invalidPayload).toBe(2);
      expect(s.video - before.video).toBe(1);
      expect(s.unknownRobot - before.unknownRobot).toBeGreaterThanOrEqual(1);
    });
    expect(client.connected).toBe(true);
    await client.publishAsync(upTopic(robot.deviceNumber, 'telemetry'), JSON.stringify(telemetry({ battery: 42 })));
    await live.waitFor(isState(robot.id, (r) => r.battery === 42));
    expect((await stateRow(robot.id))?.battery).not.toBe(300);
  });
});

describe('presence', () => {
  it('shows a robot whose connection dropped without a DISCONNECT offline at once: its Last Will (keep-alive silence: presence-rules.test.ts)', async () => {
    const quiet = await createTestRobot(t.database.db);
    live.send({ type: 'subscribe', robotIds: [quiet.id] });
    const c = await connectRobot(t.mqttUrl!, quiet, { keepalive: 1 });
    await goOnline(c, quiet);
    await vi.waitFor(async () => expect((await stateRow(quiet.id))?.online).toBe(true));
    // The socket dies without DISCONNECT: the broker sees it close and publishes the will.
    const started = Date.now();
    (c as unknown as { stream: { destroy(): void } }).stream.destroy();
    c.end(true);
    await vi.waitFor(async () => expect((await stateRow(quiet.id))?.online).toBe(false), { timeout: 4_000, interval: 50 });
    expect(Date.now() - started).toBeLessThan(3_000);
    await live.waitFor(isState(quiet.id, (r) => !r.online));
  });
});
