import { ErrorCode, type TListResult, type TReservation } from '@fleet/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithCodes } from '../../../test/fixtures';
import { login } from '../../../test/helpers';
import { reservationBody, setupWorld } from './robot-task.fixtures';

let w: Awaited<ReturnType<typeof setupWorld>>;
let robot: { id: number };
let foreign: { id: number };
beforeAll(async () => {
  w = await setupWorld();
  robot = await w.register();
  await w.addMap(robot.id);
  await w.addMap(robot.id, 'map-bare', { landmarks: [], paths: [] });
  foreign = await w.register(w.b.adminToken);
  await w.addMap(foreign.id);
});
afterAll(() => w.t.close());

const create = (over: Record<string, unknown> = {}, token?: string) =>
  w.api<TReservation>('POST', 'robotinfo/reserve/save', reservationBody(robot.id, over), token);
const tokenWith = async (codes: string[]) => {
  const u = await createUserWithCodes(w.t.database.db, codes);
  return login(w.t.app, u.account, u.password);
};

describe('POST robotinfo/reserve/save', () => {
  it('creates a reservation from a landmark, times sorted, with landmark name and no result yet', async () => {
    const r = await create();
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      code: 0,
      data: {
        robotId: robot.id,
        name: 'Lobby daily',
        execMode: 1,
        date: null,
        execTimes: ['07:30', '09:00'],
        mapName: 'Floor map-1',
        landmarkId: 'lm-1',
        landmarkName: 'Lobby',
        taskMinutes: 45,
        enabled: true,
        lastResult: null,
        lastRunAt: null,
        creator: 'Admin TA',
      },
    });
  });

  it('validates name, once-date, execution times (1–12, HH:mm, no repeats), task time and the landmark', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '' }, 'name', 'validation.required'],
      [{ execMode: 0 }, 'date', 'validation.required'],
      [{ execMode: 0, date: '2020-02-02' }, 'date', 'validation.invalid'],
      [{ execTimes: [] }, 'execTimes', 'validation.required'],
      [{ execTimes: Array.from({ length: 13 }, (_, i) => `${String(i + 10)}:00`) }, 'execTimes', 'validation.invalid'],
      [{ execTimes: ['07:30', '07:30'] }, 'execTimes', 'validation.invalid'],
      [{ execTimes: ['25:00'] }, 'execTimes.0', 'validation.invalid'],
      [{ taskMinutes: 0 }, 'taskMinutes', 'validation.invalid'],
      [{ taskMinutes: 1441 }, 'taskMinutes', 'validation.invalid'],
      [{ landmarkId: 'lm-404' }, 'landmarkId', 'validation.invalid'],
    ];
    for (const [over, path, code] of cases) {
      expect((await create(over)).body, JSON.stringify(over)).toMatchObject({
        code: ErrorCode.VALIDATION,
        data: { fields: [{ path, code }] },
      });
    }
    expect((await create({ mapId: 'map-bare' })).body.code).toBe(ErrorCode.NO_STARTING_POINT);
    expect((await create({ mapId: 'gone' })).body.code).toBe(ErrorCode.MAP_NOT_FOUND);
  });

  it('is "not found" for another organisation’s robot and needs robotOperate:task', async () => {
    expect((await w.api('POST', 'robotinfo/reserve/save', reservationBody(foreign.id))).status).toBe(404);
    expect((await create({}, await tokenWith(['robotOperate:view']))).body.code).toBe(ErrorCode.PERMISSION_DENIED);
  });
});

describe('POST robotinfo/reserve/list', () => {
  it('lists the robot’s reservations with result and last run; others’ robots are not found', async () => {
    const made = (await create({ name: 'Listed' })).body.data;
    await w.t.database.db.execute(sql`update robot_reservations set last_result = 4, last_run_at = now() where id = ${made.id}`);
    const r = await w.api<TListResult<TReservation>>('POST', 'robotinfo/reserve/list', { robotId: robot.id });
    expect(r.status).toBe(200);
    expect(r.body.data.list[0]).toMatchObject({ id: made.id, lastResult: 4 });
    expect(r.body.data.list[0]!.lastRunAt).not.toBeNull();
    // Sorted on request: by the last result, a reservation that never ran last both ways.
    const byResult = async (sortOrder: 'asc' | 'desc') =>
      (
        await w.api<TListResult<TReservation>>('POST', 'robotinfo/reserve/list', { robotId: robot.id, sortField: 'lastResult', sortOrder })
      ).body.data.list.map((x) => x.lastResult);
    for (const order of ['asc', 'desc'] as const) {
      const results = await byResult(order);
      expect(results[0]).toBe(4);
      expect(results.at(-1)).toBeNull();
    }
    const bad = await w.api('POST', 'robotinfo/reserve/list', { robotId: robot.id, sortField: 'landmark' });
    expect(bad.body.code).toBe(ErrorCode.VALIDATION);
    expect((await w.api('POST', 'robotinfo/reserve/list', { robotId: foreign.id })).status).toBe(404);
    expect((await w.api('POST', 'robotinfo/reserve/list', { robotId: robot.id }, await tokenWith(['taskManage:view']))).body.code).toBe(
      ErrorCode.PERMISSION_DENIED,
    );
  });
});

describe('PUT robotinfo/reserve/update', () => {
  it('replaces it, "no changes" when equal, not found for another organisation', async () => {
    const made = (await create({ name: 'Edit me' })).body.data;
    const body = { id: made.id, ...reservationBody(robot.id, { name: 'Edited', landmarkId: 'lm-2', execTimes: ['07:30', '09:00'] }) };
    expect((await w.api<TReservation>('PUT', 'robotinfo/reserve/update', body)).body).toMatchObject({
      code: 0,
      data: { name: 'Edited', landmarkName: 'Hall' },
    });
    // The same times in another order are the same reservation.
    expect((await w.api('PUT', 'robotinfo/reserve/update', { ...body, execTimes: ['09:00', '07:30'] })).body.code).toBe(
      ErrorCode.NO_CHANGES,
    );
    expect((await w.api('PUT', 'robotinfo/reserve/update', body, w.b.adminToken)).status).toBe(404);
  });
});

describe('DELETE robotinfo/reserve/delete/:id', () => {
  it('deletes it and logs it; another organisation cannot', async () => {
    const made = (await create({ name: 'Delete me' })).body.data;
    expect((await w.api('DELETE', `robotinfo/reserve/delete/${made.id}`, undefined, w.b.adminToken)).status).toBe(404);
    expect((await w.api('DELETE', `robotinfo/reserve/delete/${made.id}`)).body.code).toBe(0);
    const list = await w.api<TListResult<TReservation>>('POST', 'robotinfo/reserve/list', { robotId: robot.id, pageSize: 100 });
    expect(list.body.data.list.some((x) => x.id === made.id)).toBe(false);
    const n = (
      await w.t.database.db.execute<{ n: string }>(sql`select count(*) as n from operation_log where action = 'reservation.delete'`)
    ).rows[0]!.n;
    expect(Number(n)).toBe(1);
  });
});

describe('PUT robotinfo/reserve/switch', () => {
  it('turns it off; the same state is "no changes"', async () => {
    const made = (await create({ name: 'Toggle' })).body.data;
    expect((await w.api('PUT', 'robotinfo/reserve/switch', { id: made.id, enabled: false })).body.code).toBe(0);
    expect((await w.api('PUT', 'robotinfo/reserve/switch', { id: made.id, enabled: false })).body.code).toBe(ErrorCode.NO_CHANGES);
    expect((await w.api('PUT', 'robotinfo/reserve/switch', { id: made.id, enabled: true }, w.b.adminToken)).status).toBe(404);
  });
});
