import type { TCommand, TReservation, TTask } from '@fleet/contracts';
import { describe, expect, it, vi } from 'vitest';
import { useDeviceWorld } from './device-world.fixtures';
import { reservationBody, taskBody } from './robot-task.fixtures';

/** The schedule travels to the robot as a command, after every change and when the robot reports another version. */
const d = useDeviceWorld();
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
    const task = (
      await d.w.api<TTask>('POST', 'robotinfo/task/save', taskBody(d.robot.id, { periodType: 1, date: null, execTime: '06:00' }))
    ).body.data;
    await vi.waitFor(
      () =>
        expect(
          d
            .schedules()
            .at(-1)
            ?.tasks.map((t) => t.taskId),
        ).toEqual([String(task.id)]),
      { timeout: 5_000 },
    );
    expect(d.schedules().at(-1)!.tasks[0]).toMatchObject({ mapId: 'map-1', cleanMode: 'cover', repeat: 2, periodType: 1, time: '06:00' });
    const res = (await d.w.api<TReservation>('POST', 'robotinfo/reserve/save', reservationBody(d.robot.id))).body.data;
    await vi.waitFor(
      () =>
        expect(d.schedules().at(-1)?.reservations).toEqual([
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
    await d.w.api('PUT', 'robotinfo/task/switch', { id: task.id, enabled: false });
    await vi.waitFor(() => expect(d.schedules().at(-1)?.tasks).toEqual([]), { timeout: 5_000 });
  });

  it('catches a robot up when it reports another schedule version, and leaves it alone when it has the current one', async () => {
    const before = d.schedules().length;
    const current = d.schedules().at(-1)!.version;
    await d.publish('config', configReport(current));
    await new Promise((r) => setTimeout(r, 300));
    expect(d.schedules()).toHaveLength(before);
    await d.publish('config', configReport(null));
    await vi.waitFor(() => expect(d.schedules()).toHaveLength(before + 1), { timeout: 5_000 });
    expect(d.schedules().at(-1)!.version).toBe(current);
  });

  it('"start now" sends startTask with the task plan', async () => {
    const task = (
      await d.w.api<TTask>(
        'POST',
        'robotinfo/task/save',
        taskBody(d.robot.id, { name: 'Patrol now', cleanMode: 'patrol', pathId: 'p-1', repeatTimes: 3 }),
      )
    ).body.data;
    const r = await d.w.api<TCommand>('POST', `robotinfo/task/start/${task.id}`);
    expect(r.body).toMatchObject({ code: 0, data: { type: 'startTask', robotId: d.robot.id } });
    await vi.waitFor(
      () =>
        expect(d.received.find((c) => c.type === 'startTask')?.args).toEqual({
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
