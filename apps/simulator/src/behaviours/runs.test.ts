import { ZRunReport, type TRunReport } from '@fleet/contracts';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { generateFloorMap } from '../map/generate-map';
import { RobotModel } from '../robot-model';
import { CommandInbox } from './commands';
import { runSourceOf } from './runs';

const map = generateFloorMap(3);
const make = (battery = 100) => {
  const box: { m?: RobotModel } = {};
  const m = new RobotModel({ map, seed: 3, battery, now: () => 1_780_000_000_000 + Math.round((box.m?.simTime ?? 0) * 1000) });
  box.m = m;
  return m;
};
const inbox = new CommandInbox();
const send = (m: RobotModel, type: string, args: Record<string, unknown> = {}) =>
  inbox.answer(m, { commandId: randomUUID(), type, args, expiresAt: m.now() + 30_000 });
const runs = (m: RobotModel) =>
  m
    .takeOutbox()
    .filter((u) => u.kind === 'run')
    .map((u) => ZRunReport.parse(u.payload) as TRunReport);

describe('runs', () => {
  it('names the source by the task id: autopilot, overview, console task', () => {
    expect([runSourceOf('auto-3'), runSourceOf('manual-1'), runSourceOf('12')]).toEqual(['auto', 'manual', 'task']);
  });

  it('reports a run at start, every five simulated minutes, and done at the end with area, distance, water and energy', () => {
    const m = make();
    send(m, 'startTask', { taskId: '12', name: 'Hall' });
    m.step(16 * 60);
    const during = runs(m);
    expect(during.map((r) => r.state)).toEqual(['running', 'running', 'running', 'running']);
    expect(new Set(during.map((r) => r.runId)).size).toBe(1);
    expect(during[0]).toMatchObject({ source: 'task', taskId: '12', name: 'Hall', areaM2: 0 });
    expect(during[3]!.areaM2).toBeGreaterThan(during[1]!.areaM2);
    for (let t = 0; t < 6 * 3600 && m.task; t += 60) m.step(60);
    const end = runs(m).at(-1)!;
    expect(end).toMatchObject({ runId: during[0]!.runId, state: 'done' });
    expect(end.endedAt).not.toBeNull();
    expect(end.areaM2).toBeGreaterThan(300);
    expect(end.waterL).toBeCloseTo(end.areaM2 * 0.05, 1);
    expect(end.distanceKm).toBeGreaterThan(0.5);
    // Energy counts every drop of the battery (it charged in between): more than one full pack is possible.
    expect(end.energyKwh).toBeGreaterThan(0.1);
  });

  it('ends stopped on stop, lock or dock; autopilot runs are "auto"', () => {
    for (const cmd of ['stop', 'lock', 'dock']) {
      const m = make();
      send(m, 'startTask', { taskId: 'manual-9' });
      m.step(120);
      send(m, cmd);
      m.step(1);
      const r = runs(m);
      expect(r.at(-1), cmd).toMatchObject({ source: 'manual', state: 'stopped' });
    }
    const auto = new RobotModel({ map, seed: 4, autoWork: true });
    auto.step(1000);
    expect(auto.takeOutbox().find((u) => u.kind === 'run')?.payload).toMatchObject({ source: 'auto', state: 'running' });
  });

  it('ends failed when a fault ended the task', () => {
    const m = make();
    send(m, 'startTask', { taskId: '5' });
    m.step(60);
    m.fault = { type: 'wheelStuck', until: m.simTime + 600 };
    m.halt();
    m.step(1);
    expect(runs(m).at(-1)).toMatchObject({ state: 'failed' });
  });
});

describe('startTask with a plan', () => {
  it('patrols a recorded path `repeat` times, and refuses a path the map does not have', () => {
    const m = make();
    const path = m.maps[0]!.info.paths[0]!;
    expect(send(m, 'startTask', { taskId: '1', cleanMode: 'patrol', pathId: 'nope' })).toMatchObject({
      result: 'failed',
      reason: 'invalidArgs',
    });
    expect(send(m, 'startTask', { taskId: '1', cleanMode: 'patrol', pathId: path.id, repeat: 3, mapId: m.map.mapId })?.result).toBe(
      'success',
    );
    const length = path.points.slice(1).reduce((s, p, i) => s + Math.hypot(p.x - path.points[i]!.x, p.y - path.points[i]!.y), 0);
    expect(m.task!.route.length).toBeGreaterThanOrEqual(length * 3 - 1e-6);
  });

  it('covers the area `repeat` times', () => {
    const once = make();
    send(once, 'startTask', { taskId: '1', cleanMode: 'cover' });
    const twice = make();
    send(twice, 'startTask', { taskId: '1', cleanMode: 'cover', repeat: 2 });
    expect(twice.task!.route.length).toBeGreaterThan(once.task!.route.length * 1.9);
  });
});
