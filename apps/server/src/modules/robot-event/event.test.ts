import { ErrorCode, EVENT_IMAGE_MAX_BYTES, upTopic, type TListResult, type TRobotEvent } from '@fleet/contracts';
import { eq } from 'drizzle-orm';
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUserWithCodes } from '../../../test/fixtures';
import { API, call, createTestApp, login, testGatewayOptions, type TestApp } from '../../../test/helpers';
import { closeRobot, connectRobot, createTestRobot, goOnline, type TestRobot } from '../../../test/robot-fixtures';
import { buildBusiness } from '../../../test/tenancy-fixtures';
import { robotEvents } from '../../db/schema';
import { startEventRetention } from './event-retention';

let t: TestApp;
let token: string;
let robot: TestRobot;
let foreign: TestRobot;
let client: MqttClient;
const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 0xff, 0xd9]);

const list = (id: number, body: object = {}, tk = token) =>
  call<TListResult<TRobotEvent>>(t.app, 'POST', `robotinfo/event/list/${id}`, { token: tk, body });

beforeAll(async () => {
  t = await createTestApp({ gateway: { ...testGatewayOptions(), timings: { flushMs: 50 } } });
  const a = await buildBusiness(t.app, await login(t.app), 'EV');
  token = a.adminToken;
  robot = await createTestRobot(t.database.db, { orgId: a.businessId });
  foreign = await createTestRobot(t.database.db);
  client = await connectRobot(t.mqttUrl!, robot);
  await goOnline(client, robot);
  const now = Date.now();
  const events = [
    { ts: now - 3000, type: 'junk', level: 'info', accuracy: 0.9134, message: 'Litter recognised', imageData: jpeg.toString('base64') },
    { ts: now - 2000, type: 'obstacle', level: 'warning', message: 'Obstacle ahead' },
    { ts: now - 1000, type: 'brushStuck', level: 'fault', code: 'E-BR' },
  ];
  for (const e of events) await client.publishAsync(upTopic(robot.deviceNumber, 'event'), JSON.stringify(e), { qos: 1 });
  await vi.waitFor(async () => expect((await list(robot.id)).body.data.total).toBe(3), { timeout: 5000 });
});
afterAll(async () => {
  await closeRobot(client, robot);
  await t.close();
});

describe('POST robotinfo/event/list/:id', () => {
  it('lists what the robot reported over MQTT, newest first, with accuracy and whether a picture came with it', async () => {
    const r = await list(robot.id);
    expect(r.status).toBe(200);
    expect(r.body.data.list.map((e) => [e.type, e.level, e.hasImage])).toEqual([
      ['brushStuck', 'fault', false],
      ['obstacle', 'warning', false],
      ['junk', 'info', true],
    ]);
    expect(r.body.data.list[2]).toMatchObject({ accuracy: 0.913, message: 'Litter recognised' });
  });

  it('filters by type, level, picture and time range, and pages', async () => {
    expect((await list(robot.id, { type: 'obstacle' })).body.data.list.map((e) => e.type)).toEqual(['obstacle']);
    expect((await list(robot.id, { level: 'fault' })).body.data.total).toBe(1);
    expect((await list(robot.id, { withImage: true })).body.data.list.map((e) => e.type)).toEqual(['junk']);
    const page2 = (await list(robot.id, { page: 2, pageSize: 2 })).body.data;
    expect([page2.total, page2.list.map((e) => e.type)]).toEqual([3, ['junk']]);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect((await list(robot.id, { start: future })).body.data.total).toBe(0);
    const bad = await list(robot.id, { start: future, end: new Date().toISOString() });
    expect(bad.body.code).toBe(ErrorCode.VALIDATION);
  });

  it('sorts by level (by severity, not by the words), type or accuracy; an unknown field is refused with 400 VALIDATION', async () => {
    const types = async (body: Record<string, unknown>) => (await list(robot.id, body)).body.data.list.map((e) => e.type);
    expect(await types({ sortField: 'level', sortOrder: 'asc' })).toEqual(['junk', 'obstacle', 'brushStuck']);
    expect(await types({ sortField: 'level', sortOrder: 'desc' })).toEqual(['brushStuck', 'obstacle', 'junk']);
    expect(await types({ sortField: 'type', sortOrder: 'asc' })).toEqual(['brushStuck', 'junk', 'obstacle']);
    // Only the vision event has an accuracy; the others come after it in both directions.
    expect((await types({ sortField: 'accuracy', sortOrder: 'asc' }))[0]).toBe('junk');
    const bad = await list(robot.id, { sortField: 'image_data' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: ErrorCode.VALIDATION, data: { fields: [{ path: 'sortField' }] } });
  });

  it('is 404 for a robot of another organisation and refused without the operate view', async () => {
    expect((await list(foreign.id)).status).toBe(404);
    const u = await createUserWithCodes(t.database.db, ['robotRegister', 'robotRegister:view']);
    expect((await list(robot.id, {}, await login(t.app, u.account, u.password))).body.code).toBe(ErrorCode.PERMISSION_DENIED);
  });
});

describe('GET robotinfo/event/types/:id', () => {
  it('gives the types the robot reported, for the filter', async () => {
    const r = await call<string[]>(t.app, 'GET', `robotinfo/event/types/${robot.id}`, { token });
    expect(r.body.data).toEqual(['brushStuck', 'junk', 'obstacle']);
  });
});

describe('GET robotinfo/event/image/:eventId', () => {
  it('answers the picture as the robot sent it, inline; 404 for an event without one or not visible', async () => {
    const [withImage, without] = [
      (await list(robot.id, { withImage: true })).body.data.list[0]!,
      (await list(robot.id, { type: 'obstacle' })).body.data.list[0]!,
    ];
    const res = await t.app.inject({
      method: 'GET',
      url: `${API}/robotinfo/event/image/${withImage.id}`,
      headers: { authorization: token },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(String(res.headers['content-disposition'])).toMatch(/^inline; filename=".*junk.*\.jpg"/);
    expect(res.rawPayload.equals(jpeg)).toBe(true);
    expect((await call(t.app, 'GET', `robotinfo/event/image/${without.id}`, { token })).status).toBe(404);
    const other = await buildBusiness(t.app, await login(t.app), 'EW');
    expect((await call(t.app, 'GET', `robotinfo/event/image/${withImage.id}`, { token: other.adminToken })).status).toBe(404);
  });
});

describe('up/event imageData', () => {
  it('refuses the whole event when its picture is too large, not a JPEG or not base64: nothing of it is stored', async () => {
    const db = t.database.db;
    const other = await createTestRobot(db);
    const c = await connectRobot(t.mqttUrl!, other);
    try {
      await goOnline(c, other);
      const header = jpeg.subarray(0, 4);
      const pictures = {
        tooLarge: Buffer.concat([header, Buffer.alloc(EVENT_IMAGE_MAX_BYTES)]).toString('base64'),
        png: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a]).toString('base64'),
        urlAlphabet: jpeg.toString('base64url'),
        text: 'evt/2026/11/22/abc.jpg',
        marker: jpeg.toString('base64'),
      };
      // In this order: the marker, stored last, says every refused event before it was handled.
      for (const [type, imageData] of Object.entries(pictures)) {
        await c.publishAsync(upTopic(other.deviceNumber, 'event'), JSON.stringify({ ts: Date.now(), type, level: 'info', imageData }), {
          qos: 1,
        });
      }
      const stored = () =>
        db.select({ type: robotEvents.type, imageData: robotEvents.imageData }).from(robotEvents).where(eq(robotEvents.robotId, other.id));
      await vi.waitFor(async () => expect((await stored()).map((e) => e.type)).toContain('marker'));
      const rows = await stored();
      expect(rows.map((e) => e.type)).toEqual(['marker']);
      expect(rows[0]!.imageData!.equals(jpeg)).toBe(true);
    } finally {
      await closeRobot(c, other);
    }
  });
});

describe('event retention job', () => {
  it("deletes the events received longer ago than the retention, whatever the robot's clock said, and keeps the rest", async () => {
    const db = t.database.db;
    const robotId = (await createTestRobot(db)).id;
    const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000);
    await db.insert(robotEvents).values([
      { robotId, ts: new Date(), receivedAt: daysAgo(91), type: 'old', level: 'info', imageData: jpeg },
      { robotId, ts: daysAgo(200), receivedAt: daysAgo(89), type: 'recent', level: 'info' },
      { robotId, ts: daysAgo(400), receivedAt: new Date(), type: 'skewedClock', level: 'info' },
    ]);
    const job = startEventRetention(db, t.app.log, 90);
    await job.runNow();
    await job.close();
    const left = await db.select({ type: robotEvents.type }).from(robotEvents).where(eq(robotEvents.robotId, robotId));
    expect(left.map((e) => e.type).sort()).toEqual(['recent', 'skewedClock']);
    // The other robots' recent events are untouched.
    expect((await list(robot.id)).body.data.total).toBe(3);
  });
});
