import { upTopic, ZDeviceCommand, type TLiveServerMessage } from '@fleet/contracts';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { connectAsync, type MqttClient } from 'mqtt';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import { openDatabase, type Database } from '../db/client';
import { robotCommands, robotEvents, robotState, robotTelemetry } from '../db/schema';
import { createTestApp, login, type TestApp } from '../../test/helpers';
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
 * Two server instances on one database and one broker. Instance A embeds the broker (port 0) and B is
 * attached to it as a privileged client, or, with TEST_MQTT_URL, both use that external broker and
 * split the ingest through the shared subscription. Either way: browsers on both instances see the
 * robot, and each uplink is written once.
 */
const external = process.env.TEST_MQTT_URL;
const group = `c${randomBytes(5).toString('hex')}`;
const server = { mqttUsername: 'fleet-server', mqttPassword: randomBytes(12).toString('hex') };
const fast = { flushMs: 100, liveFlushMs: 50, sweepMs: 100 };
let a: TestApp;
let bApp: FastifyInstance;
let bDb: Database;
let robot: TestRobot;
let client: MqttClient;
let onA: LiveClient;
let onB: LiveClient;

const total = async (table: typeof robotEvents | typeof robotTelemetry, robotId: number) =>
  (await a.database.db.select({ n: count() }).from(table).where(eq(table.robotId, robotId)))[0]!.n;
const hasBattery =
  (battery: number) =>
  (m: TLiveServerMessage): m is TLiveServerMessage =>
    m.type === 'state' && m.robots.some((r) => r.id === robot.id && r.battery === battery);

beforeAll(async () => {
  a = await createTestApp({
    gateway: { ...(external ? { mqttUrl: external } : { mqttPort: 0, mqttHost: '127.0.0.1' }), mqttGroup: group, ...server, timings: fast },
  });
  bDb = openDatabase(a.databaseUrl!, { max: 5 });
  bApp = await buildApp({
    db: bDb.db,
    sessionIdleMinutes: 120,
    loginRateLimit: 1000,
    version: { version: 't', buildTime: 't' },
    filesDir: a.filesDir,
    gateway: { mqttUrl: a.mqttUrl!, mqttGroup: group, ...server, timings: fast },
  });
  await bApp.ready();
  const token = await login(a.app);
  onA = await openLive(await a.app.listen({ port: 0, host: '127.0.0.1' }), token);
  onB = await openLive(await bApp.listen({ port: 0, host: '127.0.0.1' }), token);
  robot = await createTestRobot(a.database.db);
  onA.send({ type: 'subscribe', fleet: true });
  onB.send({ type: 'subscribe', fleet: true });
  client = await connectRobot(a.mqttUrl!, robot);
  await goOnline(client, robot);
});
afterAll(async () => {
  onA.close();
  onB.close();
  await closeRobot(client, robot);
  await bApp.close();
  await bDb.close();
  await a.close();
});

describe('two server instances', () => {
  it('show a robot on the browsers of both, and write each uplink once', async () => {
    await client.publishAsync(upTopic(robot.deviceNumber, 'telemetry'), JSON.stringify(telemetry({ battery: 71 })));
    await client.publishAsync(upTopic(robot.deviceNumber, 'event'), JSON.stringify({ ts: Date.now(), type: 'bump', level: 'info' }), {
      qos: 1,
    });
    await onA.waitFor(hasBattery(71));
    await onB.waitFor(hasBattery(71));
    await vi.waitFor(async () =>
      expect((await a.database.db.select().from(robotState).where(eq(robotState.robotId, robot.id)))[0]).toMatchObject({
        battery: 71,
        online: true,
      }),
    );
    await vi.waitFor(async () => expect(await total(robotEvents, robot.id)).toBe(1));
    expect(await total(robotTelemetry, robot.id)).toBe(1);
    await new Promise((r) => setTimeout(r, 300));
    expect(await total(robotEvents, robot.id)).toBe(1);
    // status + telemetry + event (+ the embedded broker's own "online" at connect), each ingested by one instance.
    const ingested = a.app.gateway.stats().ingested + bApp.gateway.stats().ingested;
    expect(ingested).toBe(external ? 3 : 4);
    if (!external) expect(bApp.gateway.stats().ingested).toBe(0);
  });

  it('tracks a command sent by one instance to the answer, shown on the other', async () => {
    client.on('message', (_topic, payload) => {
      const cmd = ZDeviceCommand.parse(JSON.parse(String(payload)));
      void client
        .publishAsync(upTopic(robot.deviceNumber, 'ack'), JSON.stringify({ commandId: cmd.commandId, result: 'success' }), {
          qos: 1,
        })
        .catch(() => undefined);
    });
    await client.subscribeAsync(`fleet/${robot.deviceNumber}/down/#`, { qos: 1 });
    const cmd = await bApp.gateway.sendCommand({ robotId: robot.id, deviceNumber: robot.deviceNumber, type: 'pause', userId: null });
    await onA.waitFor((m): m is TLiveServerMessage => m.type === 'command' && m.commandId === cmd.commandId && m.operateState === 1);
    await onB.waitFor((m): m is TLiveServerMessage => m.type === 'command' && m.commandId === cmd.commandId && m.operateState === 1);
  });

  it('re-sends a command the robot missed from one instance only: the one that ingested its "online"', async () => {
    const missed = await createTestRobot(a.database.db);
    // Taken for online while not connected: the command is stored and published into the void.
    await a.database.db.insert(robotState).values({ robotId: missed.id, online: true });
    const resent = () => [a.app.gateway, bApp.gateway].map((g) => g.breakdown().commands.dock.resent);
    const before = resent();
    const cmd = await bApp.gateway.sendCommand({ robotId: missed.id, deviceNumber: missed.deviceNumber, type: 'dock', userId: null });
    const back = await connectRobot(a.mqttUrl!, missed);
    back.on('message', (_topic, payload) => {
      const c = ZDeviceCommand.parse(JSON.parse(String(payload)));
      void back
        .publishAsync(upTopic(missed.deviceNumber, 'ack'), JSON.stringify({ commandId: c.commandId, result: 'success' }), {
          qos: 1,
        })
        .catch(() => undefined);
    });
    await back.subscribeAsync(`fleet/${missed.deviceNumber}/down/#`, { qos: 1 });
    await goOnline(back, missed);
    await vi.waitFor(async () =>
      expect((await a.database.db.select().from(robotCommands).where(eq(robotCommands.id, cmd.commandId)))[0]?.operateState).toBe(1),
    );
    const [onInstanceA, onInstanceB] = resent().map((n, i) => n - before[i]!);
    if (external) {
      // Its one "online" went to one instance of the shared subscription, which alone re-sent.
      expect(onInstanceA! + onInstanceB!).toBe(1);
    } else {
      // The instance holding the broker ingests everything; the robot's own "online" re-sends (not the CONNECT's).
      expect(onInstanceB).toBe(0);
      expect(onInstanceA).toBeGreaterThanOrEqual(1);
    }
    await closeRobot(back, missed);
  });

  it('shows a robot B reports disabled offline on A, and disconnects it (the embedded broker; an external one by its own administration)', async () => {
    const closed = new Promise<void>((resolve) => client.once('close', () => resolve()));
    await bApp.gateway.robotChanged(robot, { disconnect: true });
    await onA.waitFor((m): m is TLiveServerMessage => m.type === 'state' && m.robots.some((r) => r.id === robot.id && !r.online));
    await vi.waitFor(async () =>
      expect((await a.database.db.select().from(robotState).where(eq(robotState.robotId, robot.id)))[0]?.online).toBe(false),
    );
    if (external) {
      // Documented (docs/device-protocol.md §16, external-bus.ts): on an external broker the robots' connections
      // are the broker's; the server cannot close one, its administration (ACL, credentials) does.
      await new Promise((r) => setTimeout(r, 300));
      expect(client.connected).toBe(true);
    } else {
      await closed;
    }
  });

  it('count and drop a notice that is not JSON or not of its schema, on every instance', async () => {
    const before = [a.app.gateway.stats().invalidNotices, bApp.gateway.stats().invalidNotices];
    const stray = await connectAsync(a.mqttUrl!, {
      username: server.mqttUsername,
      password: server.mqttPassword,
      clientId: `stray-${group}`,
    });
    await stray.publishAsync(`fleet-server/${group}/command`, '{not json', { qos: 1 });
    await stray.publishAsync(`fleet-server/${group}/data`, JSON.stringify({ robotId: 'seven', topic: 'maps' }), { qos: 1 });
    await stray.endAsync();
    await vi.waitFor(() => {
      expect(a.app.gateway.stats().invalidNotices - before[0]!).toBe(2);
      expect(bApp.gateway.stats().invalidNotices - before[1]!).toBe(2);
    });
  });
});
