import { LocationState, ReservationResult, ZRunReport, type TRunReport, type TSchedule } from '@fleet/contracts';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { generateFloorMap } from '../map/generate-map';
import { RobotModel } from '../robot-model';
import { CommandInbox } from './commands';
import { activeMapInfo } from './task-plan';

/** The robot's own clock: 07:58 local time on a fixed day, moving with simulated time. */
const map = generateFloorMap(3);
const START = new Date(2026, 5, 1, 7, 58, 0).getTime();
const make = () => {
  const box: { m?: RobotModel } = {};
  const m = new RobotModel({ map, seed: 3, now: () => START + Math.round((box.m?.simTime ?? 0) * 1000) });
  box.m = m;
  return m;
};
const inbox = new CommandInbox();
const send = (m: RobotModel, type: string, args: unknown) =>
  inbox.answer(m, { commandId: randomUUID(), type, args, expiresAt: m.now() + 30_000 });
const runs = (m: RobotModel) =>
  m
    .takeOutbox()
    .filter((u) => u.kind === 'run')
    .map((u) => ZRunReport.parse(u.payload) as TRunReport);

const reservation = (m: RobotModel, over: Partial<TSchedule['reservations'][number]> = {}) => ({
  reservationId: '41',
  name: 'Lobby',
  mapId: m.map.mapId,
  landmarkId: activeMapInfo(m).landmarks[0]!.id,
  execMode: 1 as const,
  date: null,
  times: ['08:00'],
  taskMinutes: 20,
  ...over,
});
const schedule = (over: Partial<TSchedule>): TSchedule => ({ version: 'v1', tasks: [], reservations: [], ...over });

describe('syncSchedule', () => {
  it('keeps the schedule it is sent and acks success; a malformed one is refused', () => {
    const m = make();
    expect(send(m, 'syncSchedule', schedule({}))?.result).toBe('success');
    expect(m.schedule?.version).toBe('v1');
    expect(send(m, 'syncSchedule', { version: '', tasks: 'x' })).toMatchObject({ result: 'failed', reason: 'invalidArgs' });
  });
});

describe('reservations on the robot clock', () => {
  it('drives to the landmark at the due minute, cleans for taskMinutes, reports result 0 and ends done, once per slot', () => {
    const m = make();
    send(m, 'syncSchedule', schedule({ reservations: [reservation(m)] }));
    m.step(110);
    expect(m.task).toBeNull();
    m.step(20);
    expect(m.task?.taskId).toBe('reservation-41');
    const started = runs(m);
    expect(started).toHaveLength(1);
    expect(started[0]).toMatchObject({ source: 'reservation', reservationId: '41', state: 'running', reservationResult: 0, name: 'Lobby' });
    m.step(21 * 60);
    const all = runs(m);
    const end = all.at(-1)!;
    expect(all.filter((r) => r.state === 'running').length).toBeGreaterThanOrEqual(3);
    expect(end).toMatchObject({ runId: started[0]!.runId, state: 'done', reservationResult: 0 });
    expect((end.endedAt! - end.startedAt) / 60_000).toBeGreaterThan(19);
    expect(end.areaM2).toBeGreaterThan(50);
    expect(end.waterL).toBeCloseTo(end.areaM2 * 0.05, 1);
    expect(end.energyKwh).toBeGreaterThan(0);
    expect(end.distanceKm).toBeGreaterThan(0.2);
    // One run only: the slot never fires twice, though the robot was free again within the minute.
    expect(new Set(all.map((r) => r.runId))).toEqual(new Set([started[0]!.runId]));
  });

  it('reports why it could not start: locked (2), map not held (3), not located (4), landmark unknown (5)', () => {
    const cases: [(m: RobotModel) => void, Partial<TSchedule['reservations'][number]>, number][] = [
      [(m) => void (m.locked = true), {}, ReservationResult.ABNORMAL_STATE],
      [() => undefined, { mapId: 'other-map' }, ReservationResult.MAP_LOAD_FAILED],
      [(m) => m.relocalise(LocationState.NOT_LOCATED, 600, 900), {}, ReservationResult.LOCATION_LOAD_FAILED],
      [() => undefined, { landmarkId: 'lm-404' }, ReservationResult.TASK_FAILED],
    ];
    for (const [prepare, over, result] of cases) {
      const m = make();
      prepare(m);
      send(m, 'syncSchedule', schedule({ reservations: [reservation(m, over)] }));
      m.step(180);
      const r = runs(m);
      expect(r, String(result)).toHaveLength(1);
      expect(r[0]).toMatchObject({ state: 'failed', reservationResult: result, startedAt: new Date(2026, 5, 1, 8, 0).getTime() });
      expect(m.task).toBeNull();
    }
  });

  it('waits while busy with other work, and reports expired (6) when ten minutes pass', () => {
    const m = make();
    send(m, 'startTask', { taskId: 'manual-1' });
    send(m, 'syncSchedule', schedule({ reservations: [reservation(m)] }));
    m.step(5 * 60);
    expect(m.task?.taskId).toBe('manual-1');
    expect(runs(m).filter((r) => r.source === 'reservation')).toHaveLength(0);
    m.step(8 * 60);
    expect(runs(m).filter((r) => r.source === 'reservation')).toEqual([expect.objectContaining({ state: 'failed', reservationResult: 6 })]);
  });

  it('runs a one-off reservation on its date only', () => {
    const m = make();
    send(m, 'syncSchedule', schedule({ reservations: [reservation(m, { execMode: 0, date: '2026-06-02' })] }));
    m.step(300);
    expect(m.task).toBeNull();
    expect(runs(m)).toHaveLength(0);
  });
});

describe('scheduled tasks', () => {
  it('starts a daily console task at its time with its plan, as a task run with the console id', () => {
    const m = make();
    const path = activeMapInfo(m).paths[0]!;
    send(
      m,
      'syncSchedule',
      schedule({
        tasks: [
          {
            taskId: '7',
            name: 'Patrol',
            mapId: m.map.mapId,
            pathId: path.id,
            cleanMode: 'patrol',
            repeat: 2,
            periodType: 1,
            date: null,
            time: '08:00',
          },
        ],
      }),
    );
    m.step(150);
    expect(m.task?.taskId).toBe('7');
    expect(runs(m)[0]).toMatchObject({ source: 'task', taskId: '7', name: 'Patrol', state: 'running' });
    const length = path.points.slice(1).reduce((sum, p, i) => sum + Math.hypot(p.x - path.points[i]!.x, p.y - path.points[i]!.y), 0);
    expect(m.task!.route.length).toBeGreaterThanOrEqual(length * 2 - 1e-6);
  });
});
