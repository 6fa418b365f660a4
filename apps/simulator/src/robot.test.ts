import {
  ZCommandAck,
  ZConfigReport,
  ZDeviceEvent,
  ZDeviceStatus,
  ZMapGrid,
  ZMapManifest,
  ZRunReport,
  ZTelemetry,
  downTopic,
  parseTopic,
  upTopic,
} from '@fleet/contracts';
import { Aedes } from 'aedes';
import mqtt, { type MqttClient } from 'mqtt';
import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WAIT_FLOOR_MS } from '../../../tools/test-budgets';
import { generateFloorMap } from './map/generate-map';
import { SimRobot } from './robot';

/** A real broker in the process; it accepts only the robot's own credentials and an observer. */
const NO = 'SIMULATION-130-00042';
const SECRET = 'a-very-secret-device-secret';
let broker: Aedes;
let server: net.Server;
let url: string;
let observer: MqttClient;
const received: { topic: string; payload: unknown; retain: boolean }[] = [];

beforeAll(async () => {
  broker = await Aedes.createBroker({
    authenticate: (client, username, password, done) =>
      done(null, (client.id === NO && username === NO && password?.toString() === SECRET) || username === 'observer'),
  });
  server = net.createServer(broker.handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `mqtt://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
});

afterAll(async () => {
  await observer?.endAsync();
  await new Promise<void>((resolve) => broker.close(() => resolve()));
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const waitFor = async <T>(find: () => T | undefined, ms = WAIT_FLOOR_MS): Promise<T> => {
  const until = Date.now() + ms;
  for (;;) {
    const hit = find();
    if (hit !== undefined) return hit;
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
};
const on = (kind: string, where: (m: (typeof received)[number]) => boolean = () => true) =>
  received.find((m) => parseTopic(m.topic)?.kind === kind && where(m));

/** Robots a test started: stopped after it even when it failed, or the next test's robot (same number) is taken over. */
const started: SimRobot[] = [];
const startRobot = (opts: ConstructorParameters<typeof SimRobot>[0]) => {
  const robot = new SimRobot(opts);
  started.push(robot);
  robot.start();
  return robot;
};
afterEach(async () => {
  await Promise.all(started.splice(0).map((r) => r.stop({ abrupt: true }).catch(() => undefined)));
});

describe('SimRobot over MQTT', () => {
  it('connects with its credentials, says online (retained), reports, answers commands, and leaves a Last Will', async () => {
    const robot = startRobot({
      url,
      deviceNumber: NO,
      secret: SECRET,
      map: generateFloorMap(4),
      seed: 4,
      timeScale: 30,
      telemetryMs: 100,
    });
    // Connected is not yet announced: under load the status can reach the broker after the observer
    // subscribed, and would then arrive live instead of retained. Wait until the broker has it.
    let announced = false;
    broker.on('publish', (packet, client) => {
      if (client?.id === NO && parseTopic(packet.topic)?.kind === 'status') announced = true;
    });
    await waitFor(() => (robot.connected && announced ? true : undefined));

    // Subscribing after the robot announced itself: the online status must come as a retained message.
    observer = await mqtt.connectAsync(url, { username: 'observer', clientId: 'observer' });
    observer.on('message', (topic, payload, packet) =>
      received.push({ topic, payload: JSON.parse(payload.toString()), retain: packet.retain }),
    );
    await observer.subscribeAsync(`fleet/${NO}/up/#`, { qos: 1 });
    const status = await waitFor(() => on('status'));
    expect(status.retain).toBe(true);
    expect(ZDeviceStatus.parse(status.payload)).toMatchObject({ online: true, firmware: '1.0.0-sim', model: '130' });

    const telemetry = await waitFor(() => on('telemetry'));
    // Full at start; at 30 × time it may have drained a little before the observer subscribed.
    const first = ZTelemetry.parse(telemetry.payload);
    expect(first).toMatchObject({ workStatus: 0, pose: { mapId: generateFloorMap(4).mapId } });
    expect(first.battery).toBeGreaterThan(95);

    const startId = randomUUID();
    await observer.publishAsync(
      downTopic(NO),
      JSON.stringify({ commandId: startId, type: 'startTask', args: { taskId: 'T-42' }, expiresAt: Date.now() + 10_000 }),
      { qos: 1 },
    );
    expect((await waitFor(() => on('ack', (m) => (m.payload as { commandId: string }).commandId === startId))).payload).toEqual({
      commandId: startId,
      result: 'success',
    });
    await waitFor(() => on('telemetry', (m) => ZTelemetry.parse(m.payload).taskId === 'T-42' && ZTelemetry.parse(m.payload).speed > 0));
    expect(on('event', (m) => (m.payload as { type: string }).type === 'taskStarted')).toBeDefined();

    const lateId = randomUUID();
    await observer.publishAsync(downTopic(NO), JSON.stringify({ commandId: lateId, type: 'lock', args: {}, expiresAt: Date.now() - 1 }), {
      qos: 1,
    });
    const late = await waitFor(() => on('ack', (m) => (m.payload as { commandId: string }).commandId === lateId));
    expect(late.payload).toEqual({ commandId: lateId, result: 'failed', reason: 'expired' });
    expect(robot.model.locked).toBe(false);

    // Power lost: no DISCONNECT, so the broker publishes the will on the status topic, retained.
    received.length = 0;
    await robot.stop({ abrupt: true });
    const will = await waitFor(() => on('status'));
    expect(will.payload).toEqual({ online: false });
    const late2 = await mqtt.connectAsync(url, { username: 'observer', clientId: 'observer-2' });
    const retained = new Promise<unknown>((resolve) => late2.on('message', (_t, p) => resolve(JSON.parse(p.toString()))));
    await late2.subscribeAsync(upTopic(NO, 'status'));
    expect(await retained).toEqual({ online: false });
    await late2.endAsync();
  });

  it('publishes only payloads the contracts accept, and says offline itself on a clean stop', async () => {
    received.length = 0;
    const robot = startRobot({
      url,
      deviceNumber: NO,
      secret: SECRET,
      map: generateFloorMap(5),
      seed: 5,
      timeScale: 600,
      telemetryMs: 50,
      autoWork: true,
    });
    await waitFor(() => (received.filter((m) => parseTopic(m.topic)?.kind === 'telemetry').length >= 20 ? true : undefined));
    await robot.stop();
    await waitFor(() => on('status', (m) => (m.payload as { online: boolean }).online === false));
    const schemas = {
      status: ZDeviceStatus,
      telemetry: ZTelemetry,
      event: ZDeviceEvent,
      ack: ZCommandAck,
      maps: ZMapManifest,
      map: ZMapGrid,
      config: ZConfigReport,
      run: ZRunReport,
    } as const;
    for (const m of received) {
      const kind = parseTopic(m.topic)!.kind as keyof typeof schemas;
      expect(schemas[kind].parse(m.payload)).toEqual(m.payload);
    }
    expect(received.some((m) => parseTopic(m.topic)?.kind === 'event')).toBe(true);
    expect(received.some((m) => parseTopic(m.topic)?.kind === 'maps')).toBe(true);
  });

  it('runs a command delivered twice once, answering both with the first ack, and acks an unknown type unsupported', async () => {
    received.length = 0;
    const robot = new SimRobot({ url, deviceNumber: NO, secret: SECRET, map: generateFloorMap(4), seed: 4, telemetryMs: 50 });
    robot.start();
    await waitFor(() => on('status', (m) => (m.payload as { online: boolean }).online === true));
    // The server re-sends a command the robot may have missed: same id, same expiry (decision 5).
    const cmd = JSON.stringify({ commandId: randomUUID(), type: 'startTask', args: { taskId: 'T-77' }, expiresAt: Date.now() + 10_000 });
    const commandId = (JSON.parse(cmd) as { commandId: string }).commandId;
    const acks = () =>
      received.filter((m) => parseTopic(m.topic)?.kind === 'ack' && (m.payload as { commandId: string }).commandId === commandId);
    await observer.publishAsync(downTopic(NO), cmd, { qos: 1 });
    await waitFor(() => (acks().length === 1 ? true : undefined));
    await observer.publishAsync(downTopic(NO), cmd, { qos: 1 });
    await waitFor(() => (acks().length === 2 ? true : undefined));
    expect(acks().map((m) => m.payload)).toEqual([
      { commandId, result: 'success' },
      { commandId, result: 'success' },
    ]);
    const unknownId = randomUUID();
    await observer.publishAsync(
      downTopic(NO),
      JSON.stringify({ commandId: unknownId, type: 'selfDestruct', args: {}, expiresAt: Date.now() + 10_000 }),
      { qos: 1 },
    );
    const unknown = await waitFor(() => on('ack', (m) => (m.payload as { commandId: string }).commandId === unknownId));
    expect(unknown.payload).toEqual({ commandId: unknownId, result: 'failed', reason: 'unsupported' });
    // Events go out with the ack of the command that raised them: by the last ack, every one is in.
    expect(
      received.filter((m) => parseTopic(m.topic)?.kind === 'event' && (m.payload as { type: string }).type === 'taskStarted'),
    ).toHaveLength(1);
    await robot.stop();
  });

  it('is refused with a wrong secret and never reports', async () => {
    const robot = startRobot({ url, deviceNumber: NO, secret: 'wrong', map: generateFloorMap(4), seed: 4, telemetryMs: 50 });
    await new Promise((r) => setTimeout(r, 500));
    expect(robot.connected).toBe(false);
    await robot.stop();
  });
});
