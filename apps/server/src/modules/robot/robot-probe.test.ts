import { downTopic, ErrorCode, upTopic, type TCommand, type TDeviceCommand, type TReceivedStatus, type TRobot } from '@fleet/contracts';
import { sql } from 'drizzle-orm';
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUserWithCodes } from '../../../test/fixtures';
import { call, createTestApp, login, type TestApp } from '../../../test/helpers';
import { closeRobot, connectRobot, createTestRobot, goOnline, type TestRobot } from '../../../test/robot-fixtures';
import { buildBusiness } from '../../../test/tenancy-fixtures';

/** Conformance probes: an unknown and an expired command, sent to a real MQTT client that answers as told. */
let t: TestApp;
let admin = '';
let otherTenant = '';
let viewOnly = '';
let robot: TestRobot;
let client: MqttClient;
const received: TDeviceCommand[] = [];
/** What the test robot answers to the next command: its ack's result and reason. */
let answer: { result: 'success' | 'failed'; reason?: string } = { result: 'success' };

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app);
  otherTenant = (await buildBusiness(t.app, admin, 'PB')).adminToken;
  const u = await createUserWithCodes(t.database.db, ['robotOperate', 'robotOperate:view']);
  viewOnly = await login(t.app, u.account, u.password);
  robot = await createTestRobot(t.database.db);
  client = await connectRobot(t.mqttUrl!, robot);
  client.on('message', (_topic, payload) => {
    const cmd = JSON.parse(String(payload)) as TDeviceCommand;
    received.push(cmd);
    const ack = JSON.stringify({ commandId: cmd.commandId, ...answer });
    client.publishAsync(upTopic(robot.deviceNumber, 'ack'), ack, { qos: 1 }).catch(() => undefined);
  });
  await client.subscribeAsync(downTopic(robot.deviceNumber), { qos: 1 });
  await goOnline(client, robot);
  await vi.waitFor(async () => {
    const r = await call<TRobot>(t.app, 'GET', `robotinfo/robot/info/${robot.id}`, { token: admin });
    if (!r.body.data.live.online) throw new Error('not online yet');
  });
});
afterAll(async () => {
  await closeRobot(client, robot);
  await t.close();
});

const probe = (body: unknown, token = admin, id = robot.id) =>
  call<TCommand>(t.app, 'POST', `robotinfo/robot/probe/${id}`, { token, body, lang: 'en' });
const answered = (commandId: string) =>
  vi.waitFor(async () => {
    const r = await call<TCommand>(t.app, 'GET', `robotinfo/robot/command/${commandId}`, { token: admin });
    if (r.body.data.operateState === 0) throw new Error('not answered yet');
    return r.body.data;
  });
const commandCount = async () => Number((await t.database.db.execute(sql`select count(*) as n from robot_commands`)).rows[0]!.n);

describe('POST robotinfo/robot/probe/:id', () => {
  it('sends a command type no robot knows, stores it and records the robot’s "unsupported" answer', async () => {
    answer = { result: 'failed', reason: 'unsupported' };
    const r = await probe({ probe: 'unknownCommand' });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ code: 0, data: { type: 'probeUnknown', operateState: 0, robotId: robot.id } });
    const sent = await vi.waitFor(
      () => received.find((c) => c.commandId === r.body.data.commandId) ?? Promise.reject(new Error('not yet')),
    );
    expect(sent.type).toBe('probeUnknown');
    expect(await answered(r.body.data.commandId)).toMatchObject({ operateState: 2, reason: 'unsupported', type: 'probeUnknown' });
    const log = await t.database.db.execute(sql`select detail from operation_log where action = 'robot.probe'`);
    expect(log.rows).toContainEqual({ detail: { commandId: r.body.data.commandId, probe: 'unknownCommand' } });
  });

  it('sends a dock already expired on the wire while the stored row waits for the answer', async () => {
    answer = { result: 'failed', reason: 'expired' };
    const before = Date.now();
    const r = await probe({ probe: 'expiredCommand' });
    expect(r.body).toMatchObject({ code: 0, data: { type: 'dock', operateState: 0 } });
    expect(Date.parse(r.body.data.expiresAt)).toBeGreaterThan(before);
    const sent = await vi.waitFor(
      () => received.find((c) => c.commandId === r.body.data.commandId) ?? Promise.reject(new Error('not yet')),
    );
    expect(sent).toMatchObject({ type: 'dock', args: {} });
    expect(sent.expiresAt).toBeLessThan(before - 5 * 60_000);
    expect(await answered(r.body.data.commandId)).toMatchObject({ operateState: 2, reason: 'expired' });
  });

  it('records a robot that runs the expired command as a success, which the kit reports', async () => {
    answer = { result: 'success' };
    const r = await probe({ probe: 'expiredCommand' });
    expect(await answered(r.body.data.commandId)).toMatchObject({ operateState: 1, reason: null });
  });

  it('refuses an unknown probe with the field named, and stores nothing', async () => {
    const n = await commandCount();
    const r = await probe({ probe: 'reset' });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe(ErrorCode.VALIDATION);
    expect(r.body.data).toMatchObject({ fields: [{ path: 'probe', code: 'validation.oneOf' }] });
    expect(await commandCount()).toBe(n);
  });

  it('refuses a caller without the command permission (still signed in) and stores nothing', async () => {
    const n = await commandCount();
    const r = await probe({ probe: 'unknownCommand' }, viewOnly);
    expect(r.status).toBe(400);
    expect(r.body.code).toBe(ErrorCode.PERMISSION_DENIED);
    expect(await commandCount()).toBe(n);
  });

  it('answers a robot of another organisation as not found, and stores nothing', async () => {
    const n = await commandCount();
    const r = await probe({ probe: 'unknownCommand' }, otherTenant);
    expect(r).toMatchObject({ status: 404, body: { code: ErrorCode.NOT_FOUND } });
    expect(await commandCount()).toBe(n);
  });

  it('refuses an offline robot like any command', async () => {
    const offline = await createTestRobot(t.database.db);
    const r = await probe({ probe: 'unknownCommand' }, admin, offline.id);
    expect(r.body.code).toBe(ErrorCode.ROBOT_OFFLINE);
  });
});

describe('GET robotinfo/robot/probe/statuses/:id', () => {
  it('lists the status messages received from the robot, newest first, with their arrival time', async () => {
    const before = Date.now();
    await client.publishAsync(upTopic(robot.deviceNumber, 'status'), JSON.stringify({ online: true, keepAlive: 10, ts: before }), {
      qos: 1,
      retain: true,
    });
    const list = await vi.waitFor(async () => {
      const r = await call<{ list: TReceivedStatus[] }>(t.app, 'GET', `robotinfo/robot/probe/statuses/${robot.id}`, { token: admin });
      expect(r.status).toBe(200);
      if (r.body.data.list[0]?.status.ts !== before) throw new Error('not received yet');
      return r.body.data.list;
    });
    expect(list[0]!.receivedAt).toBeGreaterThanOrEqual(before);
    expect(list.map((s) => s.status)).toContainEqual({ online: true, firmware: 'fw-1.0' });
  });

  it('answers a robot of another organisation as not found', async () => {
    const r = await call(t.app, 'GET', `robotinfo/robot/probe/statuses/${robot.id}`, { token: otherTenant });
    expect(r).toMatchObject({ status: 404, body: { code: ErrorCode.NOT_FOUND } });
  });
});
