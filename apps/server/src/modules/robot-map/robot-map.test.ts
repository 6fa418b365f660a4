import { decodeGrid, ErrorCode, type TCommand, type TRobotMap, type TRobotMapWithGrid } from '@fleet/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUserWithCodes } from '../../../test/fixtures';
import { call, createTestApp, login, type TestApp } from '../../../test/helpers';
import { closeRobot } from '../../../test/robot-fixtures';
import { buildBusiness } from '../../../test/tenancy-fixtures';
import { CELLS, gridOf, manifest, mapInfo, mapRobots } from './robot-map.fixtures';

/** The map routes, and the manifest and grid uplinks, against robots on the test app's broker. */
let t: TestApp;
let a: Awaited<ReturnType<typeof buildBusiness>>;
let b: Awaited<ReturnType<typeof buildBusiness>>;
let robots: ReturnType<typeof mapRobots>;
/** Platform users holding exactly one operate code besides the menu. */
const tokens: Record<'view' | 'map', string> = { view: '', map: '' };
beforeAll(async () => {
  t = await createTestApp();
  const platform = await login(t.app);
  a = await buildBusiness(t.app, platform, 'MA');
  b = await buildBusiness(t.app, platform, 'MB');
  robots = mapRobots(t, () => a.adminToken);
  for (const op of ['view', 'map'] as const) {
    const u = await createUserWithCodes(t.database.db, ['robotOperate', `robotOperate:${op}`]);
    tokens[op] = await login(t.app, u.account, u.password);
  }
});
afterAll(async () => {
  for (const [c, r] of robots.clients) await closeRobot(c, r);
  await t.close();
});

const A = mapInfo('floor-a');
const B = mapInfo('floor-b', { width: 2, height: 2 });
const list = (robotId: number, token = a.adminToken) => call<TRobotMap[]>(t.app, 'GET', `robotinfo/map/list/${robotId}`, { token });
const info = (robotId: number, mapId: string, token = a.adminToken) =>
  call<TRobotMapWithGrid>(t.app, 'GET', `robotinfo/map/info/${robotId}/${mapId}`, { token });
const logged = async (action: string, robotId: number) =>
  (await t.database.db.execute(sql`select 1 from operation_log where action = ${action} and target like ${`robot:${robotId} %`}`)).rows
    .length;
const settled = (commandId: string) =>
  vi.waitFor(
    async () => {
      const r = await call<TCommand>(t.app, 'GET', `robotinfo/robot/command/${commandId}`, { token: a.adminToken });
      if (r.body.data.operateState === 0) throw new Error('no answer yet');
      return r.body.data;
    },
    { timeout: 5_000, interval: 50 },
  );

/** A robot online that reported floors A (active, grid uploaded) and B (grid never sent). */
const withMaps = async (opts: { result?: 'success' | 'failed' } = {}) => {
  const r = await robots.online({ ...opts, grids: { [A.mapId]: gridOf(A) } });
  await r.publish('maps', manifest([A, B]));
  await vi.waitFor(
    async () => {
      const maps = (await list(r.robot.id)).body.data;
      if (!maps?.find((m) => m.mapId === A.mapId)?.hasGrid) throw new Error('grid not stored yet');
      // Through an external broker the request for B's grid may arrive after A's grid was stored.
      if (!r.received.some((c) => c.type === 'uploadMap' && c.args.mapId === B.mapId)) throw new Error('uploadMap of B not received yet');
    },
    { timeout: 5_000, interval: 50 },
  );
  r.received.length = 0;
  return r;
};

describe('up/maps and up/map (gateway)', () => {
  it('stores the manifest, asks for every grid it lacks as the system, and stores a grid that fits', async () => {
    const { robot, received, publish } = await robots.online({ grids: { [A.mapId]: gridOf(A) } });
    await publish('maps', manifest([A, B]));
    await vi.waitFor(
      () =>
        expect(
          received
            .filter((c) => c.type === 'uploadMap')
            .map((c) => c.args.mapId)
            .sort(),
        ).toEqual([A.mapId, B.mapId]),
      { timeout: 5_000 },
    );
    const users = await t.database.db.execute(
      sql`select created_by from robot_commands where robot_id = ${robot.id} and type = 'uploadMap'`,
    );
    expect(users.rows).toEqual([{ created_by: null }, { created_by: null }]);
    await vi.waitFor(async () => expect((await list(robot.id)).body.data.find((m) => m.mapId === A.mapId)?.hasGrid).toBe(true), {
      timeout: 5_000,
    });
    const maps = (await list(robot.id)).body.data;
    expect(maps.map((m) => [m.mapId, m.active, m.hasGrid, m.archivedAt])).toEqual([
      [A.mapId, true, true, null],
      [B.mapId, false, false, null],
    ]);
    expect(maps[0]).toMatchObject({
      name: A.name,
      width: 4,
      height: 3,
      resolution: 0.5,
      landmarks: A.landmarks,
      paths: A.paths,
      dock: A.dock,
    });

    // A grid of the wrong size is dropped; a map the robot stops listing is archived, not deleted.
    await publish('map', { mapId: B.mapId, version: B.version, encoding: 'rle8', data: gridOf(B, [0, 0, 0]).data });
    await publish('maps', manifest([A]));
    await vi.waitFor(async () => expect((await list(robot.id)).body.data.find((m) => m.mapId === B.mapId)?.archivedAt).not.toBeNull(), {
      timeout: 5_000,
    });
    expect((await list(robot.id)).body.data.find((m) => m.mapId === B.mapId)).toMatchObject({ hasGrid: false, active: false });
  });

  it('asks again when a map changes version, and not while the stored grid is current', async () => {
    const { robot, received, publish } = await withMaps();
    await publish('maps', manifest([A, B]));
    await publish('maps', manifest([{ ...A, version: 'floor-a-v2' }, B]));
    await vi.waitFor(() => expect(received.filter((c) => c.type === 'uploadMap' && c.args.mapId === A.mapId)).toHaveLength(1), {
      timeout: 5_000,
    });
    expect((await list(robot.id)).body.data.find((m) => m.mapId === A.mapId)).toMatchObject({ version: 'floor-a-v2', hasGrid: false });
  });
});

describe('GET robotinfo/map/list/:id', () => {
  it('lists the maps without grids; empty before any manifest', async () => {
    const fresh = await robots.register();
    expect(await list(fresh.id)).toMatchObject({ status: 200, body: { code: 0, data: [] } });
    const { robot } = await withMaps();
    const r = await list(robot.id, tokens.view);
    expect(r.status).toBe(200);
    expect(r.body.data.map((m) => m.mapId)).toEqual([A.mapId, B.mapId]);
    expect(r.body.data[0]).not.toHaveProperty('grid');
  });
  it('is not found for another organisation and refused without robotOperate:view', async () => {
    const robot = await robots.register();
    expect(await list(robot.id, b.adminToken)).toMatchObject({ status: 404, body: { code: ErrorCode.NOT_FOUND } });
    expect((await list(robot.id, tokens.map)).body.code).toBe(ErrorCode.PERMISSION_DENIED);
  });
});

describe('GET robotinfo/map/info/:id/:mapId', () => {
  it('answers the grid, MAP_NOT_UPLOADED before it came and MAP_NOT_FOUND for a map never reported', async () => {
    const { robot } = await withMaps();
    const r = await info(robot.id, A.mapId);
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ mapId: A.mapId, active: true, hasGrid: true });
    expect(Array.from(decodeGrid(r.body.data.grid, 12))).toEqual(CELLS);
    expect(await info(robot.id, B.mapId)).toMatchObject({ status: 409, body: { code: ErrorCode.MAP_NOT_UPLOADED } });
    expect(await info(robot.id, 'nope')).toMatchObject({ status: 404, body: { code: ErrorCode.MAP_NOT_FOUND } });
  });
  it('is not found for another organisation and refused without robotOperate:view', async () => {
    const { robot } = await withMaps();
    expect(await info(robot.id, A.mapId, b.adminToken)).toMatchObject({ status: 404, body: { code: ErrorCode.NOT_FOUND } });
    expect((await info(robot.id, A.mapId, tokens.map)).body.code).toBe(ErrorCode.PERMISSION_DENIED);
  });
});

const switchMap = (robotId: number, mapId: string, token = a.adminToken) =>
  call<TCommand>(t.app, 'POST', `robotinfo/map/switch/${robotId}/${mapId}`, { token });

describe('POST robotinfo/map/switch/:id/:mapId', () => {
  it('sends setMap, logs it, and the success ack makes the map active', async () => {
    const { robot, received } = await withMaps();
    const r = await switchMap(robot.id, B.mapId);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ code: 0, data: { robotId: robot.id, type: 'setMap', operateState: 0 } });
    expect(await settled(r.body.data.commandId)).toMatchObject({ operateState: 1 });
    expect(received.map((c) => [c.type, c.args])).toEqual([['setMap', { mapId: B.mapId }]]);
    expect((await list(robot.id)).body.data.filter((m) => m.active).map((m) => m.mapId)).toEqual([B.mapId]);
    expect(await logged('robot.map.switch', robot.id)).toBe(1);
  });
  it('refuses a working robot, a locked one, a map it does not hold and an offline robot', async () => {
    const { robot, received } = await withMaps();
    await t.database.db.execute(sql`update robot_state set work_status = 1 where robot_id = ${robot.id}`);
    expect(await switchMap(robot.id, B.mapId)).toMatchObject({ status: 409, body: { code: ErrorCode.ROBOT_WORKING } });
    await t.database.db.execute(sql`update robot_state set work_status = 0, device_state = 0 where robot_id = ${robot.id}`);
    expect(await switchMap(robot.id, 'nope')).toMatchObject({ status: 404, body: { code: ErrorCode.MAP_NOT_FOUND } });
    await t.database.db.execute(sql`update robots set locked = true where id = ${robot.id}`);
    expect(await switchMap(robot.id, B.mapId)).toMatchObject({ status: 409, body: { code: ErrorCode.ROBOT_LOCKED } });
    expect(received).toEqual([]);
    const offline = await robots.register();
    await t.database.db
      .execute(sql`insert into robot_maps (robot_id, map_id, name, version, width, height, resolution, origin_x, origin_y, dock)
      values (${offline.id}, 'm1', 'M1', 'v1', 2, 2, 0.5, 0, 0, '{"x":0,"y":0,"angle":0}')`);
    expect(await switchMap(offline.id, 'm1')).toMatchObject({ status: 409, body: { code: ErrorCode.ROBOT_OFFLINE } });
  });
  it('is not found for another organisation and refused with only robotOperate:view', async () => {
    const { robot, received } = await withMaps();
    expect(await switchMap(robot.id, B.mapId, b.adminToken)).toMatchObject({ status: 404, body: { code: ErrorCode.NOT_FOUND } });
    expect((await switchMap(robot.id, B.mapId, tokens.view)).body.code).toBe(ErrorCode.PERMISSION_DENIED);
    expect(received).toEqual([]);
  });
});

const copy = (robotId: number, body: unknown, token = a.adminToken) =>
  call<TCommand>(t.app, 'POST', `robotinfo/map/copy/${robotId}`, { token, body });

describe('POST robotinfo/map/copy/:id', () => {
  it('sends importMap with the map and its grid to the target robot, and logs it', async () => {
    const { robot } = await withMaps();
    const target = await robots.online();
    const r = await copy(robot.id, { mapId: A.mapId, targetRobotId: target.robot.id }, tokens.map);
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ robotId: target.robot.id, type: 'importMap', operateState: 0 });
    expect(await settled(r.body.data.commandId)).toMatchObject({ operateState: 1 });
    const sent = target.received.find((c) => c.type === 'importMap')!;
    expect(sent.args).toEqual({ map: A, grid: gridOf(A).data });
    expect(await logged('robot.map.copy', robot.id)).toBe(1);
  });
  it('ends failed when the target refuses (the console shows "Map copy command failed")', async () => {
    const { robot } = await withMaps();
    const target = await robots.online({ result: 'failed' });
    const r = await copy(robot.id, { mapId: A.mapId, targetRobotId: target.robot.id });
    expect(await settled(r.body.data.commandId)).toMatchObject({ operateState: 2 });
  });
  it('refuses the same robot, a map without grid, an unknown map, a target of another organisation and an offline target', async () => {
    const { robot } = await withMaps();
    expect(await copy(robot.id, { mapId: A.mapId, targetRobotId: robot.id })).toMatchObject({
      status: 400,
      body: { code: ErrorCode.VALIDATION, data: { fields: [{ path: 'targetRobotId' }] } },
    });
    const target = await robots.online();
    expect((await copy(robot.id, { mapId: B.mapId, targetRobotId: target.robot.id })).body.code).toBe(ErrorCode.MAP_NOT_UPLOADED);
    expect((await copy(robot.id, { mapId: 'nope', targetRobotId: target.robot.id })).body.code).toBe(ErrorCode.MAP_NOT_FOUND);
    const foreign = await mapRobots(t, () => b.adminToken).register();
    expect(await copy(robot.id, { mapId: A.mapId, targetRobotId: foreign.id })).toMatchObject({
      status: 404,
      body: { code: ErrorCode.NOT_FOUND },
    });
    const offline = await robots.register();
    expect((await copy(robot.id, { mapId: A.mapId, targetRobotId: offline.id })).body.code).toBe(ErrorCode.ROBOT_OFFLINE);
    expect(target.received.filter((c) => c.type === 'importMap')).toEqual([]);
  });
  it('is not found for another organisation and refused with only robotOperate:view', async () => {
    const { robot } = await withMaps();
    const target = await robots.register();
    expect(await copy(robot.id, { mapId: A.mapId, targetRobotId: target.id }, b.adminToken)).toMatchObject({
      status: 404,
      body: { code: ErrorCode.NOT_FOUND },
    });
    expect((await copy(robot.id, { mapId: A.mapId, targetRobotId: target.id }, tokens.view)).body.code).toBe(ErrorCode.PERMISSION_DENIED);
  });
});
