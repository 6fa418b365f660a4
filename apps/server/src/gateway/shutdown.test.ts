import { upTopic } from '@fleet/contracts';
import { eq } from 'drizzle-orm';
import type { MqttClient } from 'mqtt';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { GatewayOptions } from './gateway.plugin';
import { robotState } from '../db/schema';
import { createTestApp, testGatewayOptions, type TestApp } from '../../test/helpers';
import { closeRobot, connectRobot, createTestRobot, goOnline, telemetry, type TestRobot } from '../../test/robot-fixtures';

/**
 * SIGTERM: server.ts stops the demo fleet (its robots say offline), closes the app, then the database.
 * Whatever the gateway received before the app closed must be in the database by then.
 */
const external = process.env.TEST_MQTT_URL;

/**
 * A slow link between the server and an external broker: what the broker sends arrives `ms` later, in
 * order (equal delays fire in order), and a connection closes only after what was on its way.
 */
const slowLink = async (target: string, ms: number) => {
  const { hostname, port } = new URL(target);
  const sockets = new Set<net.Socket>();
  const server = net.createServer((toServer) => {
    const toBroker = net.connect(Number(port || 1883), hostname);
    sockets.add(toServer).add(toBroker);
    toServer.on('data', (d) => toBroker.write(d));
    toBroker.on('data', (d) => setTimeout(() => toServer.writable && toServer.write(d), ms));
    const end = () => setTimeout(() => [toServer, toBroker].forEach((s) => s.destroy()), ms);
    for (const s of [toServer, toBroker]) s.on('close', end).on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `mqtt://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    close: () => {
      sockets.forEach((s) => s.destroy());
      server.close();
    },
  };
};

/** Online, one telemetry, then a goodbye (retained status, QoS 1) and a disconnect: how a robot leaves on purpose. */
const liveAndLeave = async (client: MqttClient, robot: TestRobot) => {
  await goOnline(client, robot);
  await client.publishAsync(upTopic(robot.deviceNumber, 'telemetry'), JSON.stringify(telemetry({ battery: 33 })), { qos: 1 });
  await client.publishAsync(upTopic(robot.deviceNumber, 'status'), JSON.stringify({ online: false, firmware: 'fw-2.0' }), {
    qos: 1,
    retain: true,
  });
  await client.endAsync();
};

describe('closing the app', () => {
  let t: TestApp;
  let link: Awaited<ReturnType<typeof slowLink>> | undefined;
  const robots: TestRobot[] = [];
  /** Long timers: nothing may be written by a tick, only by the close. */
  const open = (gateway: GatewayOptions) => createTestApp({ gateway: { ...gateway, timings: { flushMs: 60_000 } } });
  const stored = async (robot: TestRobot) => (await t.database.db.select().from(robotState).where(eq(robotState.robotId, robot.id)))[0];

  beforeAll(async () => {
    if (external) link = await slowLink(external, 300);
  });
  afterAll(async () => {
    link?.close();
    // An external test broker keeps retained messages: clear these robots'.
    if (external) for (const robot of robots) await closeRobot(await connectRobot(external, robot), robot);
  });

  it('writes the presence and telemetry it received before closing', async () => {
    t = await open(testGatewayOptions());
    try {
      const robot = await createTestRobot(t.database.db);
      robots.push(robot);
      const before = t.app.gateway.stats().ingested;
      await liveAndLeave(await connectRobot(t.mqttUrl!, robot), robot);
      // Received, then closed. With an external broker the robot's PUBACK only says the broker has a
      // message, not that it reached the server: the broker may still be delivering it (once, in CI,
      // all three were still on their way when the app closed). The gateway's own count is the signal:
      // three messages, four with the embedded broker's "online" at connect.
      await vi.waitFor(() =>
        expect(t.app.gateway.stats().ingested - before).toBeGreaterThanOrEqual(t.app.gateway.mode === 'embedded' ? 4 : 3),
      );
      await t.app.close();
      expect(await stored(robot)).toMatchObject({ online: false, firmware: 'fw-2.0', battery: 33 });
    } finally {
      await t.close(); // closing the app again is a no-op; this drops the database
    }
  });

  it('writes what the broker had already sent it when it closed, even what was still on the wire', async () => {
    // External: the server's connections pass a 300 ms link, so the messages are on their way when the
    // app closes right after the robot's last PUBACK. Embedded: that PUBACK follows the handling itself.
    t = await open(link ? { ...testGatewayOptions(), mqttUrl: link.url } : testGatewayOptions());
    try {
      const robot = await createTestRobot(t.database.db);
      robots.push(robot);
      await liveAndLeave(await connectRobot(external ?? t.mqttUrl!, robot), robot);
      await t.app.close();
      expect(await stored(robot)).toMatchObject({ online: false, firmware: 'fw-2.0', battery: 33 });
    } finally {
      await t.close();
    }
  });
});
