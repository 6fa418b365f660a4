import { FLOOD_EVENT_TYPE, upTopic } from '@fleet/contracts';
import { asc, eq } from 'drizzle-orm';
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { robotEvents } from '../db/schema';
import { createTestApp, testGatewayOptions, type TestApp } from '../../test/helpers';
import { closeRobot, connectRobot, createTestRobot, goOnline, type TestRobot } from '../../test/robot-fixtures';

/**
 * A robot flooding events (once 44,362 in 22 s) stores its burst, then nothing but one `flood` event a
 * minute; another robot's events are unaffected. Burst 5, 1 a minute: no token comes back during the test.
 */
let t: TestApp;
let flooder: TestRobot;
let other: TestRobot;
let flooderClient: MqttClient;
let otherClient: MqttClient;

beforeAll(async () => {
  // Written only by the test's flush, so every event below was received before the rows are read.
  t = await createTestApp({ gateway: { ...testGatewayOptions(), eventBurst: 5, eventsPerMinute: 1, timings: { flushMs: 3_600_000 } } });
  flooder = await createTestRobot(t.database.db);
  other = await createTestRobot(t.database.db);
  // Through an external broker a publish is acknowledged before the gateway has it: wait for both
  // statuses (and the embedded broker's own "online" at connect), or they would count among the events
  // `settle` waits for (once in CI, the last event of `other` was read before it arrived).
  const ingested = t.app.gateway.stats().ingested;
  flooderClient = await connectRobot(t.mqttUrl!, flooder);
  otherClient = await connectRobot(t.mqttUrl!, other);
  await goOnline(flooderClient, flooder);
  await goOnline(otherClient, other);
  const expected = t.app.gateway.mode === 'embedded' ? 4 : 2;
  await vi.waitFor(() => expect(t.app.gateway.stats().ingested - ingested).toBe(expected), { timeout: 10_000 });
});
afterAll(async () => {
  await closeRobot(flooderClient, flooder);
  await closeRobot(otherClient, other);
  await t.close();
});

const events = (robotId: number) =>
  t.database.db.select().from(robotEvents).where(eq(robotEvents.robotId, robotId)).orderBy(asc(robotEvents.id));
const send = (client: MqttClient, robot: TestRobot, code: string) =>
  client.publishAsync(upTopic(robot.deviceNumber, 'event'), JSON.stringify({ ts: Date.now(), type: 'bump', level: 'fault', code }), {
    qos: 1,
  });
/** Waits until the gateway has handled `n` more events than at `before` (stored or limited), then writes them. */
const settle = async (before: number, n: number) => {
  await expect.poll(() => t.app.gateway.stats().ingested - before, { timeout: 10_000 }).toBeGreaterThanOrEqual(n);
  await t.app.gateway.flush();
};

describe("events over a robot's rate limit", () => {
  it('stores the burst and one flood event, counts the rest, and leaves other robots alone', async () => {
    const before = t.app.gateway.stats();
    for (let i = 0; i < 20; i++) await send(flooderClient, flooder, `F${i}`);
    for (let i = 0; i < 3; i++) await send(otherClient, other, `O${i}`);
    await settle(before.ingested, 23);

    const stored = await events(flooder.id);
    expect(stored.map((e) => e.code ?? e.type)).toEqual(['F0', 'F1', 'F2', 'F3', 'F4', FLOOD_EVENT_TYPE]);
    expect(stored[5]).toMatchObject({ type: FLOOD_EVENT_TYPE, level: 'warning', message: null });
    expect((await events(other.id)).map((e) => e.code)).toEqual(['O0', 'O1', 'O2']);
    expect(t.app.gateway.stats().eventsLimited - before.eventsLimited).toBe(15);
  });

  it('keeps no second flood event within the minute', async () => {
    const before = t.app.gateway.stats();
    for (let i = 0; i < 10; i++) await send(flooderClient, flooder, `G${i}`);
    await settle(before.ingested, 10);
    expect((await events(flooder.id)).filter((e) => e.type === FLOOD_EVENT_TYPE)).toHaveLength(1);
    expect((await events(flooder.id)).some((e) => e.code?.startsWith('G'))).toBe(false);
    expect(t.app.gateway.stats().eventsLimited - before.eventsLimited).toBe(10);
  });
});
