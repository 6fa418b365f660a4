import {
  downTopic,
  encodeVideoFrame,
  ErrorCode,
  upTopic,
  type TClip,
  type TClipFrames,
  type TClipList,
  type TVideoStatus,
} from '@fleet/contracts';
import { eq, sql } from 'drizzle-orm';
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { robotClipFrames, robotClips } from '../../db/schema';
import { createUserWithCodes } from '../../../test/fixtures';
import { call, createTestApp, login, testGatewayOptions, type TestApp } from '../../../test/helpers';
import { closeRobot, connectRobot, createTestRobot, goOnline, type TestRobot } from '../../../test/robot-fixtures';
import { buildBusiness } from '../../../test/tenancy-fixtures';
import { pruneClips } from './retention';

let t: TestApp;
let token: string;
let robot: TestRobot;
let offline: TestRobot;
let foreign: TestRobot;
/** The administrator of another business, which owns `foreign`. */
let otherOrgToken: string;
let client: MqttClient;
let leases = 0;
const db = () => t.database.db;
const jpegOf = (n: number) => Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, n, 0xff, 0xd9]);
const sendFrame = (ts: number, n: number) =>
  client.publishAsync(upTopic(robot.deviceNumber, 'video'), Buffer.from(encodeVideoFrame({ ts, jpeg: jpegOf(n) })), { qos: 0 });

const status = (id: number, tk = token) => call<TVideoStatus>(t.app, 'GET', `robotinfo/video/status/${id}`, { token: tk });
const start = (robotId: number, tk = token) => call<TClip>(t.app, 'POST', 'robotinfo/video/record/start', { token: tk, body: { robotId } });
const stop = (robotId: number, tk = token) =>
  call<TClip | null>(t.app, 'POST', 'robotinfo/video/record/stop', { token: tk, body: { robotId } });
const list = (body: object, tk = token) => call<TClipList>(t.app, 'POST', 'robotinfo/video/clips', { token: tk, body });
const getClip = (id: number, tk = token) => call<TClip>(t.app, 'GET', `robotinfo/video/clip/${id}`, { token: tk });
const frames = (id: number, q = '', tk = token) => call<TClipFrames>(t.app, 'GET', `robotinfo/video/clip/${id}/frames${q}`, { token: tk });
const del = (id: number, tk = token) => call<null>(t.app, 'DELETE', `robotinfo/video/clip/${id}`, { token: tk });

/** A finished clip straight in the tables (list, get, delete and retention do not need a recording). */
const storedClip = async (o: {
  robotId: number;
  startedAt: Date;
  reason?: string;
  eventType?: string;
  frames?: number;
  open?: boolean;
}) => {
  const n = o.frames ?? 2;
  const [c] = await db()
    .insert(robotClips)
    .values({
      robotId: o.robotId,
      startedAt: o.startedAt,
      endedAt: o.open ? null : new Date(o.startedAt.getTime() + n * 200),
      reason: o.reason ?? 'manual',
      eventType: o.eventType ?? null,
      frameCount: n,
      bytes: n * 7,
    })
    .returning();
  if (n)
    await db()
      .insert(robotClipFrames)
      .values(
        Array.from({ length: n }, (_, i) => ({ clipId: c!.id, seq: i, ts: o.startedAt.getTime() + i * 200, jpeg: Buffer.from(jpegOf(i)) })),
      );
  return c!;
};

beforeAll(async () => {
  t = await createTestApp({ gateway: testGatewayOptions() });
  token = await login(t.app);
  robot = await createTestRobot(db());
  offline = await createTestRobot(db());
  const b = await buildBusiness(t.app, token, 'VB');
  foreign = await createTestRobot(db(), { orgId: b.businessId });
  otherOrgToken = b.adminToken;
  client = await connectRobot(t.mqttUrl!, robot);
  await client.subscribeAsync(downTopic(robot.deviceNumber, 'video'), { qos: 0 });
  client.on('message', (topic) => topic.endsWith('/down/video') && (leases += 1));
  await goOnline(client, robot);
  await vi.waitFor(async () => expect((await status(robot.id)).status).toBe(200));
});
afterAll(async () => {
  await closeRobot(client, robot);
  await t.close();
});

describe('GET robotinfo/video/status/:robotId', () => {
  it('answers the 2.0 profile before any configuration report, then the version the robot reported', async () => {
    expect((await status(robot.id)).body.data).toEqual({ streamingVersion: null, fps: 5, width: 640, height: 360, recording: null });
    await db().execute(
      sql`insert into robot_config (robot_id, values, reported_at) values (${offline.id}, '{"streamingVersion":1}'::jsonb, now())`,
    );
    expect((await status(offline.id)).body.data).toMatchObject({ streamingVersion: 1, fps: 2, width: 320, height: 180 });
  });

  it('answers 404 for a robot of another organisation, and 400 PERMISSION_DENIED without the video code', async () => {
    expect((await status(robot.id, otherOrgToken)).status).toBe(404);
    expect((await status(foreign.id, otherOrgToken)).status).toBe(200);
    const u = await createUserWithCodes(db(), ['robotOperate', 'robotOperate:view']);
    const viewer = await login(t.app, u.account, u.password);
    const r = await status(robot.id, viewer);
    // 400, not 403: a 403 means "login expired" to the console.
    expect([r.status, r.body.code]).toEqual([400, ErrorCode.PERMISSION_DENIED]);
  });
});

describe('POST robotinfo/video/record/start + stop', () => {
  it('refuses an offline robot with ROBOT_OFFLINE', async () => {
    expect(await start(offline.id)).toMatchObject({ status: 409, body: { code: ErrorCode.ROBOT_OFFLINE } });
  });

  it('records the relayed frames into a clip: lease, frames, stop, status', async () => {
    const r = await start(robot.id);
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ robotId: robot.id, reason: 'manual', endedAt: null, createdByName: expect.any(String) });
    await vi.waitFor(() => expect(leases).toBeGreaterThan(0));
    // A second start answers the running recording instead of opening another.
    expect((await start(robot.id)).body.data.id).toBe(r.body.data.id);
    expect((await status(robot.id)).body.data.recording?.id).toBe(r.body.data.id);
    const t0 = Date.now();
    for (let i = 0; i < 3; i++) await sendFrame(t0 + i * 200, i);
    await vi.waitFor(
      async () => {
        const rows = await db().select().from(robotClipFrames).where(eq(robotClipFrames.clipId, r.body.data.id));
        if (rows.length < 3) throw new Error('frames not yet written');
      },
      { timeout: 5_000 },
    );
    const stopped = await stop(robot.id);
    expect(stopped.body.data).toMatchObject({ id: r.body.data.id, frameCount: 3, bytes: 21, endedAt: expect.any(String) });
    expect((await status(robot.id)).body.data.recording).toBeNull();
    const f = await frames(r.body.data.id);
    expect(f.body.data.total).toBe(3);
    expect(f.body.data.frames.map((x) => [x.seq, x.ts])).toEqual([
      [0, t0],
      [1, t0 + 200],
      [2, t0 + 400],
    ]);
    expect(Buffer.from(f.body.data.frames[1]!.jpeg, 'base64')).toEqual(Buffer.from(jpegOf(1)));
    expect((await frames(r.body.data.id, '?offset=2&limit=5')).body.data.frames.map((x) => x.seq)).toEqual([2]);
  });

  it('stop without a recording answers null', async () => {
    expect((await stop(robot.id)).body).toMatchObject({ code: 0, data: null });
  });

  it('a recording that got no frame leaves no clip', async () => {
    const r = await start(robot.id);
    await stop(robot.id);
    expect((await getClip(r.body.data.id)).status).toBe(404);
  });
});

describe('incident clips', () => {
  it('a fault event starts an event clip labelled with its type and leases the stream', async () => {
    const n = leases;
    await client.publishAsync(upTopic(robot.deviceNumber, 'event'), JSON.stringify({ ts: Date.now(), type: 'bumper', level: 'fault' }), {
      qos: 1,
    });
    await client.publishAsync(upTopic(robot.deviceNumber, 'event'), JSON.stringify({ ts: Date.now(), type: 'noise', level: 'info' }), {
      qos: 1,
    });
    await vi.waitFor(async () => {
      const rows = await db().select().from(robotClips).where(eq(robotClips.reason, 'event'));
      expect(rows.map((c) => [c.robotId, c.eventType, c.endedAt])).toEqual([[robot.id, 'bumper', null]]);
    });
    await vi.waitFor(() => expect(leases).toBeGreaterThan(n));
  });
});

describe('POST robotinfo/video/clips', () => {
  it('lists the robot clips newest first, by range and reason, paged', async () => {
    const day = 86_400_000;
    const now = Date.now();
    const a = await storedClip({ robotId: offline.id, startedAt: new Date(now - 3 * day) });
    const b = await storedClip({ robotId: offline.id, startedAt: new Date(now - day), reason: 'event', eventType: 'cliff' });
    const all = await list({ robotId: offline.id });
    expect(all.body.data).toMatchObject({ total: 2, page: 1 });
    expect(all.body.data.list.map((c) => c.id)).toEqual([b.id, a.id]);
    expect(all.body.data.list[0]).toMatchObject({ reason: 'event', eventType: 'cliff', frameCount: 2, bytes: 14 });
    expect((await list({ robotId: offline.id, reason: 'manual' })).body.data.list.map((c) => c.id)).toEqual([a.id]);
    const range = await list({ robotId: offline.id, start: new Date(now - 2 * day).toISOString(), end: new Date(now).toISOString() });
    expect(range.body.data.list.map((c) => c.id)).toEqual([b.id]);
    expect((await list({ robotId: offline.id, pageSize: 1, page: 2 })).body.data.list.map((c) => c.id)).toEqual([a.id]);
    // Sorted on request: the longest first, a clip still recording (no duration yet) last.
    const long = await storedClip({ robotId: offline.id, startedAt: new Date(now - 2 * day), frames: 5 });
    const open = await storedClip({ robotId: offline.id, startedAt: new Date(now - 3600_000), open: true });
    const ids = async (sortField: string, sortOrder: 'asc' | 'desc') =>
      (await list({ robotId: offline.id, sortField, sortOrder })).body.data.list.map((c) => c.id);
    // a and b last as long: the tie goes by id in the same direction.
    expect(await ids('duration', 'desc')).toEqual([long.id, b.id, a.id, open.id]);
    expect(await ids('duration', 'asc')).toEqual([a.id, b.id, long.id, open.id]);
    expect((await ids('startedAt', 'asc'))[0]).toBe(a.id);
    expect((await list({ robotId: offline.id, sortField: 'eventType' })).body.code).toBe(ErrorCode.VALIDATION);
  });

  it('refuses an end before the start with a field error', async () => {
    const r = await list({ robotId: offline.id, start: new Date().toISOString(), end: new Date(Date.now() - 1000).toISOString() });
    expect([r.status, r.body.code]).toEqual([400, ErrorCode.VALIDATION]);
  });

  it('answers 404 for the clips of a robot the caller may not see', async () => {
    const u = await createUserWithCodes(db(), ['robotOperate', 'robotOperate:video']);
    const tk = await login(t.app, u.account, u.password);
    expect((await list({ robotId: robot.id }, tk)).status).toBe(200);
    expect((await list({ robotId: robot.id }, otherOrgToken)).body.code).toBe(ErrorCode.NOT_FOUND);
  });
});

describe('GET + DELETE robotinfo/video/clip/:id', () => {
  it('gets and deletes a clip with its frames; tenancy 404; permission 400', async () => {
    const c = await storedClip({ robotId: offline.id, startedAt: new Date() });
    expect((await getClip(c.id)).body.data).toMatchObject({ id: c.id, robotId: offline.id, frameCount: 2 });
    expect((await getClip(c.id, otherOrgToken)).status).toBe(404);
    expect((await frames(c.id, '', otherOrgToken)).status).toBe(404);
    expect((await del(c.id, otherOrgToken)).status).toBe(404);
    const u = await createUserWithCodes(db(), ['robotOperate', 'robotOperate:view']);
    const viewer = await login(t.app, u.account, u.password);
    expect([(await del(c.id, viewer)).status, (await del(c.id, viewer)).body.code]).toEqual([400, ErrorCode.PERMISSION_DENIED]);
    expect((await del(c.id)).status).toBe(200);
    expect((await getClip(c.id)).status).toBe(404);
    expect(await db().select().from(robotClipFrames).where(eq(robotClipFrames.clipId, c.id))).toEqual([]);
  });
});

describe('clip retention', () => {
  it('deletes clips past 30 days and ends clips whose recorder died', async () => {
    const now = new Date();
    const old = await storedClip({ robotId: offline.id, startedAt: new Date(now.getTime() - 31 * 86_400_000) });
    const kept = await storedClip({ robotId: offline.id, startedAt: new Date(now.getTime() - 29 * 86_400_000) });
    const orphan = await storedClip({ robotId: offline.id, startedAt: new Date(now.getTime() - 3_600_000), open: true });
    await pruneClips(db(), now);
    expect((await getClip(old.id)).status).toBe(404);
    expect((await getClip(kept.id)).status).toBe(200);
    expect((await getClip(orphan.id)).body.data.endedAt).toBe(new Date(orphan.startedAt.getTime() + 200).toISOString());
  });
});
