import { upTopic } from '@fleet/contracts';
import { eq } from 'drizzle-orm';
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { robotEvents } from '../db/schema';
import { createTestApp, type TestApp } from '../../test/helpers';
import { closeRobot, connectRobot, createTestRobot, goOnline, telemetry } from '../../test/robot-fixtures';

/**
 * What a robot may leave on the embedded broker: retained messages only on up/status, and packets
 * within the limit of their topic (MQTT_MAX_PACKET_KB, here 64 KB; larger for the uploads the server
 * asks for). Always the embedded broker: with an external one both are that broker's configuration.
 */
const KB = 1024;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ gateway: { mqttPort: 0, mqttHost: '127.0.0.1', mqttMaxPacketKb: 64, timings: { flushMs: 100 } } });
});
afterAll(() => t.close());

const closed = (c: MqttClient) => new Promise<void>((resolve) => (c.connected ? c.once('close', () => resolve()) : resolve()));
const online = async () => {
  const robot = await createTestRobot(t.database.db);
  const client = await connectRobot(t.mqttUrl!, robot);
  await goOnline(client, robot);
  return { robot, client };
};
const big = (bytes: number) => JSON.stringify({ pad: 'x'.repeat(bytes) });

describe('retained messages', () => {
  it('keeps only the status retained: a retained telemetry or event is delivered and stored, not retained', async () => {
    const { robot, client } = await online();
    const before = t.app.gateway.stats();
    // QoS 1: the broker answers once the message is handled, retained store included.
    await client.publishAsync(upTopic(robot.deviceNumber, 'telemetry'), JSON.stringify(telemetry()), { qos: 1, retain: true });
    await client.publishAsync(upTopic(robot.deviceNumber, 'event'), JSON.stringify({ ts: Date.now(), type: 'bump', level: 'info' }), {
      qos: 1,
      retain: true,
    });
    expect((await t.app.gateway.retained(`fleet/${robot.deviceNumber}/up/#`))?.map((m) => m.topic)).toEqual([
      upTopic(robot.deviceNumber, 'status'),
    ]);
    expect(t.app.gateway.stats().retainStripped - before.retainStripped).toBe(2);
    await vi.waitFor(async () =>
      expect(await t.database.db.select().from(robotEvents).where(eq(robotEvents.robotId, robot.id))).toHaveLength(1),
    );
    await closeRobot(client, robot);
  });
});

describe('packet size', () => {
  it('closes the connection of a robot whose telemetry exceeds the limit, delivering and retaining nothing', async () => {
    const { robot, client } = await online();
    const before = t.app.gateway.stats();
    client.publish(upTopic(robot.deviceNumber, 'telemetry'), big(100 * KB), { qos: 0, retain: true });
    await closed(client);
    const after = t.app.gateway.stats();
    expect(after.oversized - before.oversized).toBe(1);
    // Delivered, it would fail the telemetry schema. (The Last Will's status does arrive.)
    expect(after.invalidPayload - before.invalidPayload).toBe(0);
    expect((await t.app.gateway.retained(upTopic(robot.deviceNumber, 'telemetry')))?.map((m) => m.topic)).toEqual([]);
  });

  it('refuses a status over 4 KB (the broker retains one per robot)', async () => {
    const { robot, client } = await online();
    client.publish(upTopic(robot.deviceNumber, 'status'), JSON.stringify({ online: true, firmware: 'fw', pad: 'x'.repeat(5 * KB) }), {
      qos: 0,
      retain: true,
    });
    await closed(client);
    // Only the offline status published when the connection closed is left, not the 5 KB one.
    await vi.waitFor(async () => {
      expect(await t.app.gateway.retained(upTopic(robot.deviceNumber, 'status'))).toEqual([
        { topic: upTopic(robot.deviceNumber, 'status'), payload: '{"online":false}' },
      ]);
    });
  });

  it('closes a connection at the header of a packet over every limit, before its body is read', async () => {
    const { robot, client } = await online();
    const before = t.app.gateway.stats();
    client.publish(upTopic(robot.deviceNumber, 'map'), big(5 * KB * KB), { qos: 0 });
    await closed(client);
    const after = t.app.gateway.stats();
    expect(after.oversized - before.oversized).toBe(1);
    expect(after.invalidPayload - before.invalidPayload).toBe(0);
  });

  it('refuses a CONNECT over the limit before anyone logged in (a 60 KB Last Will and a 40 KB password)', async () => {
    const robot = await createTestRobot(t.database.db);
    const before = t.app.gateway.stats();
    // A will payload's length is a 16-bit field: a CONNECT grows past 64 KB only with other fields.
    const will = { topic: upTopic(robot.deviceNumber, 'status'), payload: Buffer.from(big(60 * KB)), qos: 1 as const, retain: true };
    await expect(connectRobot(t.mqttUrl!, robot, { will, password: 'x'.repeat(40 * KB) })).rejects.toThrow();
    expect(t.app.gateway.stats().oversized - before.oversized).toBe(1);
  });

  it('accepts an upload the server asked for above the packet limit (a 1 MB map grid) and keeps the connection', async () => {
    const { robot, client } = await online();
    const before = t.app.gateway.stats();
    await client.publishAsync(
      upTopic(robot.deviceNumber, 'map'),
      JSON.stringify({ mapId: 'm', version: 'v', encoding: 'rle8', data: 'A'.repeat(KB * KB) }),
      { qos: 1 },
    );
    expect(client.connected).toBe(true);
    expect(t.app.gateway.stats().received - before.received).toBe(1);
    await closeRobot(client, robot);
  });
});
