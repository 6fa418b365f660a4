import { downTopic, OperateState, upTopic, ZDeviceCommand, type TDeviceCommand } from '@fleet/contracts';
import { eq } from 'drizzle-orm';
import type { MqttClient } from 'mqtt';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { robotCommands, robotState } from '../db/schema';
import { createTestApp, testGatewayOptions, type TestApp } from '../../test/helpers';
import type { Bus } from './bus';
import { createCommandTracker } from './commands';
import { createStats } from './stats';
import { closeRobot, connectRobot, createTestRobot, goOnline, type TestRobot } from '../../test/robot-fixtures';

/**
 * Decision 5: a command published while the robot's connection was gone (clean session: the broker
 * keeps nothing for it) is published again when the robot comes back online, as it was first (same id,
 * same expiry), oldest first, while it may still run; the robot answers it and it ends as success, not
 * "wait timeout". Through the embedded broker, or the external one of TEST_MQTT_URL.
 */
let t: TestApp;

beforeAll(async () => {
  // Commands stay valid for the whole test; the sweeper never runs (an expired row stays 0 for the re-send to skip).
  t = await createTestApp({
    gateway: { ...testGatewayOptions(), commandTimeoutSeconds: 120, timings: { sweepMs: 3_600_000, flushMs: 100 } },
  });
});
afterAll(async () => {
  await t.close();
});

const commandRow = async (id: string) => (await t.database.db.select().from(robotCommands).where(eq(robotCommands.id, id)))[0];
const online = async (id: number) => (await t.database.db.select().from(robotState).where(eq(robotState.robotId, id)))[0]?.online;

/** A robot as the protocol says: subscribes first, then says online; it acks success and records what it got. */
const bringUp = async (robot: TestRobot, received: TDeviceCommand[]) => {
  const client = await connectRobot(t.mqttUrl!, robot);
  client.on('message', (_topic, payload) => {
    const cmd = ZDeviceCommand.parse(JSON.parse(String(payload)));
    received.push(cmd);
    // A re-sent command is acked again: that ack may still be in flight when the test closes the connection.
    void client
      .publishAsync(upTopic(robot.deviceNumber, 'ack'), JSON.stringify({ commandId: cmd.commandId, result: 'success' }), {
        qos: 1,
      })
      .catch(() => undefined);
  });
  await client.subscribeAsync(downTopic(robot.deviceNumber), { qos: 1 });
  await goOnline(client, robot);
  await vi.waitFor(async () => expect(await online(robot.id)).toBe(true));
  return client;
};

/**
 * The robot's connection goes while the server still takes it for online: behind an external broker
 * the server hears of a clean DISCONNECT only from the keep-alive sweep; the embedded broker says it at
 * once, so the table is set back to online as it was a moment before (the window a command can fall in).
 */
const dropUnnoticed = async (robot: TestRobot, client: MqttClient) => {
  await client.endAsync();
  if (t.app.gateway.mode === 'embedded') await vi.waitFor(async () => expect(await online(robot.id)).toBe(false));
  await t.database.db.update(robotState).set({ online: true }).where(eq(robotState.robotId, robot.id));
};

const send = (robot: TestRobot, type: 'dock' | 'pause' | 'lock') =>
  t.app.gateway.sendCommand({ robotId: robot.id, deviceNumber: robot.deviceNumber, type, userId: null });

describe('a robot back online', () => {
  it('gets the command it missed while its connection was gone, same id and expiry, and it ends as success', async () => {
    const robot = await createTestRobot(t.database.db);
    const before: TDeviceCommand[] = [];
    await dropUnnoticed(robot, await bringUp(robot, before));
    const cmd = await send(robot, 'dock');
    const resentBefore = t.app.gateway.breakdown().commands.dock.resent;

    const received: TDeviceCommand[] = [];
    const client = await bringUp(robot, received);
    const got = await vi.waitFor(() => received.find((c) => c.commandId === cmd.commandId) ?? Promise.reject(new Error('not yet')));
    expect(got).toEqual({ commandId: cmd.commandId, type: 'dock', args: {}, expiresAt: new Date(cmd.expiresAt).getTime() });
    await vi.waitFor(async () =>
      expect(await commandRow(cmd.commandId)).toMatchObject({ operateState: OperateState.SUCCESS, reason: null }),
    );
    expect(before).toEqual([]);
    expect(t.app.gateway.breakdown().commands.dock.resent).toBeGreaterThan(resentBefore);
    await closeRobot(client, robot);
  });

  it('gets what may still run, oldest first, and never an expired or an answered command', async () => {
    const robot = await createTestRobot(t.database.db);
    await dropUnnoticed(robot, await bringUp(robot, []));
    // Unanswered but past its expiry (the sweeper has not marked it yet), and answered but not expired.
    const expired = randomUUID();
    const answered = randomUUID();
    const row = { robotId: robot.id, type: 'lock', args: {}, createdBy: null };
    await t.database.db.insert(robotCommands).values([
      { ...row, id: expired, operateState: 0, createdAt: new Date(Date.now() - 10_000), expiresAt: new Date(Date.now() - 1_000) },
      { ...row, id: answered, operateState: 1, createdAt: new Date(Date.now() - 5_000), expiresAt: new Date(Date.now() + 60_000) },
    ]);
    const first = await send(robot, 'pause');
    const second = await send(robot, 'dock');

    const received: TDeviceCommand[] = [];
    const client = await bringUp(robot, received);
    // The marker: the newest arrives last. Anything older that was re-sent was published before it.
    await vi.waitFor(() => expect(received.map((c) => c.commandId)).toContain(second.commandId));
    const order = [...new Set(received.map((c) => c.commandId))];
    expect(order).toEqual([first.commandId, second.commandId]);
    // Each ack is its own transaction, answered as it lands: the second may commit before the first.
    for (const c of [first, second])
      await vi.waitFor(async () => expect(await commandRow(c.commandId)).toMatchObject({ operateState: OperateState.SUCCESS }));
    expect(await commandRow(expired)).toMatchObject({ operateState: 0 });
    expect(await commandRow(answered)).toMatchObject({ operateState: 1 });
    await closeRobot(client, robot);
  });

  it('waits for the robot\'s own "online": connected and subscribed, it gets what it missed once, oldest first', async () => {
    const robot = await createTestRobot(t.database.db);
    await dropUnnoticed(robot, await bringUp(robot, []));
    const first = await send(robot, 'pause');
    const second = await send(robot, 'dock');
    // The embedded broker says online at the CONNECT: offline again in the table, its landing is the marker
    // (an external broker says nothing then; its server would take the robot's first packet for a return).
    const embedded = t.app.gateway.mode === 'embedded';
    if (embedded) await t.database.db.update(robotState).set({ online: false }).where(eq(robotState.robotId, robot.id));

    const received: string[] = [];
    const client = await connectRobot(t.mqttUrl!, robot);
    client.on('message', (_topic, payload) => {
      const cmd = ZDeviceCommand.parse(JSON.parse(String(payload)));
      received.push(cmd.commandId);
      void client
        .publishAsync(upTopic(robot.deviceNumber, 'ack'), JSON.stringify({ commandId: cmd.commandId, result: 'success' }), { qos: 1 })
        .catch(() => undefined);
    });
    await client.subscribeAsync(downTopic(robot.deviceNumber), { qos: 1 });
    if (embedded) await vi.waitFor(async () => expect(await online(robot.id)).toBe(true));
    await goOnline(client, robot);
    await vi.waitFor(async () => expect(await commandRow(second.commandId)).toMatchObject({ operateState: OperateState.SUCCESS }));
    expect([...new Set(received)]).toEqual([first.commandId, second.commandId]);
    // Re-sent at CONNECT too, the robot (subscribed by then) would have had both twice. (Through Mosquitto
    // the robot may get a command twice anyway, which the protocol allows: only the order is asked there.)
    if (embedded) expect(received).toEqual([first.commandId, second.commandId]);
    await closeRobot(client, robot);
  });

  it('is not sent again what was created after its online status was received (the connection it announced got it)', async () => {
    const robot = await createTestRobot(t.database.db);
    const published: string[] = [];
    const bus: Bus = {
      kind: 'external',
      publish: async (_topic, payload) => void published.push(ZDeviceCommand.parse(JSON.parse(payload)).commandId),
      close: async () => undefined,
    };
    const tracker = createCommandTracker({
      db: t.database.db,
      bus,
      stats: createStats(t.app.log),
      timeoutSeconds: 120,
      sweepMs: 3_600_000,
      announce: () => undefined,
    });
    const receivedAt = Date.now();
    const [before, after] = [randomUUID(), randomUUID()];
    const row = { robotId: robot.id, type: 'dock', args: {}, createdBy: null, operateState: 0, expiresAt: new Date(receivedAt + 60_000) };
    await t.database.db.insert(robotCommands).values([
      { ...row, id: before, createdAt: new Date(receivedAt - 1) },
      { ...row, id: after, createdAt: new Date(receivedAt) },
    ]);
    // Resolves when the re-send is done: what it published is all it will publish.
    await tracker.resendMissed(robot.id, receivedAt);
    tracker.close();
    expect(published).toEqual([before]);
  });
});
