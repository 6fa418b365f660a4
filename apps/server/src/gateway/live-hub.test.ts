import { encodeVideoFrame, FLEET_STATES, upTopic, type TLiveRobotState, type TLiveServerMessage } from '@fleet/contracts';
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { WebSocket } from 'ws';
import { robotHostings } from '../db/schema';
import { call, createTestApp, login, testGatewayOptions, type TestApp } from '../../test/helpers';
import { closeRobot, connectRobot, createTestRobot, goOnline, openLive, telemetry, type TestRobot } from '../../test/robot-fixtures';
import { activate, buildBusiness, must, uniq } from '../../test/tenancy-fixtures';
import { LiveConnection } from './live-connection';

/** The browsers' hub: authentication by first message, tenancy, hosting windows, coalescing. */
let t: TestApp;
let httpUrl: string;
let robot: TestRobot;
let client: MqttClient;
let platformToken: string;
let a: Awaited<ReturnType<typeof buildBusiness>>;
let b: Awaited<ReturnType<typeof buildBusiness>>;

const isError =
  (code: string) =>
  (m: TLiveServerMessage): m is TLiveServerMessage =>
    m.type === 'error' && m.code === code;
const hasBattery =
  (id: number, battery: number) =>
  (m: TLiveServerMessage): m is TLiveServerMessage =>
    m.type === 'state' && m.robots.some((r) => r.id === id && r.battery === battery);
const publish = (battery: number) => client.publishAsync(upTopic(robot.deviceNumber, 'telemetry'), JSON.stringify(telemetry({ battery })));
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  t = await createTestApp({ gateway: { ...testGatewayOptions(), timings: { liveFlushMs: 200, visibilityRefreshMs: 300 } } });
  httpUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  platformToken = await login(t.app);
  a = await buildBusiness(t.app, platformToken, 'LiveA');
  b = await buildBusiness(t.app, platformToken, 'LiveB');
  robot = await createTestRobot(t.database.db, { orgId: a.childId });
  client = await connectRobot(t.mqttUrl!, robot);
  await goOnline(client, robot);
});
afterAll(async () => {
  await closeRobot(client, robot);
  await t.close();
});

describe(`WebSocket /v2/api/sweeper/robotinfo/live`, () => {
  it('closes a socket whose first message is not auth, with UNAUTHENTICATED', async () => {
    const live = await openLive(httpUrl);
    live.send({ type: 'subscribe', fleet: true });
    await live.waitFor(isError('UNAUTHENTICATED'));
    await expect.poll(() => live.closed()).toBe(true);
  });

  it('answers an unknown token with UNAUTHENTICATED and closes', async () => {
    const live = await openLive(httpUrl, 'not-a-session-token');
    await live.waitFor(isError('UNAUTHENTICATED'));
    await expect.poll(() => live.closed()).toBe(true);
  });

  it('lets in a session that holds none of the robot screens for its notifications alone: no robot state, no fault', async () => {
    const role = await must(t.app, a.adminToken, 'POST', 'user-service/role/save', {
      name: uniq('No robots'),
      orgId: a.childId,
      permissions: ['user', 'user:view'],
    });
    const account = uniq('norobot');
    await must(t.app, a.adminToken, 'POST', 'user-service/user/userinfo/save', {
      account,
      userName: 'No robots',
      password: 'First#Pass2026',
      orgId: a.childId,
      roleId: role.id,
    });
    const live = await openLive(httpUrl, await activate(t.app, account, 'First#Pass2026'));
    expect(live.messages.some((m) => m.type === 'ready')).toBe(true);
    live.send({ type: 'subscribe', robotIds: [robot.id], fleet: true, faults: true, notifications: true });
    await live.waitFor((m): m is TLiveServerMessage => m.type === 'notification');
    // A state sent after the subscription reaches every socket watching the robot; once the owner has it, this one would too.
    const owner = await openLive(httpUrl, a.adminToken);
    owner.send({ type: 'subscribe', robotIds: [robot.id] });
    await owner.waitFor((m): m is TLiveServerMessage => m.type === 'state');
    await publish(61);
    await owner.waitFor(hasBattery(robot.id, 61));
    expect(live.messages.filter((m) => m.type === 'state' || m.type === 'fault' || m.type === 'fleet')).toEqual([]);
    owner.close();
    live.close();
  });

  it('lets a session holding only the monitor screen (view and video) watch its robots: the video wall', async () => {
    const role = await must(t.app, a.adminToken, 'POST', 'user-service/role/save', {
      name: uniq('Wall'),
      orgId: a.childId,
      permissions: ['robotMonitor', 'robotMonitor:view', 'robotMonitor:video'],
    });
    const account = uniq('wallonly');
    await must(t.app, a.adminToken, 'POST', 'user-service/user/userinfo/save', {
      account,
      userName: 'Wall',
      password: 'First#Pass2026',
      orgId: a.childId,
      roleId: role.id,
    });
    const live = await openLive(httpUrl, await activate(t.app, account, 'First#Pass2026'));
    expect(live.messages.some((m) => m.type === 'ready')).toBe(true);
    live.send({ type: 'watchVideo', robotId: robot.id });
    // Frames are dropped until the watch is registered: keep sending until one comes through.
    await vi.waitFor(async () => {
      await client.publishAsync(
        upTopic(robot.deviceNumber, 'video'),
        Buffer.from(encodeVideoFrame({ ts: Date.now(), jpeg: Uint8Array.from([0xff, 0xd8, 0xff, 0xd9]) })),
      );
      expect(live.messages.some((m) => m.type === 'frame' && m.robotId === robot.id)).toBe(true);
    });
    expect(live.messages.filter((m) => m.type === 'videoError')).toEqual([]);
    live.close();
  });

  it('sends the fleet of the own organisation subtree, and nothing of another organisation', async () => {
    const owner = await openLive(httpUrl, a.adminToken);
    const other = await openLive(httpUrl, b.adminToken);
    owner.send({ type: 'subscribe', fleet: true });
    other.send({ type: 'subscribe', fleet: true, robotIds: [robot.id] });
    await pause(300);
    await publish(55);
    await owner.waitFor(hasBattery(robot.id, 55));
    await pause(500);
    expect(other.messages.filter((m) => m.type === 'state')).toEqual([]);
    owner.close();
    other.close();
  });

  it('sends a hosted robot to the host only inside the window, and stops when it ends', async () => {
    const endAt = new Date(Date.now() + 1_500);
    await t.database.db.insert(robotHostings).values({
      robotId: robot.id,
      fromOrgId: a.businessId,
      orgId: b.businessId,
      type: 2,
      startAt: new Date(Date.now() - 60_000),
      endAt,
    });
    const host = await openLive(httpUrl, b.adminToken);
    host.send({ type: 'subscribe', fleet: true });
    await publish(44);
    await host.waitFor(hasBattery(robot.id, 44));
    await pause(endAt.getTime() - Date.now() + 600);
    await publish(33);
    await pause(600);
    expect(host.stateOf(robot.id)?.battery).toBe(44);
    host.close();
  });

  it('coalesces: a burst of updates arrives as few messages ending with the newest state', async () => {
    const live = await openLive(httpUrl, platformToken);
    live.send({ type: 'subscribe', robotIds: [robot.id] });
    await pause(300);
    const start = live.messages.length;
    for (let i = 0; i < 40; i += 1) await publish(60 - i / 2);
    await live.waitFor(hasBattery(robot.id, 40.5));
    const states = live.messages.slice(start).filter((m) => m.type === 'state');
    expect(states.length).toBeLessThan(10);
    live.close();
  });

  it('ends the socket when its session ends (logout), with the session error code', async () => {
    const token = await login(t.app);
    const live = await openLive(httpUrl, token);
    await call(t.app, 'POST', 'user-service/auth/logout', { token });
    await live.waitFor(isError('UNAUTHENTICATED'), 3_000);
    await expect.poll(() => live.closed()).toBe(true);
  });
});

describe('LiveConnection', () => {
  it('keeps only the newest state per robot while the socket is behind, then sends that', () => {
    const sent: string[] = [];
    const socket = { OPEN: 1, readyState: 1, bufferedAmount: 10_000_000, send: (d: string) => void sent.push(d) };
    const conn = new LiveConnection(socket as unknown as WebSocket);
    conn.stateIds = new Set([7]);
    const state = (battery: number): TLiveRobotState => ({
      id: 7,
      online: true,
      lastSeenAt: null,
      updatedAt: null,
      upgrading: false,
      firmware: null,
      battery,
    });
    for (let i = 0; i < 100; i += 1) {
      conn.queueState(state(i));
      conn.flush();
    }
    expect(sent).toEqual([]);
    socket.bufferedAmount = 0;
    conn.flush();
    expect(sent.map((s) => JSON.parse(s) as unknown)).toEqual([{ type: 'state', robots: [state(99)] }]);
  });

  it('sends a compact view as rows, ending with the newest row per robot once the socket drains, and a reset first', () => {
    const sent: string[] = [];
    const socket = { OPEN: 1, readyState: 1, bufferedAmount: 10_000_000, send: (d: string) => void sent.push(d) };
    const conn = new LiveConnection(socket as unknown as WebSocket);
    conn.fleetIds = new Set([7, 8]);
    conn.fleetFilter = {};
    conn.resetFleet();
    const live = (id: number, battery: number): TLiveRobotState => ({
      id,
      online: true,
      lastSeenAt: '2026-11-26T10:00:00.000Z',
      updatedAt: null,
      upgrading: false,
      firmware: null,
      battery,
      workStatus: 0,
      deviceState: 0,
      chargeStatus: 0,
    });
    for (let i = 0; i < 50; i += 1) {
      conn.queueState(live(7, i));
      conn.flush();
    }
    conn.queueState(live(8, 20));
    conn.queueState(live(9, 30)); // not in the view
    expect(sent).toEqual([]);
    socket.bufferedAmount = 0;
    conn.flush();
    const idle = FLEET_STATES.indexOf('idle');
    const seen = Date.parse('2026-11-26T10:00:00.000Z') / 1000;
    expect(sent.map((s) => JSON.parse(s) as unknown)).toEqual([
      {
        type: 'fleet',
        reset: true,
        rows: [
          [7, idle, 49, seen, null, null, null],
          [8, idle, 20, seen, null, null, null],
        ],
        removed: [],
      },
    ]);
  });
});
