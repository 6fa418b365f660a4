import { upTopic, type TLiveServerMessage } from '@fleet/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { MqttClient } from 'mqtt';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import { openDatabase, type Database } from '../db/client';
import { robotState } from '../db/schema';
import { createTestApp, login, type TestApp } from '../../test/helpers';
import { closeRobot, connectRobot, createTestRobot, openLive, telemetry, type LiveClient, type TestRobot } from '../../test/robot-fixtures';

/**
 * A robot that goes away without a Last Will must not stay online. A embeds the broker: it sees the
 * connection close. B is attached to A's broker as an external one (MQTT_URL): it never sees CONNECT
 * nor the socket, and declares a robot gone after 1.5 × its keep-alive without an uplink (a sweep
 * called with a "now" of its own, not by waiting). B shares A's database, as instances do.
 */
const server = { mqttUsername: 'fleet-server', mqttPassword: randomBytes(12).toString('hex') };
const group = `p${randomBytes(5).toString('hex')}`;
let a: TestApp;
let bApp: FastifyInstance;
let bDb: Database;
let onB: LiveClient;

beforeAll(async () => {
  a = await createTestApp({ gateway: { mqttPort: 0, mqttHost: '127.0.0.1', mqttGroup: group, ...server, timings: { flushMs: 100 } } });
  bDb = openDatabase(a.databaseUrl!, { max: 5 });
  bApp = await buildApp({
    db: bDb.db,
    sessionIdleMinutes: 120,
    loginRateLimit: 1000,
    version: { version: 't', buildTime: 't' },
    filesDir: a.filesDir,
    // The sweep runs only when the test calls it.
    gateway: {
      mqttUrl: a.mqttUrl!,
      mqttGroup: group,
      ...server,
      deviceKeepAliveSeconds: 60,
      timings: { liveFlushMs: 50, presenceSweepMs: 3_600_000 },
    },
  });
  await bApp.ready();
  onB = await openLive(await bApp.listen({ port: 0, host: '127.0.0.1' }), await login(a.app));
});
afterAll(async () => {
  onB.close();
  await bApp.close();
  await bDb.close();
  await a.close();
});

const online = async (id: number) => (await a.database.db.select().from(robotState).where(eq(robotState.robotId, id)))[0]?.online;
/** What a server subscribing now would be told first: the broker's retained status of the robot. */
const retainedStatus = async (robot: TestRobot) => (await a.app.gateway.retained(upTopic(robot.deviceNumber, 'status')))?.[0]?.payload;
const shownOnB =
  (id: number, isOnline: boolean) =>
  (m: TLiveServerMessage): m is TLiveServerMessage =>
    m.type === 'state' && m.robots.some((r) => r.id === id && r.online === isOnline);
/** A robot that connects without a Last Will and says hello with this status. */
const connectWithoutWill = async (status: Record<string, unknown>): Promise<{ robot: TestRobot; client: MqttClient }> => {
  const robot = await createTestRobot(a.database.db);
  onB.send({ type: 'subscribe', robotIds: [robot.id] });
  const client = await connectRobot(a.mqttUrl!, robot, { will: undefined });
  await client.publishAsync(upTopic(robot.deviceNumber, 'status'), JSON.stringify(status), { qos: 1, retain: true });
  await vi.waitFor(async () => expect(await online(robot.id)).toBe(true));
  return { robot, client };
};

describe('a robot without a Last Will, on the embedded broker', () => {
  it('is shown offline as soon as its connection closes', async () => {
    const { robot, client } = await connectWithoutWill({ online: true });
    // A clean DISCONNECT without saying offline: no will is published, nothing else would say it.
    await client.endAsync();
    await vi.waitFor(async () => expect(await online(robot.id)).toBe(false));
    await onB.waitFor(shownOnB(robot.id, false));
    expect(await retainedStatus(robot)).toBe('{"online":false}');
  });

  it('is not shown offline when a new connection of it takes over the old one', async () => {
    const { robot, client } = await connectWithoutWill({ online: true });
    const closed = new Promise<void>((resolve) => client.once('close', () => resolve()));
    const again = await connectRobot(a.mqttUrl!, robot, { will: undefined });
    await closed;
    // The new connection's first uplink marks the end of what the takeover could have published.
    await again.publishAsync(upTopic(robot.deviceNumber, 'telemetry'), JSON.stringify(telemetry({ battery: 12 })), { qos: 1 });
    await vi.waitFor(async () =>
      expect((await a.database.db.select().from(robotState).where(eq(robotState.robotId, robot.id)))[0]?.battery).toBe(12),
    );
    expect(await online(robot.id)).toBe(true);
    // The old connection's end published no offline status (it would have replaced the robot's own).
    expect(await retainedStatus(robot)).toBe('{"online":true}');
    await closeRobot(again, robot);
  });
});

describe('a robot without a Last Will, behind an external broker (instance B)', () => {
  it('is declared offline after 1.5 × the keep-alive it stated without an uplink, and online again when heard', async () => {
    const { robot, client } = await connectWithoutWill({ online: true, keepAlive: 10 });
    await onB.waitFor(shownOnB(robot.id, true));
    const heardAt = Date.now();
    await client.publishAsync(upTopic(robot.deviceNumber, 'telemetry'), JSON.stringify(telemetry({ battery: 30 })), { qos: 1 });
    await onB.waitFor((m): m is TLiveServerMessage => m.type === 'state' && m.robots.some((r) => r.id === robot.id && r.battery === 30));
    // Within 15 s of its last uplink it is still there; after, it is gone.
    expect(bApp.gateway.sweepPresence(heardAt + 14_000)).not.toContain(robot.deviceNumber);
    expect(bApp.gateway.sweepPresence(Date.now() + 15_001)).toContain(robot.deviceNumber);
    await vi.waitFor(async () => expect(await online(robot.id)).toBe(false));
    await onB.waitFor(shownOnB(robot.id, false));
    expect(await retainedStatus(robot)).toBe('{"online":false}');
    // Its network was only away: the next uplink brings it back.
    await client.publishAsync(upTopic(robot.deviceNumber, 'telemetry'), JSON.stringify(telemetry({ battery: 29 })), { qos: 1 });
    await vi.waitFor(async () => expect(await online(robot.id)).toBe(true));
    await closeRobot(client, robot);
  });

  it("takes the server's default keep-alive (60 s here) for a robot that does not state one", async () => {
    const { robot, client } = await connectWithoutWill({ online: true });
    await onB.waitFor(shownOnB(robot.id, true));
    const seenAt = Date.now();
    expect(bApp.gateway.sweepPresence(seenAt + 80_000)).not.toContain(robot.deviceNumber);
    expect(bApp.gateway.sweepPresence(Date.now() + 90_001)).toContain(robot.deviceNumber);
    await vi.waitFor(async () => expect(await online(robot.id)).toBe(false));
    await closeRobot(client, robot);
  });
});
