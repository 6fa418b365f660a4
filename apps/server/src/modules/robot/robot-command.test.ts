import { ErrorCode, upTopic, type TCommand } from '@fleet/contracts';
import { sql } from 'drizzle-orm';
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, createTestApp, login, type TestApp } from '../../../test/helpers';
import { answeringRobot, closeRobot, openLive, type TestRobot } from '../../../test/robot-fixtures';
import { activate, buildBusiness, must, uniq } from '../../../test/tenancy-fixtures';

/** Lock, unlock and reset travel as commands to a real MQTT client on the test app's broker. */
let t: TestApp;
let a: Awaited<ReturnType<typeof buildBusiness>>;
let b: Awaited<ReturnType<typeof buildBusiness>>;
const clients: [MqttClient, TestRobot][] = [];
let seq = 0;
beforeAll(async () => {
  t = await createTestApp();
  const platform = await login(t.app);
  a = await buildBusiness(t.app, platform, 'CA');
  b = await buildBusiness(t.app, platform, 'CB');
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
      deviceNumber: `SIMULATION-130-${String((seq += 1) + Math.floor(Math.random() * 90000)).padStart(5, '0')}`,
      alias: 'Cmd',
      robotType: 1,
      simulated: true,
    },
  );
  return { id: r.id, deviceNumber: r.deviceNumber, secret: r.deviceSecret };
};

/** A robot online that answers every command with `result`, recording what it received. */
const onlineRobot = async (result: 'success' | 'failed' = 'success') => {
  const robot = await register();
  const { client, received } = await answeringRobot(t, robot, a.adminToken, { result });
  clients.push([client, robot]);
  return { robot, client, received };
};

const command = (op: 'lock' | 'unlock' | 'reset', id: number, token = a.adminToken, lang = 'en') =>
  call<TCommand>(t.app, 'POST', `robotinfo/robot/${op}/${id}`, { token, lang });
const settled = (commandId: string, token = a.adminToken) =>
  vi.waitFor(
    async () => {
      const r = await call<TCommand>(t.app, 'GET', `robotinfo/robot/command/${commandId}`, { token });
      if (r.body.data.operateState === 0) throw new Error('no answer yet');
      return r.body.data;
    },
    { timeout: 5_000, interval: 50 },
  );
const lockedInDb = async (id: number) =>
  (await t.database.db.execute<{ locked: boolean }>(sql`select locked from robots where id = ${id}`)).rows[0]!.locked;

describe('POST robotinfo/robot/lock/:id', () => {
  it('sends the command, and the success ack locks the robot', async () => {
    const { robot, received } = await onlineRobot();
    const r = await command('lock', robot.id);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ code: 0, data: { robotId: robot.id, type: 'lock', operateState: 0 } });
    expect(await settled(r.body.data.commandId)).toMatchObject({ operateState: 1 });
    expect(received.map((c) => c.type)).toEqual(['lock']);
    expect(await lockedInDb(robot.id)).toBe(true);
    const again = await command('lock', robot.id);
    expect(again.body).toMatchObject({ code: ErrorCode.ROBOT_STATE_UNCHANGED, msg: 'The device is already locked' });
    expect(received).toHaveLength(1);
  });

  it('browsers watching the robot see it locked once the robot answers (not the flag cached before)', async () => {
    const { robot, client } = await onlineRobot();
    const httpUrl = t.app.server.listening
      ? `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`
      : await t.app.listen({ port: 0, host: '127.0.0.1' });
    const live = await openLive(httpUrl, a.adminToken);
    live.send({ type: 'subscribe', robotIds: [robot.id] });
    // The hub caches the robot's registration with its first uplink: make sure it has it, unlocked.
    await client.publishAsync(upTopic(robot.deviceNumber, 'status'), JSON.stringify({ online: true }), { qos: 1, retain: true });
    await vi.waitFor(() => expect(live.stateOf(robot.id)).toMatchObject({ locked: false }), { timeout: 5_000 });
    const r = await command('lock', robot.id);
    await settled(r.body.data.commandId);
    await vi.waitFor(() => expect(live.stateOf(robot.id)).toMatchObject({ locked: true }), { timeout: 5_000 });
    live.close();
  });

  it('a failed ack leaves the robot unlocked', async () => {
    const { robot } = await onlineRobot('failed');
    const r = await command('lock', robot.id);
    expect(await settled(r.body.data.commandId)).toMatchObject({ operateState: 2 });
    expect(await lockedInDb(robot.id)).toBe(false);
  });

  it('refuses an offline robot with "Offline robot cannot proceed", and a robot of another tenant', async () => {
    const robot = await register();
    const r = await command('lock', robot.id);
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({ code: ErrorCode.ROBOT_OFFLINE, msg: 'Offline robot cannot proceed' });
    expect((await command('lock', robot.id, b.adminToken)).body.code).toBe(ErrorCode.NOT_FOUND);
  });
  it('the organisation a robot is hosted to may lock it inside the window only', async () => {
    const role = await must(t.app, a.adminToken, 'POST', 'user-service/role/save', {
      name: 'Host operator',
      orgId: a.childId,
      permissions: ['robotOperate', 'robotOperate:view', 'robotOperate:lock'],
    });
    const account = uniq('hop');
    await must(t.app, a.adminToken, 'POST', 'user-service/user/userinfo/save', {
      account,
      userName: 'Host',
      password: 'First#Pass2026',
      orgId: a.childId,
      roleId: role.id,
    });
    const hostToken = await activate(t.app, account, 'First#Pass2026');
    const { robot } = await onlineRobot();
    expect((await command('lock', robot.id, hostToken)).body.code).toBe(ErrorCode.NOT_FOUND);
    const hour = 3600_000;
    await must(t.app, a.adminToken, 'POST', 'robotinfo/trusteeship/host', {
      robotIds: [robot.id],
      orgId: a.childId,
      type: 2,
      startAt: new Date(Date.now() - hour).toISOString(),
      endAt: new Date(Date.now() + hour).toISOString(),
    });
    const r = await command('lock', robot.id, hostToken);
    expect(await settled(r.body.data.commandId, hostToken)).toMatchObject({ operateState: 1 });
    await t.database.db.execute(sql`update robot_hostings set end_at = now() - interval '1 minute' where robot_id = ${robot.id}`);
    expect((await command('lock', robot.id, hostToken)).body.code).toBe(ErrorCode.NOT_FOUND);
    expect((await call(t.app, 'GET', `robotinfo/robot/command/${r.body.data.commandId}`, { token: hostToken })).body.code).toBe(
      ErrorCode.NOT_FOUND,
    );
  });
});

describe('POST robotinfo/robot/unlock/:id', () => {
  it('refuses a robot that is not locked, then unlocks a locked one', async () => {
    const { robot } = await onlineRobot();
    expect((await command('unlock', robot.id)).body.code).toBe(ErrorCode.ROBOT_STATE_UNCHANGED);
    await settled((await command('lock', robot.id)).body.data.commandId);
    const r = await command('unlock', robot.id);
    expect(await settled(r.body.data.commandId)).toMatchObject({ type: 'unlock', operateState: 1 });
    expect(await lockedInDb(robot.id)).toBe(false);
  });
});

describe('POST robotinfo/robot/reset/:id', () => {
  it('clears the task, map and telemetry history on success; a locked robot must be unlocked first', async () => {
    const { robot } = await onlineRobot();
    await t.database.db.execute(
      sql`update robot_state set task_id = 'task-1', progress = 40, map_id = 'm', x = 1, y = 2, angle = 0 where robot_id = ${robot.id}`,
    );
    await t.database.db.execute(
      sql`insert into robot_telemetry (robot_id, ts, battery) values (${robot.id}, now(), 50), (${robot.id}, now(), 49)`,
    );
    const r = await command('reset', robot.id);
    expect(await settled(r.body.data.commandId)).toMatchObject({ type: 'reset', operateState: 1 });
    const s = await t.database.db.execute(sql`select task_id, progress, map_id, x from robot_state where robot_id = ${robot.id}`);
    expect(s.rows[0]).toEqual({ task_id: null, progress: null, map_id: null, x: null });
    const h = await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from robot_telemetry where robot_id = ${robot.id}`);
    expect(h.rows[0]!.n).toBe(0);
    await settled((await command('lock', robot.id)).body.data.commandId);
    expect((await command('reset', robot.id, a.adminToken, 'en')).body).toMatchObject({
      code: ErrorCode.ROBOT_LOCKED,
      msg: 'The device is locked; unlock it first',
    });
  });
});

describe('GET robotinfo/robot/command/:commandId', () => {
  it('shows a command only to those who see its robot', async () => {
    const { robot } = await onlineRobot();
    const r = await command('lock', robot.id);
    const foreign = await call(t.app, 'GET', `robotinfo/robot/command/${r.body.data.commandId}`, { token: b.adminToken });
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe(ErrorCode.NOT_FOUND);
    const unknown = await call(t.app, 'GET', 'robotinfo/robot/command/00000000-0000-4000-8000-000000000000', { token: a.adminToken });
    expect(unknown.body.code).toBe(ErrorCode.NOT_FOUND);
  });
});
