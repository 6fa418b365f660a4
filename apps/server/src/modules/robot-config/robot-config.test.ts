import { ErrorCode, type TCommand, type TRobotConfig } from '@fleet/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithCodes } from '../../../test/fixtures';
import { call, createTestApp, login, type TestApp } from '../../../test/helpers';
import { closeRobot } from '../../../test/robot-fixtures';
import { buildBusiness } from '../../../test/tenancy-fixtures';
import { configReport, configRobots } from './robot-config.fixtures';

/** The configuration routes against robots online on the test app's broker. */
let t: TestApp;
let a: Awaited<ReturnType<typeof buildBusiness>>;
let b: Awaited<ReturnType<typeof buildBusiness>>;
let robots: ReturnType<typeof configRobots>;
/** Platform users holding exactly one operate code besides the menu. */
const tokens: Record<'view' | 'config' | 'setting', string> = { view: '', config: '', setting: '' };
beforeAll(async () => {
  t = await createTestApp();
  const platform = await login(t.app);
  a = await buildBusiness(t.app, platform, 'GA');
  b = await buildBusiness(t.app, platform, 'GB');
  robots = configRobots(t, () => a.adminToken);
  for (const op of ['view', 'config', 'setting'] as const) {
    const u = await createUserWithCodes(t.database.db, ['robotOperate', `robotOperate:${op}`]);
    tokens[op] = await login(t.app, u.account, u.password);
  }
});
afterAll(async () => {
  for (const [c, r] of robots.clients) await closeRobot(c, r);
  await t.close();
});

const get = (robotId: number, token = a.adminToken) => call<TRobotConfig>(t.app, 'GET', `robotinfo/config/info/${robotId}`, { token });
const send = (method: 'POST' | 'PUT', path: string, body: unknown, token = a.adminToken) =>
  call<TCommand>(t.app, method, `robotinfo/config/${path}`, { token, body });
const logged = async (action: string, robotId: number) =>
  (await t.database.db.execute(sql`select 1 from operation_log where action = ${action} and target like ${`robot:${robotId} %`}`)).rows
    .length;

describe('GET robotinfo/config/info/:robotId', () => {
  it('answers the last report with remaining life, and CONFIG_NOT_REPORTED before the first', async () => {
    const { robot, reported } = await robots.online();
    const before = await get(robot.id);
    expect(before.status).toBe(409);
    expect(before.body).toMatchObject({ code: ErrorCode.CONFIG_NOT_REPORTED });
    const report = configReport();
    await reported(report);
    const r = await get(robot.id);
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({
      robotId: robot.id,
      values: report.values,
      sim: report.sim,
      versions: report.versions,
      scheduleVersion: null,
      consumables: [
        { key: 'mainBrush', lifespanHours: 300, usedHours: 75, remainingHours: 225, remainingPercent: 75 },
        { key: 'filter', lifespanHours: 100, usedHours: 95, remainingHours: 5, remainingPercent: 5 },
      ],
    });
  });
  it('is not found for another organisation and refused without robotOperate:view', async () => {
    const { robot, reported } = await robots.online();
    await reported();
    expect(await get(robot.id, b.adminToken)).toMatchObject({ status: 404, body: { code: ErrorCode.NOT_FOUND } });
    expect((await get(robot.id, tokens.config)).body.code).toBe(ErrorCode.PERMISSION_DENIED);
    expect((await get(robot.id, tokens.view)).body.code).toBe(0);
  });
});

describe('POST robotinfo/config/refresh', () => {
  it('sends getConfig and logs it; refused offline, for another tenant and without robotOperate:config', async () => {
    const { robot, received } = await robots.online();
    const r = await send('POST', 'refresh', { robotId: robot.id });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ robotId: robot.id, type: 'getConfig', operateState: 0 });
    await expect.poll(() => received.map((c) => c.type)).toEqual(['getConfig']);
    expect(await logged('robot.config.refresh', robot.id)).toBe(1);
    const offline = await robots.register();
    expect((await send('POST', 'refresh', { robotId: offline.id })).body.code).toBe(ErrorCode.ROBOT_OFFLINE);
    expect((await send('POST', 'refresh', { robotId: robot.id }, b.adminToken)).status).toBe(404);
    expect((await send('POST', 'refresh', { robotId: robot.id }, tokens.setting)).body.code).toBe(ErrorCode.PERMISSION_DENIED);
  });
});

describe('PUT robotinfo/config/set', () => {
  it('sends only the values that differ from the report', async () => {
    const { robot, received, reported } = await robots.online();
    await reported();
    const r = await send('PUT', 'set', { robotId: robot.id, values: { volume: 60, maxSpeed: 0.8, junkEventMode: 'boot' } });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ type: 'setConfig', operateState: 0 });
    await expect.poll(() => received.length).toBe(1);
    expect(received[0]!.args).toEqual({ values: { maxSpeed: 0.8, junkEventMode: 'boot' } });
    expect(await logged('robot.config.set', robot.id)).toBe(1);
  });
  it('answers NO_CHANGES for the reported values and CONFIG_NOT_REPORTED before a report', async () => {
    const { robot, received, reported } = await robots.online();
    expect((await send('PUT', 'set', { robotId: robot.id, values: { volume: 10 } })).body.code).toBe(ErrorCode.CONFIG_NOT_REPORTED);
    await reported();
    const r = await send('PUT', 'set', { robotId: robot.id, values: { volume: 60, waterLevel: 2 } });
    expect(r).toMatchObject({
      status: 400,
      body: { code: ErrorCode.NO_CHANGES, msg: 'No changes: click Cancel or modify something first' },
    });
    expect(received).toHaveLength(0);
  });
  it('names the bad value and sends nothing', async () => {
    const { robot, received, reported } = await robots.online();
    await reported();
    const r = await send('PUT', 'set', { robotId: robot.id, values: { volume: 101, streamingVersion: 3 } });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe(ErrorCode.VALIDATION);
    expect((r.body.data as unknown as { fields: { path: string }[] }).fields.map((f) => f.path).sort()).toEqual([
      'values.streamingVersion',
      'values.volume',
    ]);
    expect(received).toHaveLength(0);
  });
  it('configures a locked robot, refuses an upgrading one', async () => {
    const { robot, reported } = await robots.online();
    await reported();
    await t.database.db.execute(sql`update robots set locked = true where id = ${robot.id}`);
    expect((await send('PUT', 'set', { robotId: robot.id, values: { volume: 30 } })).body.code).toBe(0);
    await t.database.db.execute(sql`update robot_state set upgrading = true where robot_id = ${robot.id}`);
    expect((await send('PUT', 'set', { robotId: robot.id, values: { volume: 40 } })).body.code).toBe(ErrorCode.ROBOT_UPGRADING);
  });
  it('is open to robotOperate:config or :setting, not to view only, nor to another tenant', async () => {
    const { robot, reported } = await robots.online();
    await reported();
    expect((await send('PUT', 'set', { robotId: robot.id, values: { volume: 31 } }, tokens.setting)).body.code).toBe(0);
    expect((await send('PUT', 'set', { robotId: robot.id, values: { volume: 32 } }, tokens.config)).body.code).toBe(0);
    expect((await send('PUT', 'set', { robotId: robot.id, values: { volume: 33 } }, tokens.view)).body.code).toBe(
      ErrorCode.PERMISSION_DENIED,
    );
    expect((await send('PUT', 'set', { robotId: robot.id, values: { volume: 34 } }, b.adminToken)).status).toBe(404);
  });
});

describe('PUT robotinfo/config/import', () => {
  it('overwrites every value (setConfig with replace), and refuses an incomplete file', async () => {
    const { robot, received, reported } = await robots.online();
    await reported();
    const values = { ...configReport().values, volume: 20, streamingVersion: 1 };
    const r = await send('PUT', 'import', { robotId: robot.id, values });
    expect(r.body.data).toMatchObject({ type: 'setConfig', operateState: 0 });
    await expect.poll(() => received.length).toBe(1);
    expect(received[0]!.args).toEqual({ values, replace: true });
    expect(await logged('robot.config.import', robot.id)).toBe(1);
    const partial = await send('PUT', 'import', { robotId: robot.id, values: { volume: 20 } });
    expect(partial.status).toBe(400);
    expect((partial.body.data as unknown as { fields: { path: string }[] }).fields.map((f) => f.path)).toContain('values.maxSpeed');
    expect(received).toHaveLength(1);
  });
  it('needs robotOperate:config and a robot the caller sees', async () => {
    const { robot, reported } = await robots.online();
    await reported();
    const body = { robotId: robot.id, values: configReport().values };
    expect((await send('PUT', 'import', body, tokens.setting)).body.code).toBe(ErrorCode.PERMISSION_DENIED);
    expect((await send('PUT', 'import', body, b.adminToken)).status).toBe(404);
  });
});

describe('POST robotinfo/config/resetConsumable', () => {
  it('sends resetConsumable for a reported key; an unknown key is not found', async () => {
    const { robot, received, reported } = await robots.online();
    await reported();
    const r = await send('POST', 'resetConsumable', { robotId: robot.id, key: 'filter' });
    expect(r.body.data).toMatchObject({ type: 'resetConsumable', operateState: 0 });
    await expect.poll(() => received.map((c) => c.args)).toEqual([{ key: 'filter' }]);
    const unknown = await send('POST', 'resetConsumable', { robotId: robot.id, key: 'rotor' });
    expect(unknown).toMatchObject({ status: 404, body: { code: ErrorCode.NOT_FOUND } });
    expect(received).toHaveLength(1);
  });
  it('needs robotOperate:setting and a robot the caller sees', async () => {
    const { robot, reported } = await robots.online();
    await reported();
    expect((await send('POST', 'resetConsumable', { robotId: robot.id, key: 'filter' }, tokens.config)).body.code).toBe(
      ErrorCode.PERMISSION_DENIED,
    );
    expect((await send('POST', 'resetConsumable', { robotId: robot.id, key: 'filter' }, b.adminToken)).status).toBe(404);
  });
});

describe('PUT robotinfo/config/alias', () => {
  const alias = async (id: number) =>
    (await t.database.db.execute<{ alias: string }>(sql`select alias from robots where id = ${id}`)).rows[0]!.alias;
  it('renames the robot (no robot online needed) and logs it', async () => {
    const robot = await robots.register();
    const r = await send('PUT', 'alias', { robotId: robot.id, alias: 'Lobby sweeper' });
    expect(r).toMatchObject({ status: 200, body: { code: 0, data: null } });
    expect(await alias(robot.id)).toBe('Lobby sweeper');
    expect(await logged('robot.alias', robot.id)).toBe(1);
    expect((await send('PUT', 'alias', { robotId: robot.id, alias: 'Lobby sweeper' })).body.code).toBe(ErrorCode.NO_CHANGES);
  });
  it('validates the alias and refuses other tenants and callers without robotOperate:setting', async () => {
    const robot = await robots.register();
    const long = await send('PUT', 'alias', { robotId: robot.id, alias: 'x'.repeat(31) });
    expect(long.status).toBe(400);
    expect(long.body.data).toMatchObject({ fields: [{ path: 'alias', code: 'validation.tooLong' }] });
    expect((await send('PUT', 'alias', { robotId: robot.id, alias: ' edge' })).body.data).toMatchObject({
      fields: [{ path: 'alias', code: 'validation.spaces' }],
    });
    expect((await send('PUT', 'alias', { robotId: robot.id, alias: 'Other' }, b.adminToken)).status).toBe(404);
    expect((await send('PUT', 'alias', { robotId: robot.id, alias: 'Other' }, tokens.config)).body.code).toBe(ErrorCode.PERMISSION_DENIED);
    expect(await alias(robot.id)).toBe('Cfg');
  });
});
