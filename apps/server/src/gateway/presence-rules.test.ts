import { upTopic } from '@fleet/contracts';
import { eq } from 'drizzle-orm';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { robotState } from '../db/schema';
import { createTestApp, testGatewayOptions, type TestApp } from '../../test/helpers';
import { closeRobot, connectRobot, createTestRobot, goOnline, telemetry, type TestRobot } from '../../test/robot-fixtures';

/**
 * Decision 4, rule by rule, through the embedded broker or the external one of TEST_MQTT_URL: online
 * from CONNECT or `online:true`; offline from the Last Will, `online:false`, a disconnect, or 1.5 × the
 * robot's keep-alive of silence. Proven elsewhere, not repeated here: the Will of a dropped connection
 * (gateway.test.ts "presence", both brokers), a clean DISCONNECT on the embedded broker and the server's
 * own keep-alive watch behind an external one (presence.test.ts).
 */
const external = Boolean(process.env.TEST_MQTT_URL);
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ gateway: { ...testGatewayOptions(), deviceKeepAliveSeconds: 60, timings: { flushMs: 100 } } });
});
afterAll(async () => {
  await t.close();
});

const stateRow = async (robot: TestRobot) => (await t.database.db.select().from(robotState).where(eq(robotState.robotId, robot.id)))[0];
const online = async (robot: TestRobot) => (await stateRow(robot))?.online ?? false;
const status = (robot: TestRobot, body: Record<string, unknown>) => ({
  topic: upTopic(robot.deviceNumber, 'status'),
  payload: JSON.stringify(body),
});

/**
 * A link to the broker that can fall silent: after `mute()` nothing the robot sends reaches the broker
 * and the broker's side of the connection stays open, so only the broker's keep-alive can end it.
 */
const silentLink = async (target: string) => {
  const { hostname, port } = new URL(target);
  let muted = false;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((robot) => {
    const broker = net.connect(Number(port || 1883), hostname);
    sockets.add(robot).add(broker);
    robot.on('data', (d) => !muted && broker.write(d));
    broker.on('data', (d) => robot.writable && robot.write(d));
    robot.on('close', () => !muted && broker.destroy());
    broker.on('close', () => robot.destroy());
    for (const s of [robot, broker]) s.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `mqtt://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    mute: () => void (muted = true),
    close: () => {
      sockets.forEach((s) => s.destroy());
      server.close();
    },
  };
};

describe('presence (decision 4)', () => {
  if (external) {
    it('CONNECT alone is not seen behind an external broker (the broker never tells the server): online only from online:true', async () => {
      const robot = await createTestRobot(t.database.db);
      const client = await connectRobot(t.mqttUrl!, robot);
      await client.publishAsync(upTopic(robot.deviceNumber, 'telemetry'), JSON.stringify(telemetry({ battery: 41 })), { qos: 1 });
      // The marker: its telemetry is stored, and it is still not online.
      await vi.waitFor(async () => expect((await stateRow(robot))?.battery).toBe(41));
      expect(await online(robot)).toBe(false);
      await goOnline(client, robot);
      await vi.waitFor(async () => expect(await online(robot)).toBe(true));
      await closeRobot(client, robot);
    });
  } else {
    it('CONNECT alone shows the robot online, before it says anything', async () => {
      const robot = await createTestRobot(t.database.db);
      const client = await connectRobot(t.mqttUrl!, robot);
      await vi.waitFor(async () => expect(await online(robot)).toBe(true));
      await closeRobot(client, robot);
    });
  }

  it('online:false shows the robot offline and online:true online again, on the same connection', async () => {
    const robot = await createTestRobot(t.database.db);
    const client = await connectRobot(t.mqttUrl!, robot);
    await goOnline(client, robot);
    await vi.waitFor(async () => expect(await online(robot)).toBe(true));
    const off = status(robot, { online: false });
    await client.publishAsync(off.topic, off.payload, { qos: 1, retain: true });
    await vi.waitFor(async () => expect(await online(robot)).toBe(false));
    const on = status(robot, { online: true, keepAlive: 10 });
    await client.publishAsync(on.topic, on.payload, { qos: 1, retain: true });
    await vi.waitFor(async () => expect(await online(robot)).toBe(true));
    await closeRobot(client, robot);
  });

  it('silence for 1.5 × the keep-alive the robot connected with ends its connection: the Last Will shows it offline', async () => {
    const robot = await createTestRobot(t.database.db);
    const link = await silentLink(t.mqttUrl!);
    try {
      const client = await connectRobot(link.url, robot, { keepalive: 2 });
      await goOnline(client, robot);
      await vi.waitFor(async () => expect(await online(robot)).toBe(true));
      // Its status was the last packet the broker got; from now on the robot's packets (pings too) are lost.
      link.mute();
      const mutedAt = Date.now();
      await vi.waitFor(async () => expect(await online(robot)).toBe(false));
      // Not before a whole keep-alive (brokers count 1.5 × it, Mosquitto in whole seconds).
      expect(Date.now() - mutedAt).toBeGreaterThanOrEqual(2_000);
      client.end(true);
    } finally {
      link.close();
    }
  });

  if (external) {
    it('a clean DISCONNECT without online:false is seen behind an external broker only as silence: offline after 1.5 × the keep-alive', async () => {
      const robot = await createTestRobot(t.database.db);
      const client = await connectRobot(t.mqttUrl!, robot, { will: undefined });
      const hello = status(robot, { online: true, keepAlive: 10 });
      await client.publishAsync(hello.topic, hello.payload, { qos: 1, retain: true });
      await vi.waitFor(async () => expect(await online(robot)).toBe(true));
      const leftAt = Date.now();
      await client.endAsync();
      expect(t.app.gateway.sweepPresence(leftAt + 14_000)).not.toContain(robot.deviceNumber);
      expect(t.app.gateway.sweepPresence(Date.now() + 15_001)).toContain(robot.deviceNumber);
      await vi.waitFor(async () => expect(await online(robot)).toBe(false));
      await closeRobot(await connectRobot(t.mqttUrl!, robot), robot);
    });
  }
});
