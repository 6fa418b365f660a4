import { upTopic, type TDeviceEvent, type TListResult, type TLiveServerMessage, type TRobotFault } from '@fleet/contracts';
import { eq } from 'drizzle-orm';
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUserWithCodes } from '../../../test/fixtures';
import { call, createTestApp, login, testGatewayOptions, type TestApp } from '../../../test/helpers';
import { closeRobot, connectRobot, createTestRobot, goOnline, openLive, type TestRobot } from '../../../test/robot-fixtures';
import { buildBusiness, userInOrg } from '../../../test/tenancy-fixtures';
import { robotState } from '../../db/schema';
import { startConnectivitySweep } from './connectivity-sweep';
import { raiseEventFault } from './fault.repository';

/** Faults raised by what robots report: events (dedup, info, cleared) and lost connections. */
let t: TestApp;
let token: string;
let orgId: number;
let robot: TestRobot;
let client: MqttClient;

const faultsOf = async (robotId: number) =>
  (await call<TListResult<TRobotFault>>(t.app, 'POST', 'robotinfo/fault/list', { token, body: { robotId, pageSize: 100 } })).body.data.list;
const publish = (c: MqttClient, r: TestRobot, e: Partial<TDeviceEvent>) =>
  c.publishAsync(upTopic(r.deviceNumber, 'event'), JSON.stringify({ ts: Date.now(), level: 'warning', ...e }), { qos: 1 });
/** Waits until the robot's faults satisfy `ok` (throws to keep waiting: vi.waitFor ends on any return). */
const waitForFaults = (robotId: number, ok: (list: TRobotFault[]) => boolean) =>
  vi.waitFor(
    async () => {
      const list = await faultsOf(robotId);
      if (!ok(list)) throw new Error(`not yet: ${JSON.stringify(list.map((f) => [f.code, f.state, f.occurrences]))}`);
      return list;
    },
    { timeout: 5_000, interval: 50 },
  );
const onlineInDb = async (robotId: number) =>
  (await t.database.db.select({ online: robotState.online }).from(robotState).where(eq(robotState.robotId, robotId)))[0]?.online;

beforeAll(async () => {
  t = await createTestApp({ gateway: { ...testGatewayOptions(), timings: { flushMs: 50 } } });
  const a = await buildBusiness(t.app, await login(t.app), 'FR');
  token = a.adminToken;
  orgId = a.businessId;
  robot = await createTestRobot(t.database.db, { orgId });
  client = await connectRobot(t.mqttUrl!, robot);
  await goOnline(client, robot);
});
afterAll(async () => {
  await closeRobot(client, robot);
  await t.close();
});

describe('faults from robot events', () => {
  it('two warning events of one code are one fault with two occurrences; info events open nothing', async () => {
    await publish(client, robot, { type: 'brushStuck', code: 'E-BR', message: 'Side brush blocked' });
    await publish(client, robot, { type: 'junk', level: 'info' });
    await publish(client, robot, { type: 'brushStuck', code: 'E-BR', level: 'fault', message: 'Side brush blocked again' });
    const list = await waitForFaults(robot.id, (l) => l.some((f) => f.code === 'E-BR' && f.occurrences === 2));
    expect(list.map((f) => f.code)).toEqual(['E-BR']);
    // The most severe level and the newest message of the occurrences.
    expect(list[0]).toMatchObject({
      kind: 'event',
      state: 'open',
      level: 'fault',
      message: 'Side brush blocked again',
      resolvedAuto: false,
    });
  });

  it('a warning without a code is keyed by its type', async () => {
    await publish(client, robot, { type: 'tiltDetected' });
    await waitForFaults(robot.id, (l) => l.some((f) => f.code === 'tiltDetected' && f.state === 'open'));
  });

  it('resolves the open fault when the robot reports the condition cleared; the next report opens a new one', async () => {
    const [open] = (await faultsOf(robot.id)).filter((f) => f.code === 'E-BR');
    await publish(client, robot, { type: 'brushStuck', code: 'E-BR', level: 'info', cleared: true });
    const list = await waitForFaults(robot.id, (l) => l.some((f) => f.id === open!.id && f.state === 'resolved'));
    expect(list.find((f) => f.id === open!.id)).toMatchObject({ resolvedAuto: true, resolvedBy: null, resolveNote: null });
    expect(list.find((f) => f.code === 'tiltDetected')?.state).toBe('open');
    await publish(client, robot, { type: 'brushStuck', code: 'E-BR' });
    const again = await waitForFaults(robot.id, (l) => l.some((f) => f.code === 'E-BR' && f.state === 'open'));
    expect(again.find((f) => f.code === 'E-BR' && f.state === 'open')!.id).not.toBe(open!.id);
  });
});

describe('connectivity faults', () => {
  it('opens one for a robot offline longer than the threshold (by the sweep) and resolves it when it is back online', async () => {
    const away = await createTestRobot(t.database.db, { orgId });
    let c = await connectRobot(t.mqttUrl!, away);
    await goOnline(c, away);
    await vi.waitFor(async () => expect(await onlineInDb(away.id)).toBe(true));
    await c.endAsync(true);
    await vi.waitFor(async () => expect(await onlineInDb(away.id)).toBe(false));

    const patient = startConnectivitySweep(t.database.db, t.app.gateway, t.app.log, () => 10);
    await patient.runNow();
    await patient.close();
    expect(await faultsOf(away.id)).toEqual([]);

    const sweep = startConnectivitySweep(t.database.db, t.app.gateway, t.app.log, () => 0);
    await sweep.runNow();
    await sweep.runNow();
    const [fault, ...more] = await faultsOf(away.id);
    expect(more).toEqual([]);
    expect(fault).toMatchObject({ kind: 'connectivity', code: 'offline', level: 'warning', state: 'open', occurrences: 1 });

    c = await connectRobot(t.mqttUrl!, away);
    try {
      await goOnline(c, away);
      await vi.waitFor(async () => expect(await onlineInDb(away.id)).toBe(true));
      await sweep.runNow();
      expect(await faultsOf(away.id)).toMatchObject([{ id: fault!.id, state: 'resolved', resolvedAuto: true }]);
    } finally {
      await sweep.close();
      await closeRobot(c, away);
    }
  });
});

describe('raiseEventFault', () => {
  it('is one fault however many reports of it arrive at once (the open-fault index decides, not a read before the write)', async () => {
    const r = await createTestRobot(t.database.db, { orgId });
    const at = new Date();
    await Promise.all(
      Array.from({ length: 8 }, () =>
        raiseEventFault(t.database.db, { robotId: r.id, code: 'E-RACE', level: 'warning', message: null, at }),
      ),
    );
    expect((await faultsOf(r.id)).map((f) => [f.code, f.occurrences])).toEqual([['E-RACE', 8]]);
  });
});

describe('connectivity faults of one absence', () => {
  it('are opened once: one a user resolved while the robot stays away is not opened again', async () => {
    const r = await createTestRobot(t.database.db, { orgId });
    await t.database.db.insert(robotState).values({ robotId: r.id, online: false, lastSeenAt: new Date(Date.now() - 3_600_000) });
    const sweep = startConnectivitySweep(t.database.db, t.app.gateway, t.app.log, () => 10);
    try {
      await sweep.runNow();
      const [fault] = await faultsOf(r.id);
      expect(fault).toMatchObject({ kind: 'connectivity', state: 'open' });
      await call(t.app, 'POST', `robotinfo/fault/resolve/${fault!.id}`, { token, body: { note: 'Stored for the winter' } });
      await sweep.runNow();
      expect((await faultsOf(r.id)).map((f) => [f.id, f.state])).toEqual([[fault!.id, 'resolved']]);
    } finally {
      await sweep.close();
    }
  });
});

describe('live fault notices', () => {
  it('reach a browser watching the robot with robotFault:view, and not one without it', async () => {
    const httpUrl = t.app.server.listening
      ? `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`
      : await t.app.listen({ port: 0, host: '127.0.0.1' });
    const watcher = await openLive(httpUrl, token);
    const operator = await createUserWithCodes(t.database.db, ['robotOperate', 'robotOperate:view']);
    const blind = await openLive(httpUrl, await login(t.app, operator.account, operator.password));
    try {
      watcher.send({ type: 'subscribe', fleet: true });
      blind.send({ type: 'subscribe', fleet: true });
      // Subscribed once each has the robot's state (its first picture).
      await watcher.waitFor((m): m is TLiveServerMessage => m.type === 'state' && m.robots.some((r) => r.id === robot.id));
      await blind.waitFor((m): m is TLiveServerMessage => m.type === 'state' && m.robots.some((r) => r.id === robot.id));
      await publish(client, robot, { type: 'bumper', code: 'E-BUMP', level: 'emergency' });
      const notice = await watcher.waitFor(
        (m): m is Extract<TLiveServerMessage, { type: 'fault' }> => m.type === 'fault' && m.code === 'E-BUMP',
      );
      expect(notice).toMatchObject({ robotId: robot.id, kind: 'event', level: 'emergency', state: 'open' });
      // Acknowledging is a state change too.
      await call(t.app, 'POST', `robotinfo/fault/acknowledge/${notice.faultId}`, { token, body: {} });
      await watcher.waitFor(
        (m): m is TLiveServerMessage => m.type === 'fault' && m.faultId === notice.faultId && m.state === 'acknowledged',
      );
      // The platform-wide operator watches the same robot: the hub queued every notice for both sockets
      // at once and sent them in the same tick, before the one above arrived; a pong answered after
      // that tick is the marker that nothing more can come on that socket.
      blind.send({ type: 'ping' });
      await blind.waitFor((m): m is TLiveServerMessage => m.type === 'pong');
      expect(blind.messages.filter((m) => m.type === 'fault')).toEqual([]);
    } finally {
      watcher.close();
      blind.close();
    }
  });

  it('reach a fault-center user subscribed to faults alone, within its organisation, with no robot state', async () => {
    const httpUrl = t.app.server.listening
      ? `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`
      : await t.app.listen({ port: 0, host: '127.0.0.1' });
    const other = await buildBusiness(t.app, await login(t.app), 'FX');
    // Only the fault center: no robot screen, so the hub lets it in for fault notices and nothing else.
    const desk = await openLive(httpUrl, await userInOrg(t.app, token, orgId, ['robotFault', 'robotFault:view']));
    const stranger = await openLive(httpUrl, await userInOrg(t.app, other.adminToken, other.businessId, ['robotFault', 'robotFault:view']));
    try {
      expect(desk.messages.at(-1)).toEqual({ type: 'ready' });
      desk.send({ type: 'subscribe', faults: true, fleet: true });
      stranger.send({ type: 'subscribe', faults: true });
      // Subscriptions are handled in order: a pong after them says they are in place.
      for (const c of [desk, stranger]) {
        c.send({ type: 'ping' });
        await c.waitFor((m): m is TLiveServerMessage => m.type === 'pong');
      }
      await publish(client, robot, { type: 'door', code: 'E-DOOR', level: 'fault' });
      const notice = await desk.waitFor(
        (m): m is Extract<TLiveServerMessage, { type: 'fault' }> => m.type === 'fault' && m.code === 'E-DOOR',
      );
      expect(notice).toMatchObject({ robotId: robot.id, level: 'fault', state: 'open' });
      stranger.send({ type: 'ping' });
      await stranger.waitFor(
        (m): m is TLiveServerMessage => m.type === 'pong' && stranger.messages.filter((x) => x.type === 'pong').length === 2,
      );
      expect(stranger.messages.filter((m) => m.type === 'fault')).toEqual([]);
      expect(desk.messages.filter((m) => m.type === 'state')).toEqual([]);
    } finally {
      desk.close();
      stranger.close();
    }
  });

  it("reach a display link's socket within its organisation (no robot state), and stop when the link is revoked", async () => {
    const httpUrl = t.app.server.listening
      ? `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`
      : await t.app.listen({ port: 0, host: '127.0.0.1' });
    const other = await buildBusiness(t.app, await login(t.app), 'FD');
    const link = (orgToken: string, org: number) =>
      call<{ id: number; token: string }>(t.app, 'POST', 'robotinfo/large-screen/display-links', {
        token: orgToken,
        body: { name: 'Wall', orgId: org, days: 1 },
      }).then((r) => r.body.data);
    const mine = await link(token, orgId);
    const theirs = await link(other.adminToken, other.businessId);
    const wall = await openLive(httpUrl);
    const stranger = await openLive(httpUrl);
    try {
      for (const [c, l] of [
        [wall, mine],
        [stranger, theirs],
      ] as const) {
        c.send({ type: 'auth', token: l.token, kind: 'display' });
        await c.waitFor((m): m is TLiveServerMessage => m.type === 'ready');
        c.send({ type: 'subscribe', faults: true, fleet: true });
        c.send({ type: 'ping' });
        await c.waitFor((m): m is TLiveServerMessage => m.type === 'pong');
      }
      await publish(client, robot, { type: 'lidar', code: 'E-WALL', level: 'fault' });
      await wall.waitFor((m): m is TLiveServerMessage => m.type === 'fault' && m.code === 'E-WALL');
      stranger.send({ type: 'ping' });
      await stranger.waitFor(
        (m): m is TLiveServerMessage => m.type === 'pong' && stranger.messages.filter((x) => x.type === 'pong').length === 2,
      );
      expect(stranger.messages.filter((m) => m.type === 'fault')).toEqual([]);
      expect(wall.messages.filter((m) => m.type === 'state')).toEqual([]);
      await call(t.app, 'PUT', `robotinfo/large-screen/display-links/${mine.id}/revoke`, { token });
      // The hub re-checks every socket when a robot changes (and on its timer): the revoked link's ends.
      await t.app.gateway.robotChanged({ id: robot.id, deviceNumber: robot.deviceNumber });
      await wall.waitFor((m): m is TLiveServerMessage => m.type === 'error' && m.code === 'DISPLAY_LINK_ENDED');
      const late = await openLive(httpUrl);
      late.send({ type: 'auth', token: mine.token, kind: 'display' });
      await late.waitFor((m): m is TLiveServerMessage => m.type === 'error' && m.code === 'DISPLAY_LINK_ENDED');
    } finally {
      wall.close();
      stranger.close();
    }
  });
});
