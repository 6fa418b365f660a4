import { FLEET_STATES, upTopic, type TFleetState, type TLiveServerMessage, type TTelemetry } from '@fleet/contracts';
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { robotHostings } from '../db/schema';
import { createTestApp, login, testGatewayOptions, type TestApp } from '../../test/helpers';
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
import { buildBusiness, userInOrg } from '../../test/tenancy-fixtures';

/** The compact fleet subscription (contracts live-fleet.ts): scope, filters, removals, hosting windows. */
let t: TestApp;
let httpUrl: string;
let robot: TestRobot;
let client: MqttClient;
let a: Awaited<ReturnType<typeof buildBusiness>>;
let b: Awaited<ReturnType<typeof buildBusiness>>;
const REFRESH_MS = 300;

type FleetMessage = Extract<TLiveServerMessage, { type: 'fleet' }>;
const fleetMessages = (live: LiveClient) => live.messages.filter((m): m is FleetMessage => m.type === 'fleet');
const state = (s: TFleetState) => FLEET_STATES.indexOf(s);
const publish = (over: Partial<TTelemetry>) =>
  client.publishAsync(upTopic(robot.deviceNumber, 'telemetry'), JSON.stringify(telemetry(over)));
const working = { workStatus: 1, deviceState: 1 } as const;
const idle = { workStatus: 0, deviceState: 0 } as const;

/** Waits for a fleet message after the first `from` ones that satisfies `pred`. */
const nextFleet = (live: LiveClient, from: number, pred: (m: FleetMessage) => boolean) =>
  live.waitFor((m): m is FleetMessage => m.type === 'fleet' && fleetMessages(live).indexOf(m) >= from && pred(m));
const rowOf = (m: FleetMessage, id: number) => m.rows.find((r) => r[0] === id);
/** Subscribes and waits for the answer that replaces the view (its first message says reset). */
const subscribe = async (live: LiveClient, filter: Record<string, unknown>) => {
  const from = fleetMessages(live).length;
  live.send({ type: 'subscribeFleet', filter });
  return nextFleet(live, from, (m) => m.reset);
};
/** Everything the hub queued before a pong has been sent before it (messages of a socket stay in order). */
const settle = async (live: LiveClient) => {
  const pongs = live.messages.filter((m) => m.type === 'pong').length;
  live.send({ type: 'ping' });
  await live.waitFor((m): m is TLiveServerMessage => m.type === 'pong' && live.messages.filter((x) => x.type === 'pong').length > pongs);
};

beforeAll(async () => {
  t = await createTestApp({ gateway: { ...testGatewayOptions(), timings: { liveFlushMs: 100, visibilityRefreshMs: REFRESH_MS } } });
  httpUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const platformToken = await login(t.app);
  a = await buildBusiness(t.app, platformToken, 'FleetA');
  b = await buildBusiness(t.app, platformToken, 'FleetB');
  robot = await createTestRobot(t.database.db, { orgId: a.childId });
  client = await connectRobot(t.mqttUrl!, robot);
  await goOnline(client, robot);
});
afterAll(async () => {
  await closeRobot(client, robot);
  await t.close();
});

describe('compact fleet subscription', () => {
  it('answers with a row per robot of its scope, then a changed robot as one row; another organisation gets nothing of it', async () => {
    const owner = await openLive(httpUrl, a.adminToken);
    const other = await openLive(httpUrl, b.adminToken);
    try {
      await publish({ ...working, battery: 61 });
      const first = await subscribe(owner, {});
      expect(rowOf(first, robot.id)?.slice(0, 2)).toEqual([robot.id, state('working')]);
      const from = fleetMessages(owner).length;
      await publish({ ...working, battery: 52.5 });
      const change = await nextFleet(owner, from, (m) => rowOf(m, robot.id)?.[2] === 52.5);
      expect(change.reset).toBe(false);
      expect(rowOf(change, robot.id)).toEqual([robot.id, state('working'), 52.5, expect.any(Number), expect.any(Number), null, null]);

      const theirs = await subscribe(other, {});
      await publish({ ...working, battery: 50 });
      await nextFleet(owner, from, (m) => rowOf(m, robot.id)?.[2] === 50);
      await settle(other);
      expect(theirs.rows).toEqual([]);
      expect(
        fleetMessages(other)
          .flatMap((m) => m.rows)
          .filter((r) => r[0] === robot.id),
      ).toEqual([]);
    } finally {
      owner.close();
      other.close();
    }
  });

  it('narrows to an organisation of its scope and to a robot type; an organisation outside its scope shows nothing', async () => {
    const owner = await openLive(httpUrl, a.adminToken);
    try {
      expect(rowOf(await subscribe(owner, { orgId: a.childId }), robot.id)).toBeDefined();
      expect((await subscribe(owner, { orgId: b.businessId })).rows).toEqual([]);
      expect((await subscribe(owner, { robotType: 20 })).rows).toEqual([]);
      expect(rowOf(await subscribe(owner, { robotType: 1 }), robot.id)).toBeDefined();
    } finally {
      owner.close();
    }
  });

  it('removes a robot whose new state the filter leaves out, and sends it again when it comes back', async () => {
    await publish({ ...working, battery: 70 });
    const owner = await openLive(httpUrl, a.adminToken);
    try {
      expect(rowOf(await subscribe(owner, { states: ['working'] }), robot.id)).toBeDefined();
      const from = fleetMessages(owner).length;
      await publish({ ...idle, battery: 71 });
      await nextFleet(owner, from, (m) => m.removed.includes(robot.id));
      const back = fleetMessages(owner).length;
      await publish({ ...working, battery: 72 });
      await nextFleet(owner, back, (m) => rowOf(m, robot.id)?.[2] === 72);
    } finally {
      owner.close();
    }
  });

  it('shows a hosted robot to the host inside the window only, and removes it when the window ends', async () => {
    const endAt = new Date(Date.now() + 1_500);
    await t.database.db
      .insert(robotHostings)
      .values({ robotId: robot.id, fromOrgId: a.businessId, orgId: b.businessId, type: 2, startAt: new Date(Date.now() - 60_000), endAt });
    const host = await openLive(httpUrl, b.adminToken);
    try {
      expect(rowOf(await subscribe(host, {}), robot.id)).toBeDefined();
      await nextFleet(host, 0, (m) => m.removed.includes(robot.id));
      expect(Date.now()).toBeGreaterThanOrEqual(endAt.getTime());
    } finally {
      host.close();
    }
  });

  it('lets in the fleet monitor alone (robotMonitor:view) for the compact view, without robot states', async () => {
    const monitor = await openLive(httpUrl, await userInOrg(t.app, a.adminToken, a.childId, ['robotMonitor', 'robotMonitor:view']));
    try {
      expect(rowOf(await subscribe(monitor, {}), robot.id)).toBeDefined();
      monitor.send({ type: 'subscribe', fleet: true });
      await publish({ ...working, battery: 66 });
      await nextFleet(monitor, 0, (m) => rowOf(m, robot.id)?.[2] === 66);
      await settle(monitor);
      expect(monitor.messages.filter((m) => m.type === 'state')).toEqual([]);
    } finally {
      monitor.close();
    }
  });

  it('keeps a session let in for fault notices alone connected across the periodic re-checks', async () => {
    const desk = await openLive(httpUrl, await userInOrg(t.app, a.adminToken, a.childId, ['robotFault', 'robotFault:view']));
    try {
      desk.send({ type: 'subscribe', faults: true });
      // Three re-checks of sessions and scope (REFRESH_MS each): each used to refuse this session.
      await new Promise((r) => setTimeout(r, REFRESH_MS * 3));
      await settle(desk);
      expect(desk.closed()).toBe(false);
      expect(desk.messages.filter((m) => m.type === 'error')).toEqual([]);
    } finally {
      desk.close();
    }
  });
});
