import { ErrorCode, type TCommand } from '@fleet/contracts';
import { sql } from 'drizzle-orm';
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUserWithCodes } from '../../../test/fixtures';
import { call, createTestApp, login, type TestApp } from '../../../test/helpers';
import { answeringRobot, closeRobot, type TestRobot } from '../../../test/robot-fixtures';
import { buildBusiness, must } from '../../../test/tenancy-fixtures';

/** The overview's quick actions: start, pause, resume, stop and dock, as commands to a real MQTT client. */
let t: TestApp;
let a: Awaited<ReturnType<typeof buildBusiness>>;
let b: Awaited<ReturnType<typeof buildBusiness>>;
let viewToken = '';
const clients: [MqttClient, TestRobot][] = [];
let seq = 0;
beforeAll(async () => {
  t = await createTestApp();
  const platform = await login(t.app);
  a = await buildBusiness(t.app, platform, 'QA');
  b = await buildBusiness(t.app, platform, 'QB');
  const u = await createUserWithCodes(t.database.db, ['robotOperate', 'robotOperate:view', 'robotOperate:lock']);
  viewToken = await login(t.app, u.account, u.password);
});
afterAll(async () => {
  for (const [c, r] of clients) await closeRobot(c, r);
  await t.close();
});

const register = async (): Promise<TestRobot> => {
  const r = await must<{ id: number; deviceNumber: string; deviceSecret: string }>(
    t.app,
    a.adminToken,
    'POST',
    'robotinfo/robot/register',
    {
      deviceNumber: `SIMULATION-130-${String(((seq += 1) * 7901 + Math.floor(Math.random() * 90000)) % 100000).padStart(5, '0')}`,
      alias: 'Quick',
      robotType: 1,
      simulated: true,
    },
  );
  return { id: r.id, deviceNumber: r.deviceNumber, secret: r.deviceSecret };
};

/** Online, acking every command with success, in the given live state. */
const onlineRobot = async (state: { workStatus?: number; deviceState?: number; mapId?: string } = {}) => {
  const robot = await register();
  const { client, received } = await answeringRobot(t, robot, a.adminToken);
  clients.push([client, robot]);
  await t.database.db.execute(sql`update robot_state set work_status = ${state.workStatus ?? 0}, device_state = ${state.deviceState ?? 0},
    map_id = ${state.mapId ?? null} where robot_id = ${robot.id}`);
  return { robot, received };
};

type Op = 'start' | 'pause' | 'resume' | 'stop' | 'dock';
const command = (op: Op, id: number, token = a.adminToken) =>
  call<TCommand>(t.app, 'POST', `robotinfo/robot/${op}/${id}`, { token, lang: 'en' });
const logged = async (action: string, robotId: number) =>
  (await t.database.db.execute(sql`select detail from operation_log where action = ${action} and target like ${`robot:${robotId} %`}`))
    .rows;

describe('POST robotinfo/robot/start/:id', () => {
  it('sends a full coverage startTask on the active map with a manual task id, and logs it', async () => {
    const { robot, received } = await onlineRobot({ mapId: 'floor-1' });
    const before = Date.now();
    const r = await command('start', robot.id);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ code: 0, data: { robotId: robot.id, type: 'startTask', operateState: 0 } });
    await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 5_000 });
    const args = received[0]!.args as { taskId: string; mapId: string };
    expect(args.mapId).toBe('floor-1');
    expect(Number(/^manual-(\d+)$/.exec(args.taskId)?.[1])).toBeGreaterThanOrEqual(before);
    expect(await logged('robot.startTask', robot.id)).toHaveLength(1);
  });
  it('refuses a working robot, a locked one and one being upgraded', async () => {
    const working = await onlineRobot({ workStatus: 1, deviceState: 1 });
    expect(await command('start', working.robot.id)).toMatchObject({ status: 409, body: { code: ErrorCode.ROBOT_WORKING } });
    const upgrading = await onlineRobot();
    await t.database.db.execute(sql`update robot_state set upgrading = true where robot_id = ${upgrading.robot.id}`);
    expect((await command('start', upgrading.robot.id)).body.code).toBe(ErrorCode.ROBOT_UPGRADING);
    const locked = await onlineRobot();
    await t.database.db.execute(sql`update robots set locked = true where id = ${locked.robot.id}`);
    expect((await command('start', locked.robot.id)).body.code).toBe(ErrorCode.ROBOT_LOCKED);
    expect([...working.received, ...upgrading.received, ...locked.received]).toEqual([]);
  });
  it('is not found for another organisation, refused without robotOperate:command, and offline robots are refused', async () => {
    const { robot } = await onlineRobot();
    expect(await command('start', robot.id, b.adminToken)).toMatchObject({ status: 404, body: { code: ErrorCode.NOT_FOUND } });
    expect((await command('start', robot.id, viewToken)).body.code).toBe(ErrorCode.PERMISSION_DENIED);
    expect((await command('start', (await register()).id)).body.code).toBe(ErrorCode.ROBOT_OFFLINE);
  });
});

describe('POST robotinfo/robot/pause/:id', () => {
  it('pauses a running task; anything else is "already …"', async () => {
    const running = await onlineRobot({ workStatus: 1, deviceState: 1 });
    const r = await command('pause', running.robot.id);
    expect(r.body.data).toMatchObject({ type: 'pause', operateState: 0 });
    const idle = await onlineRobot();
    expect(await command('pause', idle.robot.id)).toMatchObject({
      status: 409,
      body: { code: ErrorCode.ROBOT_STATE_UNCHANGED, msg: 'The device is already idle' },
    });
    expect((await command('pause', running.robot.id, b.adminToken)).body.code).toBe(ErrorCode.NOT_FOUND);
    expect((await command('pause', running.robot.id, viewToken)).body.code).toBe(ErrorCode.PERMISSION_DENIED);
  });
});

describe('POST robotinfo/robot/resume/:id', () => {
  it('resumes a paused task only', async () => {
    const paused = await onlineRobot({ workStatus: 2, deviceState: 5 });
    expect((await command('resume', paused.robot.id)).body.data).toMatchObject({ type: 'resume' });
    const running = await onlineRobot({ workStatus: 1, deviceState: 1 });
    expect(await command('resume', running.robot.id)).toMatchObject({
      body: { code: ErrorCode.ROBOT_STATE_UNCHANGED, msg: 'The device is already running a task' },
    });
    expect((await command('resume', paused.robot.id, b.adminToken)).body.code).toBe(ErrorCode.NOT_FOUND);
    expect((await command('resume', paused.robot.id, viewToken)).body.code).toBe(ErrorCode.PERMISSION_DENIED);
  });
});

describe('POST robotinfo/robot/stop/:id', () => {
  it('always sends stop, even to a locked robot (it only makes the robot safer)', async () => {
    const { robot, received } = await onlineRobot({ workStatus: 1 });
    await t.database.db.execute(sql`update robots set locked = true where id = ${robot.id}`);
    expect((await command('stop', robot.id)).body.data).toMatchObject({ type: 'stop', operateState: 0 });
    await vi.waitFor(() => expect(received.map((c) => c.type)).toEqual(['stop']), { timeout: 5_000 });
    expect((await command('stop', robot.id, b.adminToken)).body.code).toBe(ErrorCode.NOT_FOUND);
    expect((await command('stop', robot.id, viewToken)).body.code).toBe(ErrorCode.PERMISSION_DENIED);
  });
});

describe('POST robotinfo/robot/dock/:id', () => {
  it('sends dock; a locked robot must be unlocked first', async () => {
    const { robot } = await onlineRobot({ workStatus: 1 });
    expect((await command('dock', robot.id)).body.data).toMatchObject({ type: 'dock', operateState: 0 });
    await t.database.db.execute(sql`update robots set locked = true where id = ${robot.id}`);
    expect((await command('dock', robot.id)).body.code).toBe(ErrorCode.ROBOT_LOCKED);
    expect((await command('dock', robot.id, b.adminToken)).body.code).toBe(ErrorCode.NOT_FOUND);
    expect((await command('dock', robot.id, viewToken)).body.code).toBe(ErrorCode.PERMISSION_DENIED);
  });
});
