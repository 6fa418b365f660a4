import {
  downTopic,
  ErrorCode,
  LOG_MAX_BYTES,
  LOG_TEXT_MAX_BYTES,
  upTopic,
  type TDeviceCommand,
  type TListResult,
  type TRejectionList,
  type TRobotLog,
} from '@fleet/contracts';
import { eq, sql } from 'drizzle-orm';
import type { MqttClient } from 'mqtt';
import { randomBytes, randomUUID } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API, call, createTestApp, login, testGatewayOptions, type TestApp } from '../../../test/helpers';
import { closeRobot, connectRobot, createTestRobot, goOnline, type TestRobot } from '../../../test/robot-fixtures';
import { buildBusiness } from '../../../test/tenancy-fixtures';
import { robotLogs } from '../../db/schema';
import { startLogRetention } from './log-retention';
import { handleLogUpload } from './log.service';

let t: TestApp;
let token: string;
let robot: TestRobot;
let client: MqttClient;
/** How the fake robot answers uploadLog: upload the text, refuse, or send something broken. */
let answer: 'upload' | 'refuse' | 'garbage' = 'upload';
const TEXT = '2026-11-22T05:00:00Z INFO task started\n2026-11-22T05:00:05Z WARN obstacle ahead\n';

const logs = (id = robot.id) => call<TListResult<TRobotLog>>(t.app, 'POST', `robotinfo/log/list/${id}`, { token, body: {} });
const request = (minutes: number, id = robot.id, lang = 'en') =>
  call<TRobotLog>(t.app, 'POST', `robotinfo/log/request/${id}`, { token, lang, body: { minutes } });

/** A log request as the console leaves it, without sending the command (the tests below upload by hand). */
const asked = async (robotId = robot.id) => {
  const id = randomUUID();
  await t.database.db.insert(robotLogs).values({ id, robotId, minutes: 15 });
  return id;
};
const fileOf = async (id: string) =>
  (
    await t.database.db
      .select({ fileName: robotLogs.fileName, content: robotLogs.content, uploadedAt: robotLogs.uploadedAt })
      .from(robotLogs)
      .where(eq(robotLogs.id, id))
  )[0];
const upload = (logId: string, text: string, over: object = {}) =>
  client.publishAsync(
    upTopic(robot.deviceNumber, 'log'),
    JSON.stringify({ logId, fileName: 'robot.log', lines: 1, encoding: 'gzip-base64', data: gzipSync(text).toString('base64'), ...over }),
    { qos: 1 },
  );
/**
 * Uploads a log for a new request and waits until it is stored: one robot's uploads take effect in
 * arrival order (gateway domain queue), so every upload it sent before has been handled by then.
 */
const settled = async () => {
  const id = await asked();
  await upload(id, 'marker\n');
  await vi.waitFor(async () => expect((await fileOf(id))?.uploadedAt).toBeInstanceOf(Date));
};

beforeAll(async () => {
  t = await createTestApp({ gateway: testGatewayOptions() });
  const a = await buildBusiness(t.app, await login(t.app), 'LG');
  token = a.adminToken;
  robot = await createTestRobot(t.database.db, { orgId: a.businessId });
  client = await connectRobot(t.mqttUrl!, robot);
  client.on('message', (_topic, payload) => {
    const cmd = JSON.parse(String(payload)) as TDeviceCommand;
    const up = (kind: 'ack' | 'log', body: object) =>
      void client.publishAsync(upTopic(robot.deviceNumber, kind), JSON.stringify(body), { qos: 1 }).catch(() => undefined);
    if (cmd.type !== 'uploadLog') return;
    if (answer === 'refuse') return up('ack', { commandId: cmd.commandId, result: 'failed', reason: 'busy' });
    up('ack', { commandId: cmd.commandId, result: 'success' });
    const data = answer === 'garbage' ? Buffer.from('not gzip').toString('base64') : gzipSync(TEXT).toString('base64');
    up('log', {
      logId: cmd.args.logId,
      fileName: `${robot.deviceNumber}-last-${String(cmd.args.minutes)}min.log`,
      lines: 2,
      encoding: 'gzip-base64',
      data,
    });
  });
  await client.subscribeAsync(downTopic(robot.deviceNumber), { qos: 1 });
  await goOnline(client, robot);
  await vi.waitFor(async () => {
    const { rows } = await t.database.db.execute(sql`select online from robot_state where robot_id = ${robot.id}`);
    expect((rows[0] as { online: boolean } | undefined)?.online).toBe(true);
  });
});
afterAll(async () => {
  await closeRobot(client, robot);
  await t.close();
});

describe('POST robotinfo/log/request/:id', () => {
  it('sends uploadLog; the file the robot uploads appears in the list and downloads as text', async () => {
    answer = 'upload';
    const r = await request(60);
    expect(r.status).toBe(200);
    // The fake robot answers within milliseconds: the answer may already show the upload.
    expect(r.body.data).toMatchObject({ minutes: 60, id: expect.any(String) });
    const done = await vi.waitFor(
      async () => {
        const row = (await logs()).body.data.list.find((l) => l.id === r.body.data.id)!;
        if (!row.uploadedAt) throw new Error('not uploaded yet');
        return row;
      },
      { timeout: 5000 },
    );
    expect(done).toMatchObject({
      operateState: 1,
      fileName: `${robot.deviceNumber}-last-60min.log`,
      lines: 2,
      bytes: Buffer.byteLength(TEXT),
    });
    const file = await t.app.inject({ method: 'GET', url: `${API}/robotinfo/log/download/${done.id}`, headers: { authorization: token } });
    expect([file.statusCode, file.headers['content-type'], file.payload]).toEqual([200, 'text/plain; charset=utf-8', TEXT]);
  });

  it('shows a refusal as the failed command with its reason, and keeps no file', async () => {
    answer = 'refuse';
    const r = await request(15);
    const row = await vi.waitFor(async () => {
      const l = (await logs()).body.data.list.find((x) => x.id === r.body.data.id)!;
      if (l.operateState === 0) throw new Error('no answer yet');
      return l;
    });
    expect(row).toMatchObject({ operateState: 2, reason: 'busy', uploadedAt: null });
    // Sorted on request: by period, and by size with a request that got no file last both ways.
    const sorted = async (sortField: string, sortOrder: 'asc' | 'desc') =>
      (await call<TListResult<TRobotLog>>(t.app, 'POST', `robotinfo/log/list/${robot.id}`, { token, body: { sortField, sortOrder } })).body
        .data.list;
    expect((await sorted('minutes', 'asc')).map((l) => l.minutes)).toEqual([15, 60]);
    expect((await sorted('minutes', 'desc')).map((l) => l.minutes)).toEqual([60, 15]);
    for (const order of ['asc', 'desc'] as const)
      expect((await sorted('bytes', order)).map((l) => l.uploadedAt === null)).toEqual([false, true]);
    const bad = await call(t.app, 'POST', `robotinfo/log/list/${robot.id}`, { token, body: { sortField: 'fileName' } });
    expect(bad.body.code).toBe(ErrorCode.VALIDATION);
  });

  it('drops an upload that is not gzip, without breaking anything', async () => {
    answer = 'garbage';
    const r = await request(15);
    // The robot sent its upload right after the ack: once the ack is in, the marker follows the upload.
    await vi.waitFor(async () => expect((await logs()).body.data.list.find((x) => x.id === r.body.data.id)?.operateState).toBe(1));
    await settled();
    expect((await logs()).body.data.list.find((x) => x.id === r.body.data.id)).toMatchObject({ uploadedAt: null, bytes: null });
    expect((await call(t.app, 'GET', `robotinfo/log/download/${r.body.data.id}`, { token })).status).toBe(404);
    // The vendor finds why among the robot's rejections.
    await vi.waitFor(async () => {
      const rej = await call<TRejectionList>(t.app, 'GET', `robotinfo/rejections/${robot.id}`, { token });
      expect(rej.body.data.list[0]).toMatchObject({ topic: upTopic(robot.deviceNumber, 'log'), reason: 'schema', field: 'data' });
      expect(rej.body.data.list[0]!.detail).toMatch(/^not a gzip stream/);
    });
  });

  it('refuses an offline robot at once and leaves no request behind; validates minutes', async () => {
    const off = await createTestRobot(t.database.db, {
      orgId: (await t.database.db.execute(sql`select org_id from robots where id = ${robot.id}`)).rows[0]!.org_id as number,
    });
    const r = await request(60, off.id);
    expect(r.body.code).toBe(ErrorCode.ROBOT_OFFLINE);
    expect((await logs(off.id)).body.data.total).toBe(0);
    expect((await request(0)).body.code).toBe(ErrorCode.VALIDATION);
    expect((await request(2000)).body.code).toBe(ErrorCode.VALIDATION);
  });

  it('is 404 for a robot or a log the caller may not see', async () => {
    const other = await createTestRobot(t.database.db);
    expect((await request(60, other.id)).status).toBe(404);
    const b = await buildBusiness(t.app, await login(t.app), 'LH');
    const mine = (await logs()).body.data.list[0]!;
    expect((await call(t.app, 'GET', `robotinfo/log/download/${mine.id}`, { token: b.adminToken })).status).toBe(404);
  });
});

describe('up/log, as a robot sends it', () => {
  it('keeps the first upload of a log: a repeated one (the command sent again) changes nothing', async () => {
    const id = await asked();
    await upload(id, 'first\n', { fileName: 'first.log' });
    await upload(id, 'second\n', { fileName: 'second.log' });
    await settled();
    const row = await fileOf(id);
    expect([row?.fileName, gunzipSync(row!.content!).toString()]).toEqual(['first.log', 'first\n']);
  });

  it('ignores an upload for a log nobody asked for, or asked of another robot', async () => {
    const unknown = randomUUID();
    const foreign = await asked((await createTestRobot(t.database.db)).id);
    await upload(unknown, 'x\n');
    await upload(foreign, 'x\n');
    await settled();
    expect(await fileOf(unknown)).toBeUndefined();
    expect(await fileOf(foreign)).toMatchObject({ content: null, uploadedAt: null });
    // …and says so in the server's log, where a vendor's support looks.
    const warn = vi.fn();
    const file = {
      logId: unknown,
      fileName: 'x.log',
      lines: 1,
      encoding: 'gzip-base64',
      data: gzipSync('x\n').toString('base64'),
    } as const;
    await handleLogUpload(t.database.db, t.app.gateway, warn)(robot.id, file, new Date());
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^log upload ignored: /), { robotId: robot.id, logId: unknown });
  });

  it('refuses a file over LOG_MAX_BYTES, one that is not gzip and one that unpacks over LOG_TEXT_MAX_BYTES; each request stays open', async () => {
    const [large, notGzip, bomb] = [await asked(), await asked(), await asked()];
    await upload(large, '', { data: randomBytes(LOG_MAX_BYTES + 3).toString('base64') });
    await upload(notGzip, '', { data: Buffer.from('plain text\n').toString('base64') });
    // Zeros pack a thousandfold: 32 MB of them is a 32 KB upload.
    await upload(bomb, '', { data: gzipSync(Buffer.alloc(LOG_TEXT_MAX_BYTES + 1)).toString('base64') });
    await settled();
    for (const id of [large, notGzip, bomb]) {
      expect(await fileOf(id), id).toMatchObject({ content: null, uploadedAt: null });
      expect((await call(t.app, 'GET', `robotinfo/log/download/${id}`, { token })).status).toBe(404);
    }
  });
});

describe('log retention job', () => {
  it('deletes the log requests (and their files) asked for longer ago than the retention, and keeps the rest', async () => {
    const db = t.database.db;
    const robotId = (await createTestRobot(db)).id;
    const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000);
    const file = { fileName: 'x.log', lines: 1, bytes: 4, content: gzipSync('old\n'), uploadedAt: daysAgo(31) };
    await db.insert(robotLogs).values([
      { id: randomUUID(), robotId, minutes: 60, requestedAt: daysAgo(31), ...file },
      { id: randomUUID(), robotId, minutes: 15, requestedAt: daysAgo(29) },
    ]);
    const job = startLogRetention(db, t.app.log, 30);
    await job.runNow();
    await job.close();
    expect(await db.select({ minutes: robotLogs.minutes }).from(robotLogs).where(eq(robotLogs.robotId, robotId))).toEqual([
      { minutes: 15 },
    ]);
  });
});
