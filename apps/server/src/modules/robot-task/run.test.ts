import { ErrorCode, type TListResult, type TReservation, type TRun, type TRunList, type TTask } from '@fleet/contracts';
import { describe, expect, it, vi } from 'vitest';
import { createUserWithCodes } from '../../../test/fixtures';
import { login } from '../../../test/helpers';
import { useDeviceWorld } from './device-world.fixtures';
import { reservationBody, taskBody } from './robot-task.fixtures';

/** Runs come back from the robot on up/run over real MQTT and become records. */
const d = useDeviceWorld();
const range = (robotId = d.robot.id) => ({
  robotId,
  start: new Date(Date.now() - 86_400_000).toISOString(),
  end: new Date(Date.now() + 3600_000).toISOString(),
});

describe('up/run → POST robotinfo/record/list', () => {
  it('records runs (upserted by run id, never reopened), sets the reservation result and a one-off task done', async () => {
    const res = (await d.w.api<TReservation>('POST', 'robotinfo/reserve/save', reservationBody(d.robot.id, { name: 'Runs' }))).body.data;
    const task = (await d.w.api<TTask>('POST', 'robotinfo/task/save', taskBody(d.robot.id, { name: 'Once' }))).body.data;
    const t0 = Date.now() - 30 * 60_000;
    const base = { source: 'reservation', reservationId: String(res.id), name: 'Runs', mapId: 'map-1', startedAt: t0 };
    await d.publish('run', { ...base, runId: 'r-1', state: 'running', areaM2: 10 });
    await vi.waitFor(
      async () => {
        const r = (await d.w.api<TListResult<TReservation>>('POST', 'robotinfo/reserve/list', { robotId: d.robot.id })).body.data.list.find(
          (x) => x.id === res.id,
        );
        expect(r).toMatchObject({ lastResult: 0, lastRunAt: new Date(t0).toISOString() });
      },
      { timeout: 5_000 },
    );
    await d.publish('run', {
      ...base,
      runId: 'r-1',
      state: 'done',
      endedAt: t0 + 20 * 60_000,
      areaM2: 120.5,
      distanceKm: 0.8,
      waterL: 6,
      energyKwh: 0.3,
    });
    await d.publish('run', { ...base, runId: 'r-1', state: 'running', areaM2: 50 });
    await d.publish('run', {
      ...base,
      runId: 'r-2',
      startedAt: t0 + 25 * 60_000,
      state: 'failed',
      endedAt: t0 + 25 * 60_000,
      reservationResult: 3,
    });
    await d.publish('run', {
      runId: 'r-3',
      source: 'task',
      taskId: String(task.id),
      name: 'Once',
      mapId: 'map-1',
      startedAt: t0 + 26 * 60_000,
      endedAt: t0 + 28 * 60_000,
      state: 'done',
      areaM2: 30,
    });
    await vi.waitFor(
      async () => {
        const list = (await d.w.api<TRunList>('POST', 'robotinfo/record/list', range())).body.data;
        expect(list.list.map((r) => r.runId)).toEqual(['r-3', 'r-2', 'r-1']);
      },
      { timeout: 5_000 },
    );
    const r = await d.w.api<TRunList>('POST', 'robotinfo/record/list', range());
    expect(r.status).toBe(200);
    expect(r.body.data.list[2]).toMatchObject({
      runId: 'r-1',
      state: 'done',
      durationMin: 20,
      areaM2: 120.5,
      distanceKm: 0.8,
      waterL: 6,
      energyKwh: 0.3,
      reservationId: res.id,
      reservationResult: 0,
    });
    expect(r.body.data.list[0]).toMatchObject({ source: 'task', taskId: task.id, durationMin: 2 });
    expect(r.body.data.totals).toEqual({ count: 3, areaM2: 150.5, durationMin: 22, distanceKm: 0.8, waterL: 6, energyKwh: 0.3 });
    const after = (await d.w.api<TListResult<TReservation>>('POST', 'robotinfo/reserve/list', { robotId: d.robot.id })).body.data.list.find(
      (x) => x.id === res.id,
    );
    expect(after).toMatchObject({ lastResult: 3 });
    expect((await d.w.api<TTask>('GET', `robotinfo/task/info/${task.id}`)).body.data.state).toBe(1);
    const paged = await d.w.api<TRunList>('POST', 'robotinfo/record/list', { ...range(), page: 2, pageSize: 2 });
    expect(paged.body.data).toMatchObject({ total: 3, page: 2 });
    expect(paged.body.data.list.map((x) => x.runId)).toEqual(['r-1']);
    // Sorted by what was cleaned or how long it ran, instead of when it started.
    const sorted = async (sortField: string, sortOrder: string) =>
      (await d.w.api<TRunList>('POST', 'robotinfo/record/list', { ...range(), sortField, sortOrder })).body.data.list.map((x) => x.runId);
    expect(await sorted('area', 'desc')).toEqual(['r-1', 'r-3', 'r-2']);
    expect(await sorted('duration', 'asc')).toEqual(['r-2', 'r-3', 'r-1']);
    const bad = await d.w.api('POST', 'robotinfo/record/list', { ...range(), sortField: 'run_id' });
    expect(bad.body).toMatchObject({ code: ErrorCode.VALIDATION, data: { fields: [{ path: 'sortField' }] } });
  });

  it('validates the range, hides other organisations’ robots and needs robotOperate:view', async () => {
    const bad = await d.w.api('POST', 'robotinfo/record/list', {
      robotId: d.robot.id,
      start: '2026-03-02T00:00:00Z',
      end: '2026-03-01T00:00:00Z',
    });
    expect(bad.body).toMatchObject({
      code: ErrorCode.VALIDATION,
      msg: 'End time: End time cannot be earlier than start time',
      data: { fields: [{ path: 'end', code: 'validation.endBeforeStart' }] },
    });
    expect((await d.w.api('POST', 'robotinfo/record/list', range(), d.w.b.adminToken)).status).toBe(404);
    const u = await createUserWithCodes(d.w.t.database.db, ['user:view']);
    expect((await d.w.api('POST', 'robotinfo/record/list', range(), await login(d.w.t.app, u.account, u.password))).body.code).toBe(
      ErrorCode.PERMISSION_DENIED,
    );
  });
});

describe('POST robotinfo/record/export', () => {
  it('returns every record of the range, for robotOperate:export only', async () => {
    const r = await d.w.api<TRun[]>('POST', 'robotinfo/record/export', range());
    expect(r.body.code).toBe(0);
    expect(r.body.data.map((x) => x.runId)).toEqual(['r-3', 'r-2', 'r-1']);
    const viewer = await createUserWithCodes(d.w.t.database.db, ['robotOperate:view']);
    expect(
      (await d.w.api('POST', 'robotinfo/record/export', range(), await login(d.w.t.app, viewer.account, viewer.password))).body.code,
    ).toBe(ErrorCode.PERMISSION_DENIED);
    expect((await d.w.api('POST', 'robotinfo/record/export', range(), d.w.b.adminToken)).status).toBe(404);
  });
});

describe('a robot that never ended its run', () => {
  it('has the run closed as stopped, at its last report, when it reports a newer run', async () => {
    const t0 = Date.now() - 3 * 86_400_000;
    const base = { source: 'manual', name: 'Hall', mapId: 'map-1' };
    await d.publish('run', { ...base, runId: 'reboot-1', startedAt: t0, state: 'running', areaM2: 40 });
    const old = { robotId: d.robot.id, start: new Date(t0 - 60_000).toISOString(), end: new Date(t0 + 3600_000).toISOString() };
    await vi.waitFor(
      async () => {
        expect((await d.w.api<TRunList>('POST', 'robotinfo/record/list', old)).body.data.list.map((r) => [r.runId, r.state])).toEqual([
          ['reboot-1', 'running'],
        ]);
      },
      { timeout: 5_000 },
    );
    await d.publish('run', { ...base, runId: 'reboot-2', startedAt: t0 + 10 * 60_000, state: 'running' });
    await vi.waitFor(
      async () => {
        const list = (await d.w.api<TRunList>('POST', 'robotinfo/record/list', old)).body.data.list;
        expect(list.map((r) => [r.runId, r.state])).toEqual([
          ['reboot-2', 'running'],
          ['reboot-1', 'stopped'],
        ]);
        expect(list[1]).toMatchObject({ areaM2: 40, endedAt: expect.any(String) });
      },
      { timeout: 5_000 },
    );
    // A late report of the closed run does not reopen it.
    await d.publish('run', { ...base, runId: 'reboot-1', startedAt: t0, state: 'running', areaM2: 45 });
    await d.publish('run', { ...base, runId: 'reboot-2', startedAt: t0 + 10 * 60_000, state: 'done', endedAt: t0 + 20 * 60_000 });
    await vi.waitFor(
      async () => {
        const list = (await d.w.api<TRunList>('POST', 'robotinfo/record/list', old)).body.data.list;
        expect(list.map((r) => [r.runId, r.state, r.areaM2])).toEqual([
          ['reboot-2', 'done', 0],
          ['reboot-1', 'stopped', 40],
        ]);
      },
      { timeout: 5_000 },
    );
  });
});
