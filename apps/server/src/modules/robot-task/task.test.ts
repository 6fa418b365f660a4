import { ErrorCode, type TListResult, type TTask } from '@fleet/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithCodes } from '../../../test/fixtures';
import { login } from '../../../test/helpers';
import { setupWorld, taskBody } from './robot-task.fixtures';

let w: Awaited<ReturnType<typeof setupWorld>>;
let robot: { id: number; deviceNumber: string };
let foreign: { id: number; deviceNumber: string };
beforeAll(async () => {
  w = await setupWorld();
  robot = await w.register();
  await w.addMap(robot.id);
  await w.addMap(robot.id, 'map-old', { archived: true });
  await w.addMap(robot.id, 'map-bare', { paths: [], landmarks: [] });
  foreign = await w.register(w.b.adminToken);
  await w.addMap(foreign.id);
});
afterAll(() => w.t.close());

const create = (over: Record<string, unknown> = {}, token?: string) =>
  w.api<TTask>('POST', 'robotinfo/task/save', taskBody(robot.id, over), token);
const tokenWith = async (codes: string[]) => {
  const u = await createUserWithCodes(w.t.database.db, codes);
  return login(w.t.app, u.account, u.password);
};
const logged = async (action: string) =>
  Number((await w.t.database.db.execute<{ n: string }>(sql`select count(*) as n from operation_log where action = ${action}`)).rows[0]!.n);

describe('POST robotinfo/task/save', () => {
  it('creates a task on a map the robot holds, with map name and creator, and logs it', async () => {
    const r = await create();
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      code: 0,
      data: {
        robotId: robot.id,
        deviceNumber: robot.deviceNumber,
        name: 'Lobby morning',
        periodType: 0,
        execTime: '08:30',
        enabled: true,
        mapId: 'map-1',
        mapName: 'Floor map-1',
        pathId: null,
        pathName: null,
        cleanMode: 'cover',
        repeatTimes: 2,
        state: 0,
        creator: 'Admin TA',
      },
    });
    const patrol = await create({ name: 'Corridor patrol', periodType: 1, date: null, cleanMode: 'patrol', pathId: 'p-1' });
    expect(patrol.body.data).toMatchObject({ periodType: 1, date: null, pathId: 'p-1', pathName: 'Corridor' });
    expect(await logged('task.create')).toBeGreaterThanOrEqual(2);
  });

  it('validates the fields of spec §5 with messages in the caller’s language', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '' }, 'name', 'validation.required'],
      [{ name: ' Lobby' }, 'name', 'validation.spaces'],
      [{ name: 'x'.repeat(31) }, 'name', 'validation.tooLong'],
      [{ execTime: '8:30' }, 'execTime', 'validation.invalid'],
      [{ date: null }, 'date', 'validation.required'],
      [{ date: '2020-01-01' }, 'date', 'validation.invalid'],
      [{ cleanMode: 'patrol' }, 'pathId', 'validation.required'],
      [{ repeatTimes: 0 }, 'repeatTimes', 'validation.invalid'],
      [{ repeatTimes: 100 }, 'repeatTimes', 'validation.invalid'],
      [{ details: 'x'.repeat(301) }, 'details', 'validation.tooLong'],
    ];
    for (const [over, path, code] of cases) {
      const r = await create(over);
      expect(r.body, JSON.stringify(over)).toMatchObject({ code: ErrorCode.VALIDATION, data: { fields: [{ path, code }] } });
    }
    const zh = await w.api('POST', 'robotinfo/task/save', taskBody(robot.id, { name: '' }), w.a.adminToken, 'zh');
    expect(zh.body.msg).toMatch(/^名称：.*[\u4e00-\u9fff]/);
  });

  it('tells an API client the values an enum field takes', async () => {
    const r = await create({ cleanMode: 'edge' });
    expect(r.body).toMatchObject({
      code: ErrorCode.VALIDATION,
      msg: 'Cleaning mode: Must be one of: cover, patrol',
      data: { fields: [{ path: 'cleanMode', code: 'validation.oneOf', values: ['cover', 'patrol'] }] },
    });
    const ja = await w.api('POST', 'robotinfo/task/save', taskBody(robot.id, { scene: 7 }), w.a.adminToken, 'ja');
    expect(ja.body.msg).toBe('シーン：次のいずれかを指定してください：0, 1');
  });

  it('says a field left out of the body is required (not "invalid format")', async () => {
    const { name: _omitted, ...noName } = taskBody(robot.id);
    expect((await w.api('POST', 'robotinfo/task/save', noName)).body).toMatchObject({
      msg: 'Name: This field is required',
      data: { fields: [{ path: 'name', code: 'validation.required' }] },
    });
  });

  it('refuses a map the robot does not hold (or archived) and a path that is not on the map', async () => {
    expect((await create({ mapId: 'nope' })).body).toMatchObject({ code: ErrorCode.MAP_NOT_FOUND, data: { fields: [{ path: 'mapId' }] } });
    expect((await create({ mapId: 'map-old' })).body.code).toBe(ErrorCode.MAP_NOT_FOUND);
    expect((await create({ cleanMode: 'patrol', pathId: 'p-9' })).body).toMatchObject({
      code: ErrorCode.VALIDATION,
      data: { fields: [{ path: 'pathId' }] },
    });
  });

  it('answers "not found" for a robot of another organisation, and refuses callers without the right', async () => {
    const r = await w.api('POST', 'robotinfo/task/save', taskBody(foreign.id));
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ code: ErrorCode.NOT_FOUND, data: { fields: [{ path: 'robotId' }] } });
    const viewer = await create({}, await tokenWith(['robotOperate:view']));
    expect(viewer.body.code).toBe(ErrorCode.PERMISSION_DENIED);
    for (const code of ['robotOperate:task', 'editTask:create', 'taskManage:create'])
      expect((await create({}, await tokenWith([code]))).body.code, code).toBe(0);
  });
});

describe('POST robotinfo/task/list', () => {
  it('lists the robot’s tasks newest first, paged, filtered by keyword and switch', async () => {
    const r = await w.api<TListResult<TTask>>('POST', 'robotinfo/task/list', { robotId: robot.id, page: 1, pageSize: 2 });
    expect(r.status).toBe(200);
    expect(r.body.data.list).toHaveLength(2);
    expect(r.body.data.total).toBeGreaterThanOrEqual(5);
    const ids = r.body.data.list.map((x) => x.id);
    expect(ids[0]).toBeGreaterThan(ids[1]!);
    const kw = await w.api<TListResult<TTask>>('POST', 'robotinfo/task/list', { robotId: robot.id, keyword: 'Corridor' });
    expect(kw.body.data.list.map((x) => x.name)).toEqual(['Corridor patrol']);
    const off = await w.api<TListResult<TTask>>('POST', 'robotinfo/task/list', { robotId: robot.id, enabled: false });
    expect(off.body.data.total).toBe(0);
  });

  it('sorts by name, period and state on request, both ways; an unknown field is refused', async () => {
    const names = async (sortField: string, sortOrder: 'asc' | 'desc') =>
      (
        await w.api<TListResult<TTask>>('POST', 'robotinfo/task/list', { robotId: robot.id, pageSize: 100, sortField, sortOrder })
      ).body.data.list.map((x) => x.name);
    const byName = await names('name', 'asc');
    expect(byName).toEqual([...byName].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(await names('name', 'desc')).toEqual([...byName].reverse());
    const states = (
      await w.api<TListResult<TTask>>('POST', 'robotinfo/task/list', {
        robotId: robot.id,
        pageSize: 100,
        sortField: 'state',
        sortOrder: 'desc',
      })
    ).body.data.list.map((x) => x.state);
    expect(states).toEqual([...states].sort((a, b) => b - a));
    const bad = await w.api('POST', 'robotinfo/task/list', { robotId: robot.id, sortField: 'robot' });
    expect(bad.body.code).toBe(ErrorCode.VALIDATION);
    const fleet = await w.api<TListResult<TTask>>('POST', 'robotinfo/task/manage/list', { sortField: 'robot', sortOrder: 'asc' });
    expect(fleet.body.code).toBe(0);
  });

  it('marks a one-off task whose time passed without a run as expired (state 2)', async () => {
    const t = (await create({ name: 'Missed' })).body.data;
    await w.t.database.db.execute(sql`update robot_tasks set date = current_date - 2 where id = ${t.id}`);
    const list = await w.api<TListResult<TTask>>('POST', 'robotinfo/task/list', { robotId: robot.id, keyword: 'Missed' });
    expect(list.body.data.list[0]).toMatchObject({ id: t.id, state: 2 });
  });

  it('is "not found" for another organisation’s robot and needs a view right', async () => {
    expect((await w.api('POST', 'robotinfo/task/list', { robotId: foreign.id })).body.code).toBe(ErrorCode.NOT_FOUND);
    expect((await w.api('POST', 'robotinfo/task/list', { robotId: robot.id }, await tokenWith(['user:view']))).body.code).toBe(
      ErrorCode.PERMISSION_DENIED,
    );
  });
});

describe('POST robotinfo/task/manage/list', () => {
  it('lists tasks of every robot the caller sees, filtered by robot, keyword, switch and map', async () => {
    await w.api('POST', 'robotinfo/task/save', taskBody(foreign.id, { name: 'Foreign' }), w.b.adminToken);
    const mine = await w.api<TListResult<TTask>>('POST', 'robotinfo/task/manage/list', { pageSize: 100 });
    expect(mine.status).toBe(200);
    expect(mine.body.data.list.every((x) => x.robotId === robot.id)).toBe(true);
    const theirs = await w.api<TListResult<TTask>>('POST', 'robotinfo/task/manage/list', {}, w.b.adminToken);
    expect(theirs.body.data.list.map((x) => x.name)).toEqual(['Foreign']);
    const byRobot = await w.api<TListResult<TTask>>('POST', 'robotinfo/task/manage/list', {
      robot: robot.deviceNumber.slice(-5),
      keyword: 'Corridor',
      enabled: true,
      mapId: 'map-1',
    });
    expect(byRobot.body.data.list.map((x) => x.name)).toEqual(['Corridor patrol']);
  });

  it('needs taskManage:view', async () => {
    expect((await w.api('POST', 'robotinfo/task/manage/list', {}, await tokenWith(['robotOperate:view']))).body.code).toBe(
      ErrorCode.PERMISSION_DENIED,
    );
    expect((await w.api('POST', 'robotinfo/task/manage/list', {}, await tokenWith(['taskManage:view']))).body.code).toBe(0);
  });
});

describe('GET robotinfo/task/info/:id', () => {
  it('returns one task; another organisation’s is not found', async () => {
    const t = (await create({ name: 'Info' })).body.data;
    expect((await w.api('GET', `robotinfo/task/info/${t.id}`)).body).toMatchObject({ code: 0, data: { id: t.id, name: 'Info' } });
    const other = await w.api('GET', `robotinfo/task/info/${t.id}`, undefined, w.b.adminToken);
    expect(other.status).toBe(404);
  });
});

describe('PUT robotinfo/task/update', () => {
  it('replaces the task; the same values are "no changes"; the robot cannot change', async () => {
    const t = (await create({ name: 'Before' })).body.data;
    const body = { id: t.id, ...taskBody(robot.id, { name: 'After', execTime: '21:15' }) };
    const r = await w.api<TTask>('PUT', 'robotinfo/task/update', body);
    expect(r.body).toMatchObject({ code: 0, data: { id: t.id, name: 'After', execTime: '21:15' } });
    const again = await w.api('PUT', 'robotinfo/task/update', body);
    expect(again.body).toMatchObject({ code: ErrorCode.NO_CHANGES });
    expect((await w.api('PUT', 'robotinfo/task/update', { ...body, name: 'X', robotId: foreign.id })).body).toMatchObject({
      code: ErrorCode.VALIDATION,
      data: { fields: [{ path: 'robotId' }] },
    });
    expect(await logged('task.update')).toBeGreaterThanOrEqual(1);
  });

  it('is "not found" for a task of another organisation, and refused without an edit right', async () => {
    const t = (await create({ name: 'Mine' })).body.data;
    const body = { id: t.id, ...taskBody(robot.id, { name: 'Theirs' }) };
    expect((await w.api('PUT', 'robotinfo/task/update', body, w.b.adminToken)).status).toBe(404);
    expect((await w.api('PUT', 'robotinfo/task/update', body, await tokenWith(['editTask:create']))).body.code).toBe(
      ErrorCode.PERMISSION_DENIED,
    );
    expect((await w.api('PUT', 'robotinfo/task/update', body, await tokenWith(['editTask:edit']))).body.code).toBe(0);
  });
});

describe('DELETE robotinfo/task/delete/:id', () => {
  it('deletes a task; another organisation cannot', async () => {
    const t = (await create({ name: 'Doomed' })).body.data;
    expect((await w.api('DELETE', `robotinfo/task/delete/${t.id}`, undefined, w.b.adminToken)).status).toBe(404);
    expect((await w.api('DELETE', `robotinfo/task/delete/${t.id}`)).body).toMatchObject({ code: 0, data: null });
    expect((await w.api('GET', `robotinfo/task/info/${t.id}`)).status).toBe(404);
    expect(await logged('task.delete')).toBe(1);
  });
});

describe('PUT robotinfo/task/switch', () => {
  it('turns the schedule off and on; the same state is "no changes"', async () => {
    const t = (await create({ name: 'Switch' })).body.data;
    expect((await w.api('PUT', 'robotinfo/task/switch', { id: t.id, enabled: false })).body.code).toBe(0);
    expect((await w.api<TTask>('GET', `robotinfo/task/info/${t.id}`)).body.data.enabled).toBe(false);
    expect((await w.api('PUT', 'robotinfo/task/switch', { id: t.id, enabled: false })).body.code).toBe(ErrorCode.NO_CHANGES);
    expect((await w.api('PUT', 'robotinfo/task/switch', { id: t.id, enabled: true }, w.b.adminToken)).status).toBe(404);
    expect(
      (await w.api('PUT', 'robotinfo/task/switch', { id: t.id, enabled: true }, await tokenWith(['taskManage:enable']))).body.code,
    ).toBe(0);
  });
});

describe('POST robotinfo/task/start/:id', () => {
  it('refuses what the console can tell: map gone, no paths, path gone, offline robot, other tenant', async () => {
    const cover = (await create({ name: 'Start' })).body.data;
    expect((await w.api('POST', `robotinfo/task/start/${cover.id}`)).body.code).toBe(ErrorCode.ROBOT_OFFLINE);
    expect((await w.api('POST', `robotinfo/task/start/${cover.id}`, undefined, w.b.adminToken)).status).toBe(404);
    expect((await w.api('POST', `robotinfo/task/start/${cover.id}`, undefined, await tokenWith(['robotOperate:view']))).body.code).toBe(
      ErrorCode.PERMISSION_DENIED,
    );
    const patrol = (await create({ name: 'Patrol', cleanMode: 'patrol', pathId: 'p-1' })).body.data;
    await w.t.database.db.execute(
      sql`update robot_maps set paths = '[{"id":"p-2","name":"Other","points":[{"x":0,"y":0},{"x":1,"y":1}]}]'::jsonb where robot_id = ${robot.id} and map_id = 'map-1'`,
    );
    const noStart = await w.api('POST', `robotinfo/task/start/${patrol.id}`);
    expect(noStart.body).toMatchObject({
      code: ErrorCode.NO_STARTING_POINT,
      msg: 'The map has no starting point: add a landmark on the robot first',
    });
    await w.t.database.db.execute(sql`update robot_maps set paths = '[]'::jsonb where robot_id = ${robot.id} and map_id = 'map-1'`);
    expect((await w.api('POST', `robotinfo/task/start/${patrol.id}`)).body).toMatchObject({
      code: ErrorCode.MAP_NO_TASKS,
      msg: 'The map has no tasks',
    });
    await w.t.database.db.execute(sql`update robot_maps set archived_at = now() where robot_id = ${robot.id} and map_id = 'map-1'`);
    expect((await w.api('POST', `robotinfo/task/start/${cover.id}`)).body.code).toBe(ErrorCode.MAP_NOT_FOUND);
  });
});
