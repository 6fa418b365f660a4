import { downTopic, encodeVideoFrame, upTopic, ZVideoControl, type TLiveServerMessage, type TVideoControl } from '@fleet/contracts';
import { eq } from 'drizzle-orm';
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { robots } from '../db/schema';
import { createUserWithCodes } from '../../test/fixtures';
import { createTestApp, login, testGatewayOptions, type TestApp } from '../../test/helpers';
import { closeRobot, connectRobot, createTestRobot, goOnline, openLive, type LiveClient, type TestRobot } from '../../test/robot-fixtures';

/** Live video through a real broker: the lease on down/video, frames on up/video to watching sockets only. */
/** Capture times on the server's clock: a frame outside the accepted window is refused (timestamps.ts). */
const FRAME_TS = Date.now();
const NEXT_FRAME_TS = FRAME_TS + 1;
let t: TestApp;
let robot: TestRobot;
let client: MqttClient;
let watcher: LiveClient;
let bystander: LiveClient;
let httpUrl: string;
const leases: TVideoControl[] = [];
/** A minimal "JPEG": the SOI marker and a few bytes; the relay checks the marker, not the picture. */
const fakeJpeg = (n: number) => Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, n, n + 1, n + 2, 0xff, 0xd9]);
const isFrame =
  (robotId: number, ts?: number) =>
  (m: TLiveServerMessage): m is Extract<TLiveServerMessage, { type: 'frame' }> =>
    m.type === 'frame' && m.robotId === robotId && (ts === undefined || m.ts === ts);

beforeAll(async () => {
  t = await createTestApp({ gateway: { ...testGatewayOptions(), timings: { videoLeaseRenewMs: 150, liveFlushMs: 50 } } });
  httpUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  robot = await createTestRobot(t.database.db);
  client = await connectRobot(t.mqttUrl!, robot);
  await client.subscribeAsync(downTopic(robot.deviceNumber, 'video'), { qos: 0 });
  client.on('message', (topic, payload) => {
    if (topic === downTopic(robot.deviceNumber, 'video')) leases.push(ZVideoControl.parse(JSON.parse(payload.toString())));
  });
  await goOnline(client, robot);
  const token = await login(t.app);
  watcher = await openLive(httpUrl, token);
  bystander = await openLive(httpUrl, token);
  bystander.send({ type: 'subscribe', robotIds: [robot.id] });
});
afterAll(async () => {
  watcher.close();
  bystander.close();
  await closeRobot(client, robot);
  await t.close();
});

describe('live hub watchVideo', () => {
  it('leases the stream at once and renews it while watched (2.0 profile before any configuration report)', async () => {
    const before = Date.now();
    watcher.send({ type: 'watchVideo', robotId: robot.id });
    await vi.waitFor(() => expect(leases.length).toBeGreaterThanOrEqual(3), { timeout: 3_000 });
    expect(leases[0]).toMatchObject({ fps: 5, width: 640, height: 360 });
    expect(leases[0]!.until).toBeGreaterThanOrEqual(before + 14_000);
    expect(leases.at(-1)!.until).toBeGreaterThan(leases[0]!.until);
  });

  it('hands a real MQTT frame to the watching socket only, as base64 with its capture time', async () => {
    const jpeg = fakeJpeg(7);
    await client.publishAsync(upTopic(robot.deviceNumber, 'video'), Buffer.from(encodeVideoFrame({ ts: FRAME_TS, jpeg })), {
      qos: 0,
    });
    const f = await watcher.waitFor(isFrame(robot.id, FRAME_TS));
    expect(Buffer.from(f.jpeg, 'base64')).toEqual(Buffer.from(jpeg));
    await new Promise((r) => setTimeout(r, 200));
    expect(bystander.messages.some((m) => m.type === 'frame')).toBe(false);
    expect(t.app.gateway.stats().video).toBeGreaterThanOrEqual(1);
  });

  it('drops a payload that is not a frame, counting it as invalid', async () => {
    const invalid = t.app.gateway.stats().invalidPayload;
    await client.publishAsync(upTopic(robot.deviceNumber, 'video'), Buffer.from('{"not":"a frame"}'), { qos: 0 });
    await vi.waitFor(() => expect(t.app.gateway.stats().invalidPayload).toBe(invalid + 1));
  });

  it('stops renewing the lease once nobody watches', async () => {
    watcher.send({ type: 'unwatchVideo', robotId: robot.id });
    await new Promise((r) => setTimeout(r, 300));
    const n = leases.length;
    await new Promise((r) => setTimeout(r, 500));
    expect(leases.length).toBe(n);
    await client.publishAsync(
      upTopic(robot.deviceNumber, 'video'),
      Buffer.from(encodeVideoFrame({ ts: NEXT_FRAME_TS, jpeg: fakeJpeg(1) })),
      { qos: 0 },
    );
    await new Promise((r) => setTimeout(r, 200));
    expect(watcher.messages.some(isFrame(robot.id, NEXT_FRAME_TS))).toBe(false);
  });

  it('refuses a user without a video code, and a robot the socket may not see', async () => {
    const u = await createUserWithCodes(t.database.db, ['robotOperate', 'robotOperate:view']);
    const viewer = await openLive(httpUrl, await login(t.app, u.account, u.password));
    viewer.send({ type: 'watchVideo', robotId: robot.id });
    await viewer.waitFor(
      (m): m is TLiveServerMessage => m.type === 'videoError' && m.code === 'PERMISSION_DENIED' && m.robotId === robot.id,
    );
    viewer.close();
    watcher.send({ type: 'watchVideo', robotId: 999_999 });
    await watcher.waitFor((m): m is TLiveServerMessage => m.type === 'videoError' && m.code === 'NOT_FOUND' && m.robotId === 999_999);
  });

  it('ends the watch when the socket closes: no lease after it', async () => {
    const u = await createUserWithCodes(t.database.db, ['robotOperate', 'robotOperate:view', 'robotOperate:video']);
    const other = await openLive(httpUrl, await login(t.app, u.account, u.password));
    other.send({ type: 'watchVideo', robotId: robot.id });
    const n = leases.length;
    await vi.waitFor(() => expect(leases.length).toBeGreaterThan(n));
    other.close();
    await new Promise((r) => setTimeout(r, 300));
    const m = leases.length;
    await new Promise((r) => setTimeout(r, 500));
    expect(leases.length).toBe(m);
  });

  it('stops the picture when the robot is no longer visible (deleted, hosting ended)', async () => {
    const u = await createUserWithCodes(t.database.db, ['robotOperate', 'robotOperate:view', 'robotOperate:video']);
    const viewer = await openLive(httpUrl, await login(t.app, u.account, u.password));
    viewer.send({ type: 'watchVideo', robotId: robot.id });
    const n = leases.length;
    await vi.waitFor(() => expect(leases.length).toBeGreaterThan(n));
    await t.database.db.update(robots).set({ deletedAt: new Date() }).where(eq(robots.id, robot.id));
    await t.app.gateway.robotChanged({ id: robot.id, deviceNumber: robot.deviceNumber });
    await viewer.waitFor((m): m is TLiveServerMessage => m.type === 'videoError' && m.code === 'NOT_FOUND' && m.robotId === robot.id);
    await new Promise((r) => setTimeout(r, 300));
    const m = leases.length;
    await new Promise((r) => setTimeout(r, 500));
    expect(leases.length).toBe(m);
    viewer.close();
  });
});
