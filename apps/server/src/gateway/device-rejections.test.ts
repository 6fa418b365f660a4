import { REJECTIONS_KEPT, upTopic, type TLiveServerMessage } from '@fleet/contracts';
import { desc, eq } from 'drizzle-orm';
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { robotEvents, robotRejectionCounts, robotRejections, robotState, robotTelemetry } from '../db/schema';
import { createTestApp, login, testGatewayOptions, type TestApp } from '../../test/helpers';
import { closeRobot, connectRobot, createTestRobot, goOnline, openLive, telemetry, type LiveClient } from '../../test/robot-fixtures';

/**
 * What the gateway refuses and how a robot's vendor learns why (issue 12, decisions 1–3): timestamps
 * outside the accepted window, subtopics of `up/` the protocol does not define, bad JSON and payloads
 * off their schema. Through the embedded broker, or the broker of TEST_MQTT_URL.
 */
let t: TestApp;
let live: LiveClient;
const clients: { c: MqttClient; r: { id: number; deviceNumber: string; secret: string } }[] = [];

beforeAll(async () => {
  // Every telemetry message is a history sample: a late one must be seen stored.
  t = await createTestApp({ gateway: { ...testGatewayOptions(), timings: { flushMs: 100, liveFlushMs: 50, sampleEveryMs: 0 } } });
  const httpUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  live = await openLive(httpUrl, await login(t.app));
});
afterAll(async () => {
  live.close();
  for (const { c, r } of clients) await closeRobot(c, r);
  await t.close();
});

/** A robot of its own per test, online, whose connection is watched for its end. */
const onlineRobot = async () => {
  const r = await createTestRobot(t.database.db);
  const c = await connectRobot(t.mqttUrl!, r);
  clients.push({ c, r });
  let closed = false;
  c.on('close', () => (closed = true));
  await goOnline(c, r);
  await vi.waitFor(async () => expect((await stateRow(r.id))?.online).toBe(true));
  const send = (kind: string, body: unknown) =>
    c.publishAsync(`fleet/${r.deviceNumber}/up/${kind}`, typeof body === 'string' ? body : JSON.stringify(body), { qos: 1 });
  return { r, c, send, closed: () => closed };
};
const stateRow = async (id: number) => (await t.database.db.select().from(robotState).where(eq(robotState.robotId, id)))[0];
const rejectionsOf = (id: number) =>
  t.database.db.select().from(robotRejections).where(eq(robotRejections.robotId, id)).orderBy(desc(robotRejections.id));
const countsOf = async (id: number) =>
  Object.fromEntries(
    (await t.database.db.select().from(robotRejectionCounts).where(eq(robotRejectionCounts.robotId, id))).map((c) => [c.reason, c.count]),
  );
/** Waits until the gateway counted `n` more of `stat`, then writes what is batched. */
const afterCounted = async (stat: 'tsOutOfWindow' | 'unknownTopic' | 'invalidJson' | 'invalidPayload', before: number, n: number) => {
  await vi.waitFor(() => expect(t.app.gateway.stats()[stat]).toBe(before + n));
  await t.app.gateway.flush();
};
const batteryShown = (id: number, battery: number) => (m: TLiveServerMessage) =>
  m.type === 'state' && m.robots.some((s) => s.id === id && s.battery === battery);

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('device timestamps outside the accepted window (7 days before … 300 s after the server)', () => {
  it('refuses ts 0, seconds, microseconds, an hour ahead and 8 days old, each recorded with its reason and field', async () => {
    const { r, send } = await onlineRobot();
    const now = Date.now();
    const before = t.app.gateway.stats().tsOutOfWindow;
    for (const ts of [0, Math.floor(now / 1000), now * 1000, now + HOUR, now - 8 * DAY]) await send('telemetry', telemetry({ ts }));
    await afterCounted('tsOutOfWindow', before, 5);
    const rows = await rejectionsOf(r.id);
    expect(rows.map((x) => [x.reason, x.field, x.topic])).toEqual(
      Array(5).fill(['tsOutOfWindow', 'ts', upTopic(r.deviceNumber, 'telemetry')]),
    );
    const [eightDays, hourAhead, micro, seconds, zero] = rows.map((x) => x.detail);
    expect(eightDays).toMatch(/8 days before the server's clock/);
    expect(hourAhead).toMatch(/60 min after the server's clock/);
    expect(micro).toMatch(/looks like microseconds/);
    expect(seconds).toMatch(/looks like seconds/);
    expect(zero).toMatch(/^0 is \d+ days before/);
    expect(await countsOf(r.id)).toEqual({ tsOutOfWindow: 5 });
    // Nothing of them was stored: no state, no history in 1970 or in year 58865.
    expect(await t.database.db.select().from(robotTelemetry).where(eq(robotTelemetry.robotId, r.id))).toEqual([]);
    expect((await stateRow(r.id))?.updatedAt).toBeNull();
  });

  it('does not let a refused future message hold the live state: the next normal message is shown', async () => {
    const { r, send } = await onlineRobot();
    live.send({ type: 'subscribe', robotIds: [r.id] });
    const before = t.app.gateway.stats().tsOutOfWindow;
    await send('telemetry', telemetry({ ts: Date.now() + HOUR, battery: 11 }));
    await afterCounted('tsOutOfWindow', before, 1);
    await send('telemetry', telemetry({ battery: 22 }));
    await live.waitFor((m): m is TLiveServerMessage => batteryShown(r.id, 22)(m));
    await vi.waitFor(async () => expect((await stateRow(r.id))?.battery).toBe(22));
    expect(live.messages.some(batteryShown(r.id, 11))).toBe(false);
  });

  it('stores a late message inside the window in history, without moving the live state back', async () => {
    const { r, send } = await onlineRobot();
    live.send({ type: 'subscribe', robotIds: [r.id] });
    await send('telemetry', telemetry({ battery: 40 }));
    const seenOf = (m: TLiveServerMessage) => (m.type === 'state' ? (m.robots.find((s) => s.id === r.id)?.lastSeenAt ?? '') : '');
    const first = seenOf(await live.waitFor((m): m is TLiveServerMessage => batteryShown(r.id, 40)(m)));
    await send('telemetry', telemetry({ ts: Date.now() - HOUR, battery: 39 }));
    // The late message says the robot was heard (a newer lastSeenAt) and nothing else.
    await live.waitFor((m): m is TLiveServerMessage => batteryShown(r.id, 40)(m) && seenOf(m) > first);
    await send('telemetry', telemetry({ battery: 38 }));
    await live.waitFor((m): m is TLiveServerMessage => batteryShown(r.id, 38)(m));
    await vi.waitFor(async () => {
      const history = await t.database.db.select().from(robotTelemetry).where(eq(robotTelemetry.robotId, r.id));
      expect(history.map((h) => h.battery).sort()).toEqual([38, 39, 40]);
    });
    expect(live.messages.some(batteryShown(r.id, 39))).toBe(false);
    expect((await stateRow(r.id))?.battery).toBe(38);
    expect(await rejectionsOf(r.id)).toEqual([]);
  });

  it('does not let a late status move presence back, in the live state nor in the table', async () => {
    const { r, send } = await onlineRobot();
    live.send({ type: 'subscribe', robotIds: [r.id] });
    await send('status', { online: true, ts: Date.now() });
    await send('status', { online: false, ts: Date.now() - HOUR });
    await send('telemetry', telemetry({ battery: 66 }));
    await live.waitFor((m): m is TLiveServerMessage => batteryShown(r.id, 66)(m));
    await vi.waitFor(async () => expect((await stateRow(r.id))?.battery).toBe(66));
    await t.app.gateway.flush();
    expect((await stateRow(r.id))?.online).toBe(true);
    expect(live.stateOf(r.id)?.online).toBe(true);
  });

  it("keeps an event with a microsecond ts out of the database without costing another robot's events", async () => {
    const a = await onlineRobot();
    const b = await onlineRobot();
    const before = t.app.gateway.stats();
    await Promise.all([
      a.send('event', { ts: Date.now() * 1000, type: 'bump', level: 'info', code: 'A' }),
      b.send('event', { ts: Date.now(), type: 'bump', level: 'info', code: 'B' }),
    ]);
    await afterCounted('tsOutOfWindow', before.tsOutOfWindow, 1);
    await vi.waitFor(async () =>
      expect(await t.database.db.select().from(robotEvents).where(eq(robotEvents.robotId, b.r.id))).toMatchObject([{ code: 'B' }]),
    );
    expect(await t.database.db.select().from(robotEvents).where(eq(robotEvents.robotId, a.r.id))).toEqual([]);
    expect(await rejectionsOf(a.r.id)).toMatchObject([{ reason: 'tsOutOfWindow', field: 'ts', topic: upTopic(a.r.deviceNumber, 'event') }]);
    const after = t.app.gateway.stats();
    expect([after.writeErrors, after.rowsRejected]).toEqual([before.writeErrors, before.rowsRejected]);
  });
});

describe('subtopics of up/ the protocol does not define', () => {
  it.each(['foo', 'telemetry/extra'])('ignores up/%s: the robot stays connected and online, the rejection is recorded', async (sub) => {
    const { r, c, send, closed } = await onlineRobot();
    const before = t.app.gateway.stats();
    await send(sub, telemetry({ battery: 5 }));
    await afterCounted('unknownTopic', before.unknownTopic, 1);
    expect(await rejectionsOf(r.id)).toMatchObject([
      {
        reason: 'unknownTopic',
        field: null,
        topic: `fleet/${r.deviceNumber}/up/${sub}`,
        detail: expect.stringContaining(`up/${sub} is not a topic`),
      },
    ]);
    // Still connected: a message after it is taken, and no Last Will marked the robot offline.
    await send('telemetry', telemetry({ battery: 55 }));
    await vi.waitFor(async () => expect(await stateRow(r.id)).toMatchObject({ battery: 55, online: true }));
    expect([c.connected, closed()]).toEqual([true, false]);
    expect(t.app.gateway.stats().aclDenied).toBe(before.aclDenied);
  });
});

describe('rejections recorded per robot', () => {
  it('names the field and says why for a payload off its schema, and quotes the parse error of bad JSON', async () => {
    const { r, send } = await onlineRobot();
    const before = t.app.gateway.stats();
    await send('telemetry', { ...telemetry(), pose: { mapId: null, x: 'left', y: 0, angle: 0 } });
    await afterCounted('invalidPayload', before.invalidPayload, 1);
    await send('status', '{"online": tru');
    await afterCounted('invalidJson', before.invalidJson, 1);
    const [json, schema] = await rejectionsOf(r.id);
    expect(schema).toMatchObject({ reason: 'schema', field: 'pose.x', detail: 'Invalid input: expected number, received string' });
    expect(json).toMatchObject({ reason: 'invalidJson', field: null, topic: upTopic(r.deviceNumber, 'status') });
    expect(json!.detail).toMatch(/^not JSON: /);
    expect(await countsOf(r.id)).toEqual({ schema: 1, invalidJson: 1 });
  });

  it(`keeps the newest ${REJECTIONS_KEPT} of a robot across flushes, and counts every one`, async () => {
    const { r, send } = await onlineRobot();
    const before = t.app.gateway.stats().unknownTopic;
    for (let i = 0; i < 30; i++) await send(`x${i}`, '{}');
    await afterCounted('unknownTopic', before, 30);
    // More than a list's worth in one flush: the writer keeps the newest only.
    for (let i = 30; i < 90; i++) await send(`x${i}`, '{}');
    await afterCounted('unknownTopic', before, 90);
    const rows = await rejectionsOf(r.id);
    expect(rows.map((x) => x.topic.split('/').pop())).toEqual(Array.from({ length: REJECTIONS_KEPT }, (_, i) => `x${89 - i}`));
    expect(await countsOf(r.id)).toEqual({ unknownTopic: 90 });
    await send('x90', '{}');
    await afterCounted('unknownTopic', before, 91);
    const next = await rejectionsOf(r.id);
    expect([next.length, next[0]!.topic.endsWith('/x90'), next.at(-1)!.topic.endsWith('/x41')]).toEqual([REJECTIONS_KEPT, true, true]);
  });
});
