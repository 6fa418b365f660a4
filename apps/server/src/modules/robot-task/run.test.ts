import {
  downTopic,
  ErrorCode,
  upTopic,
  type TCommand,
  type TDeviceCommand,
  type TListResult,
  type TReservation,
  type TRun,
  type TRunList,
  type TSchedule,
  type TTask,
} from '@fleet/contracts';
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUserWithCodes } from '../../../test/fixtures';
import { login } from '../../../test/helpers';
import { closeRobot, connectRobot, goOnline, type TestRobot } from '../../../test/robot-fixtures';
import { reservationBody, setupWorld, taskBody } from './robot-task.fixtures';

/** The device side of tasks: the schedule travels as a command, runs come back on up/run over real MQTT. */
let w: Awaited<ReturnType<typeof setupWorld>>;
let robot: TestRobot;
let client: MqttClient;
const received: TDeviceCommand[] = [];
beforeAll(async () => {
  w = await setupWorld();
  robot = await w.register();
  await w.addMap(robot.id);
  client = await connectRobot(w.t.mqttUrl!, robot);
  client.on('message', (_topic, payload) => {
    const cmd = JSON.parse(String(payload)) as TDeviceCommand;
    received.push(cmd);
    client
      .publishAsync(upTopic(robot.deviceNumber, 'ack'), JSON.stringify({ commandId: cmd.commandId, result: 'success' }), { qos: 1 })
      .catch(() => undefined);
  });
  await client.subscribeAsync(downTopic(robot.deviceNumber), { qos: 1 });
  await goOnline(client, robot);
  await vi.waitFor(
    async () => {
      const r = await w.api<{ live: { online: boolean } }>('GET', `robotinfo/robot/info/${robot.id}`);
      if (!r.body.data.live.online) throw new Error('not online yet');
    },
    { timeout: 5_000, interval: 50 },
  );
});
afterAll(async () => {
  await closeRobot(client, robot);
  await w.t.close();
});

const schedules = () => received.filter((c) => c.type === 'syncSchedule').map((c) => c.args as unknown as TSchedule);
const publish = (kind: 'run' | 'config', payload: unknown) =>
  client.publishAsync(upTopic(robot.deviceNumber, kind), JSON.stringify(payload), { qos: 1 });
const range = (robotId = robot.id) => ({
  robotId,
  start: new Date(Date.now() - 86_400_000).toISOString(),
  end: new Date(Date.now() + 3600_000).toISOString(),
});
const configReport = (scheduleVersion: string | null) => ({
  ts: Date.now(),
  scheduleVersion,
  values: {
    volume: 50,
    maxSpeed: 0.8,
    waterLevel: 1,
    returnBattery: 20,
    obstacleDistance: 0.3,
    junkEventMode: 'work',
    streamingVersion: 2,
  },
});

describe('syncSchedule', () => {
  it('sends the whole schedule after every change: enabled tasks and reservations only', async () => {
    const task = (await w.api<TTask>('POST', 'robotinfo/task/save', taskBody(robot.id, { periodType: 1, date: null, execTime: '06:00' })))
      .body.data;
    await vi.waitFor(
      () =>
        expect(
          schedules()
            .at(-1)
            ?.tasks.map((t) => t.taskId),
        ).toEqual([String(task.id)]),
      { timeout: 5_000 },
    );
    expect(schedules().at(-1)!.tasks[0]).toMatchObject({ mapId: 'map-1', cleanMode: 'cover', repeat: 2, periodType: 1, time: '06:00' });
    const res = (await w.api<TReservation>('POST', 'robotinfo/reserve/save', reservationBody(robot.id))).body.data;
    await vi.waitFor(
      () =>
        expect(schedules().at(-1)?.reservations).toEqual([
          {
            reservationId: String(res.id),
            name: 'Lobby daily',
            mapId: 'map-1',
            landmarkId: 'lm-1',
            execMode: 1,
            date: null,
            times: ['07:30', '09:00'],
            taskMinutes: 45,
          },
        ]),
      { timeout: 5_000 },
    );
    await w.api('PUT', 'robotinfo/task/switch', { id: task.id, enabled: false });
    await vi.waitFor(() => expect(schedules().at(-1)?.tasks).toEqual([]), { timeout: 5_000 });
  });

  it('catches a robot up when it reports another schedule version, and leaves it alone when it has the current one', async () => {
    const before = schedules().length;
    const current = schedules().at(-1)!.version;
    await publish('config', configReport(current));
    await new Promise((r) => setTimeout(r, 300));
    expect(schedules()).toHaveLength(before);
    await publish('config', configReport(null));
    await vi.waitFor(() => expect(schedules()).toHaveLength(before + 1), { timeout: 5_000 });
    expect(schedules().at(-1)!.version).toBe(current);
  });

  it('"start now" sends startTask with the task plan', async () => {
    const task = (
      await w.api<TTask>(
        'POST',
        'robotinfo/task/save',
        taskBody(robot.id, { name: 'Patrol now', cleanMode: 'patrol', pathId: 'p-1', repeatTimes: 3 }),
      )
    ).body.data;
    const r = await w.api<TCommand>('POST', `robotinfo/task/start/${task.id}`);
    expect(r.body).toMatchObject({ code: 0, data: { type: 'startTask', robotId: robot.id } });
    await vi.waitFor(
      () =>
        expect(received.find((c) => c.type === 'startTask')?.args).toEqual({
          taskId: String(task.id),
          mapId: 'map-1',
          pathId: 'p-1',
          cleanMode: 'patrol',
          repeat: 3,
          name: 'Patrol now',
        }),
      { timeout: 5_000 },
    );
  });
});

describe('up/run → POST robotinfo/record/list', () => {
  it('records runs (upserted by run id, never reopened), sets the reservation result and a one-off task done', async () => {
    const res = (await w.api<TReservation>('POST', 'robotinfo/reserve/save', reservationBody(robot.id, { name: 'Runs' }))).body.data;
    const task = (await w.api<TTask>('POST', 'robotinfo/task/save', taskBody(robot.id, { name: 'Once' }))).body.data;
    const t0 = Date.now() - 30 * 60_000;
    const base = { source: 'reservation', reservationId: String(res.id), name: 'Runs', mapId: 'map-1', startedAt: t0 };
    await publish('run', { ...base, runId: 'r-1', state: 'running', areaM2: 10 });
    await vi.waitFor(
      async () => {
        const r = (await w.api<TListResult<TReservation>>('POST', 'robotinfo/reserve/list', { robotId: robot.id })).body.data.list.find(
          (x) => x.id === res.id,
        );
        expect(r).toMatchObject({ lastResult: 0, lastRunAt: new Date(t0).toISOString() });
      },
      { timeout: 5_000 },
    );
    await publish('run', {
      ...base,
      runId: 'r-1',
      state: 'done',
      endedAt: t0 + 20 * 60_000,
      areaM2: 120.5,
      distanceKm: 0.8,
      waterL: 6,
      energyKwh: 0.3,
    });
    await publish('run', { ...base, runId: 'r-1', state: 'running', areaM2: 50 });
    await publish('run', {
      ...base,
      runId: 'r-2',
      startedAt: t0 + 25 * 60_000,
      state: 'failed',
      endedAt: t0 + 25 * 60_000,
      reservationResult: 3,
    });
    await publish('run', {
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
        const list = (await w.api<TRunList>('POST', 'robotinfo/record/list', range())).body.data;
        expect(list.list.map((r) => r.runId)).toEqual(['r-3', 'r-2', 'r-1']);
      },
      { timeout: 5_000 },
    );
    const r = await w.api<TRunList>('POST', 'robotinfo/record/list', range());
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
    const after = (await w.api<TListResult<TReservation>>('POST', 'robotinfo/reserve/list', { robotId: robot.id })).body.data.list.find(
      (x) => x.id === res.id,
    );
    expect(after).toMatchObject({ lastResult: 3 });
    expect((await w.api<TTask>('GET', `robotinfo/task/info/${task.id}`)).body.data.state).toBe(1);
    const paged = await w.api<TRunList>('POST', 'robotinfo/record/list', { ...range(), page: 2, pageSize: 2 });
    expect(paged.body.data).toMatchObject({ total: 3, page: 2 });
    expect(paged.body.data.list.map((x) => x.runId)).toEqual(['r-1']);
    // Sorted by what was cleaned or how long it ran, instead of when it started.
    const sorted = async (sortField: string, sortOrder: string) =>
      (await w.api<TRunList>('POST', 'robotinfo/record/list', { ...range(), sortField, sortOrder })).body.data.list.map((x) => x.runId);
    expect(await sorted('area', 'desc')).toEqual(['r-1', 'r-3', 'r-2']);
    expect(await sorted('duration', 'asc')).toEqual(['r-2', 'r-3', 'r-1']);
    const bad = await w.api('POST', 'robotinfo/record/list', { ...range(), sortField: 'run_id' });
    expect(bad.body).toMatchObject({ code: ErrorCode.VALIDATION, data: { fields: [{ path: 'sortField' }] } });
  });

  it('validates the range, hides other organisations’ robots and needs robotOperate:view', async () => {
    const bad = await w.api('POST', 'robotinfo/record/list', {
      robotId: robot.id,
      start: '2026-03-02T00:00:00Z',
      end: '2026-03-01T00:00:00Z',
    });
    expect(bad.body).toMatchObject({
      code: ErrorCode.VALIDATION,
      msg: 'End time: End time cannot be earlier than start time',
      data: { fields: [{ path: 'end', code: 'validation.endBeforeStart' }] },
    });
    expect((await w.api('POST', 'robotinfo/record/list', range(), w.b.adminToken)).status).toBe(404);
    const u = await createUserWithCodes(w.t.database.db, ['user:view']);
    expect((await w.api('POST', 'robotinfo/record/list', range(), await login(w.t.app, u.account, u.password))).body.code).toBe(
      ErrorCode.PERMISSION_DENIED,
    );
  });
});

describe('POST robotinfo/record/export', () => {
  it('returns every record of the range, for robotOperate:export only', async () => {
    const r = await w.api<TRun[]>('POST', 'robotinfo/record/export', range());
    expect(r.body.code).toBe(0);
    expect(r.body.data.map((x) => x.runId)).toEqual(['r-3', 'r-2', 'r-1']);
    const viewer = await createUserWithCodes(w.t.database.db, ['robotOperate:view']);
    expect((await w.api('POST', 'robotinfo/record/export', range(), await login(w.t.app, viewer.account, viewer.password))).body.code).toBe(
      ErrorCode.PERMISSION_DENIED,
    );
    expect((await w.api('POST', 'robotinfo/record/export', range(), w.b.adminToken)).status).toBe(404);
  });
});

describe('a robot that never ended its run', () => {
  it('has the run closed as stopped, at its last report, when it reports a newer run', async () => {
    const t0 = Date.now() - 3 * 86_400_000;
    const base = { source: 'manual', name: 'Hall', mapId: 'map-1' };
    await publish('run', { ...base, runId: 'reboot-1', startedAt: t0, state: 'running', areaM2: 40 });
    const old = { robotId: robot.id, start: new Date(t0 - 60_000).toISOString(), end: new Date(t0 + 3600_000).toISOString() };
    await vi.waitFor(
      async () => {
        expect((await w.api<TRunList>('POST', 'robotinfo/record/list', old)).body.data.list.map((r) => [r.runId, r.state])).toEqual([
          ['reboot-1', 'running'],
        ]);
      },
      { timeout: 5_000 },
    );
    await publish('run', { ...base, runId: 'reboot-2', startedAt: t0 + 10 * 60_000, state: 'running' });
    await vi.waitFor(
      async () => {
        const list = (await w.api<TRunList>('POST', 'robotinfo/record/list', old)).body.data.list;
        expect(list.map((r) => [r.runId, r.state])).toEqual([
          ['reboot-2', 'running'],
          ['reboot-1', 'stopped'],
        ]);
        expect(list[1]).toMatchObject({ areaM2: 40, endedAt: expect.any(String) });
      },
      { timeout: 5_000 },
    );
    // A late report of the closed run does not reopen it.
    await publish('run', { ...base, runId: 'reboot-1', startedAt: t0, state: 'running', areaM2: 45 });
    await publish('run', { ...base, runId: 'reboot-2', startedAt: t0 + 10 * 60_000, state: 'done', endedAt: t0 + 20 * 60_000 });
    await vi.waitFor(
      async () => {
        const list = (await w.api<TRunList>('POST', 'robotinfo/record/list', old)).body.data.list;
        expect(list.map((r) => [r.runId, r.state, r.areaM2])).toEqual([
          ['reboot-2', 'done', 0],
          ['reboot-1', 'stopped', 40],
        ]);
      },
      { timeout: 5_000 },
    );
  });
});
