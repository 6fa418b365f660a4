import { upTopic, ZDeviceCommand, type TCommandAck, type TDeviceCommand, type TLiveServerMessage } from '@fleet/contracts';
import { eq } from 'drizzle-orm';
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { robotCommands, robots } from '../db/schema';
import { AppError } from '../lib/app-error';
import { call, createTestApp, login, testGatewayOptions, type TestApp } from '../../test/helpers';
import { closeRobot, connectRobot, createTestRobot, goOnline, openLive, type LiveClient, type TestRobot } from '../../test/robot-fixtures';

/** Commands stored, sent, and tracked to an ack or a timeout, with a robot that obeys a script. */
type Behaviour = (cmd: TDeviceCommand) => Promise<Omit<TCommandAck, 'commandId'> | null> | Omit<TCommandAck, 'commandId'> | null;
let t: TestApp;
let robot: TestRobot;
let client: MqttClient;
let live: LiveClient;
let behaviour: Behaviour = () => ({ result: 'success' });
let dockEffects = 0;
const received: TDeviceCommand[] = [];
const executed: string[] = [];
const answers = new Map<string, Omit<TCommandAck, 'commandId'>>();

const commandRow = async (id: string) => (await t.database.db.select().from(robotCommands).where(eq(robotCommands.id, id)))[0];
const ack = (body: TCommandAck, who = robot) => client.publishAsync(upTopic(who.deviceNumber, 'ack'), JSON.stringify(body), { qos: 1 });
const send = (type: 'dock' | 'pause' | 'startTask', args?: Record<string, unknown>) =>
  t.app.gateway.sendCommand({ robotId: robot.id, deviceNumber: robot.deviceNumber, type, ...(args ? { args } : {}), userId: null });
const commandPush =
  (commandId: string, operateState: number) =>
  (m: TLiveServerMessage): m is TLiveServerMessage =>
    m.type === 'command' && m.commandId === commandId && m.operateState === operateState;

beforeAll(async () => {
  t = await createTestApp({ gateway: { ...testGatewayOptions(), commandTimeoutSeconds: 1, timings: { sweepMs: 100, liveFlushMs: 50 } } });
  t.app.gateway.onCommandSuccess('dock', async (tx, c) => {
    dockEffects += 1;
    await tx.update(robots).set({ alias: 'Docked' }).where(eq(robots.id, c.robotId));
  });
  const httpUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  robot = await createTestRobot(t.database.db);
  client = await connectRobot(t.mqttUrl!, robot);
  client.on('message', (_topic, payload) => {
    const cmd = ZDeviceCommand.parse(JSON.parse(String(payload)));
    received.push(cmd);
    void Promise.resolve(behaviour(cmd)).then(async (answer) => {
      if (answer?.result === 'success') executed.push(cmd.commandId);
      if (answer) answers.set(cmd.commandId, answer);
      if (answer) await ack({ commandId: cmd.commandId, ...answer });
    });
  });
  await client.subscribeAsync(`fleet/${robot.deviceNumber}/down/#`, { qos: 1 });
  await goOnline(client, robot);
  live = await openLive(httpUrl, await login(t.app));
  live.send({ type: 'subscribe', robotIds: [robot.id] });
  // Online is written when the status arrives; wait for it before sending anything.
  await live.waitFor((m): m is TLiveServerMessage => m.type === 'state' && m.robots.some((r) => r.id === robot.id && r.online));
});
afterAll(async () => {
  live.close();
  await closeRobot(client, robot);
  await t.close();
});

describe('Gateway.sendCommand', () => {
  it('stores the command, publishes it with an id and an expiry, and a success ack sets 1 with its effects', async () => {
    behaviour = () => ({ result: 'success' });
    const cmd = await send('dock');
    expect(cmd).toMatchObject({ robotId: robot.id, type: 'dock', operateState: 0, answeredAt: null });
    const sent = await vi.waitFor(() => received.find((r) => r.commandId === cmd.commandId) ?? Promise.reject(new Error('not yet')));
    expect(sent).toMatchObject({ type: 'dock', args: {}, expiresAt: new Date(cmd.expiresAt).getTime() });
    await vi.waitFor(async () => expect(await commandRow(cmd.commandId)).toMatchObject({ operateState: 1 }));
    expect((await t.database.db.select().from(robots).where(eq(robots.id, robot.id)))[0]?.alias).toBe('Docked');
    await live.waitFor(commandPush(cmd.commandId, 1));
    await vi.waitFor(() => expect(t.app.gateway.breakdown().commands.dock).toMatchObject({ sent: 1, success: 1, failure: 0, timeout: 0 }));
  });

  it('keeps the reason of a failed ack (2) and runs no effect', async () => {
    behaviour = () => ({ result: 'failed', reason: 'busy' });
    await t.database.db.update(robots).set({ alias: 'Before' }).where(eq(robots.id, robot.id));
    const cmd = await send('dock');
    await vi.waitFor(async () => expect(await commandRow(cmd.commandId)).toMatchObject({ operateState: 2, reason: 'busy' }));
    expect((await t.database.db.select().from(robots).where(eq(robots.id, robot.id)))[0]?.alias).toBe('Before');
    await live.waitFor(commandPush(cmd.commandId, 2));
    await vi.waitFor(() => expect(t.app.gateway.breakdown().commands.dock).toMatchObject({ sent: 2, success: 1, failure: 1 }));
  });

  it('keeps the reason "unsupported" of a robot that does not know the command, for the console to say so', async () => {
    behaviour = () => ({ result: 'failed', reason: 'unsupported' });
    const cmd = await send('dock');
    await vi.waitFor(async () => expect(await commandRow(cmd.commandId)).toMatchObject({ operateState: 2, reason: 'unsupported' }));
    // Browsers get the reason with the answer: they say why without asking for the command again.
    await live.waitFor((m): m is TLiveServerMessage => m.type === 'command' && m.commandId === cmd.commandId && m.reason === 'unsupported');
    const r = await call<{ operateState: number; reason: string | null }>(t.app, 'GET', `robotinfo/robot/command/${cmd.commandId}`, {
      token: await login(t.app),
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ code: 0, data: { commandId: cmd.commandId, operateState: 2, reason: 'unsupported' } });
  });

  it('keeps the first ack of a command: a second one (a re-sent command answered again) changes nothing', async () => {
    behaviour = () => ({ result: 'success' });
    const effectsBefore = dockEffects;
    const cmd = await send('dock');
    await vi.waitFor(async () => expect(await commandRow(cmd.commandId)).toMatchObject({ operateState: 1, reason: null }));
    const answeredAt = (await commandRow(cmd.commandId))!.answeredAt;
    const duplicates = t.app.gateway.stats().duplicateAcks;
    await ack({ commandId: cmd.commandId, result: 'success' });
    await ack({ commandId: cmd.commandId, result: 'failed', reason: 'busy' });
    await vi.waitFor(() => expect(t.app.gateway.stats().duplicateAcks).toBe(duplicates + 2));
    expect(await commandRow(cmd.commandId)).toMatchObject({ operateState: 1, reason: null, answeredAt });
    expect(dockEffects).toBe(effectsBefore + 1);
  });

  it('marks an unanswered command wait timeout (3), and a late ack does not change it', async () => {
    let late: TDeviceCommand | undefined;
    behaviour = (c) => {
      late = c;
      return null;
    };
    const cmd = await send('pause');
    await vi.waitFor(async () => expect(await commandRow(cmd.commandId)).toMatchObject({ operateState: 3 }), { timeout: 3_000 });
    await live.waitFor(commandPush(cmd.commandId, 3));
    const lateBefore = t.app.gateway.stats().lateAcks;
    await ack({ commandId: late!.commandId, result: 'success' });
    await vi.waitFor(() => expect(t.app.gateway.stats().lateAcks).toBe(lateBefore + 1));
    expect(await commandRow(cmd.commandId)).toMatchObject({ operateState: 3 });
    expect(t.app.gateway.breakdown().commands.pause).toMatchObject({ sent: 1, timeout: 1, success: 0 });
  });

  it('lets the robot refuse an expired command, which ends as wait timeout, never executed', async () => {
    behaviour = async (c) => {
      // A robot that received the command late: by the time it looks, the expiry has passed.
      await new Promise((r) => setTimeout(r, Math.max(0, c.expiresAt - Date.now()) + 50));
      return Date.now() > c.expiresAt ? { result: 'failed', reason: 'expired' } : { result: 'success' };
    };
    const cmd = await send('pause');
    await vi.waitFor(async () => expect(await commandRow(cmd.commandId)).toMatchObject({ operateState: 3 }), { timeout: 3_000 });
    await vi.waitFor(() => expect(answers.get(cmd.commandId)).toEqual({ result: 'failed', reason: 'expired' }));
    await new Promise((r) => setTimeout(r, 200));
    expect(await commandRow(cmd.commandId)).toMatchObject({ operateState: 3 });
    expect(executed).not.toContain(cmd.commandId);
    // Ended once, as a timeout, whichever came first: the sweeper or the refusing ack.
    expect(t.app.gateway.breakdown().commands.pause).toMatchObject({ sent: 2, timeout: 2, failure: 0 });
  });

  it('ignores an ack for the command from another robot', async () => {
    behaviour = () => null;
    const other = await createTestRobot(t.database.db);
    const cmd = await send('pause');
    const before = t.app.gateway.stats().unknownAcks;
    const intruder = await connectRobot(t.mqttUrl!, other);
    await intruder.publishAsync(upTopic(other.deviceNumber, 'ack'), JSON.stringify({ commandId: cmd.commandId, result: 'success' }), {
      qos: 1,
    });
    await vi.waitFor(() => expect(t.app.gateway.stats().unknownAcks).toBe(before + 1));
    expect(await commandRow(cmd.commandId)).toMatchObject({ operateState: 0 });
    await closeRobot(intruder, other);
  });

  it('validates the arguments of the command type', async () => {
    await expect(send('startTask', { taskId: '' })).rejects.toMatchObject({ codeName: 'VALIDATION' });
  });

  it('refuses a robot that is offline with ROBOT_OFFLINE, storing nothing', async () => {
    const offline = await createTestRobot(t.database.db);
    const err = await t.app.gateway
      .sendCommand({ robotId: offline.id, deviceNumber: offline.deviceNumber, type: 'dock', userId: null })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).codeName).toBe('ROBOT_OFFLINE');
    expect(await t.database.db.select().from(robotCommands).where(eq(robotCommands.robotId, offline.id))).toEqual([]);
    expect(t.app.gateway.breakdown().commands.dock.refused_offline).toBe(1);
  });
});
