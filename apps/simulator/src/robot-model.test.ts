import {
  ChargeStatus,
  DeviceState,
  LocationState,
  WorkStatus,
  ZCommandAck,
  ZDeviceEvent,
  ZTelemetry,
  type TCommandType,
} from '@fleet/contracts';
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { CommandInbox } from './behaviours/commands';
import { generateFloorMap } from './map/generate-map';
import { createRng } from './random';
import { RobotModel, type RobotModelOptions } from './robot-model';
import { telemetryOf } from './robot-status';
import { INCIDENT_PROFILES } from './scenarios/incident-profiles';

const map = generateFloorMap(3);
let clock = 1_700_000_000_000;
let inbox: CommandInbox;
beforeEach(() => {
  clock = 1_700_000_000_000;
  inbox = new CommandInbox();
});

const make = (o: Partial<RobotModelOptions> = {}) => new RobotModel({ map, seed: 3, now: () => clock, ...o });
const send = (m: RobotModel, type: TCommandType | string, args: Record<string, unknown> = {}, ttlMs = 30_000) =>
  inbox.answer(m, { commandId: randomUUID(), type, args, expiresAt: clock + ttlMs });
const ok = (m: RobotModel, type: TCommandType, args: Record<string, unknown> = {}) => expect(send(m, type, args)?.result).toBe('success');

describe('battery', () => {
  it('lasts 20 to 40 simulated minutes of driving on a full charge', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const minutes = 100 / make({ seed }).spec.drivingDrain / 60;
      expect(minutes).toBeGreaterThanOrEqual(20);
      expect(minutes).toBeLessThanOrEqual(40);
    }
  });

  it('drains while cleaning, heads home below 20 %, charges automatically to full and resumes the task', () => {
    const m = make({ battery: 45 });
    ok(m, 'startTask', { taskId: 'T-1' });
    const seen: ReturnType<typeof telemetryOf>[] = [];
    for (let t = 0; t < 4 * 3600 && !(seen.some((s) => s.chargeStatus === 2) && m.activity === 'cleaning'); t += 5) {
      m.step(5);
      seen.push(telemetryOf(m));
    }
    const firstLow = seen.findIndex((s) => s.battery < 20);
    expect(firstLow).toBeGreaterThan(0);
    expect(seen.slice(0, firstLow).every((s) => s.workStatus === WorkStatus.EXECUTING && s.battery < 45)).toBe(true);
    const charging = seen.filter((s) => s.chargeStatus === ChargeStatus.AUTOMATIC);
    expect(charging.length).toBeGreaterThan(0);
    expect(charging.every((s) => s.workStatus === WorkStatus.PAUSED && s.taskId === 'T-1' && s.speed === 0)).toBe(true);
    expect(charging[0]!.pose).toMatchObject({ x: map.dock.x, y: map.dock.y });
    expect(Math.max(...charging.map((s) => s.battery))).toBeGreaterThanOrEqual(99.9);
    expect(Math.min(...seen.map((s) => s.battery))).toBeGreaterThan(10);
    // Back at work on the same task, progress carrying on from where it stopped.
    expect(m.activity).toBe('cleaning');
    const progress = seen.map((s) => s.progress!);
    expect(progress.every((p, i) => i === 0 || p >= progress[i - 1]!)).toBe(true);
    // One warning per discharge, and once charged the same type says its condition is over.
    const low = m.takeEvents().filter((e) => e.type === 'lowBattery');
    expect(low.map((e) => [e.level, e.cleared ?? false])).toEqual([
      ['warning', false],
      ['info', true],
    ]);
  });

  it('says a stuck part is free again with the fault event type and cleared, so its fault resolves', () => {
    const m = make();
    m.fault = { type: 'brushStuck', until: m.simTime + 30 };
    m.step(31);
    expect(m.fault).toBeNull();
    expect(m.takeEvents()).toContainEqual(expect.objectContaining({ type: 'brushStuck', level: 'info', cleared: true }));
    m.fault = { type: 'wheelStuck', until: m.simTime + 600 };
    ok(m, 'reset');
    expect(m.takeEvents()).toContainEqual(expect.objectContaining({ type: 'wheelStuck', cleared: true }));
  });

  it('after a warm-up reports again only what still holds (the stuck part), stamped now, not the past', () => {
    const m = make();
    m.emit('cliff', 'warning', 'Cliff sensor triggered');
    m.emit('emergencyStop', 'emergency', 'Emergency stop pressed');
    m.emit('emergencyStop', 'info', 'Emergency stop released', { cleared: true });
    m.emit('wheelStuck', 'fault', 'Drive wheel stuck');
    m.fault = { type: 'wheelStuck', until: m.simTime + 600 };
    clock += 60_000;
    m.keepHeldEvents();
    expect(m.takeEvents()).toEqual([{ ts: clock, type: 'wheelStuck', level: 'fault', message: 'Drive wheel stuck' }]);
    m.keepHeldEvents();
    expect(m.takeEvents()).toEqual([]);
  });

  it('finishes the task, reports it finished at 100 %, then rests on the dock', () => {
    const m = make();
    ok(m, 'startTask', { taskId: 'T-2' });
    let finished;
    for (let t = 0; t < 6 * 3600 && !finished; t += 10) {
      m.step(10);
      const s = telemetryOf(m);
      if (s.workStatus === WorkStatus.FINISHED) finished = s;
    }
    expect(finished).toMatchObject({ taskId: 'T-2', progress: 100, deviceState: DeviceState.WORKING });
    m.step(600);
    expect(telemetryOf(m)).toMatchObject({
      workStatus: WorkStatus.IDLE,
      taskId: null,
      progress: null,
      pose: { x: map.dock.x, y: map.dock.y },
    });
    expect(m.counters.areaM2).toBeGreaterThan(300);
  });
});

describe('commands', () => {
  it('lock stops cleaning, shows locked and refuses work until unlocked', () => {
    const m = make();
    ok(m, 'startTask', { taskId: 'T-3' });
    m.step(60);
    ok(m, 'lock');
    const pose = { ...m.pose };
    m.step(60);
    expect(telemetryOf(m)).toMatchObject({ deviceState: DeviceState.LOCKED, workStatus: WorkStatus.IDLE, taskId: null, speed: 0 });
    expect(m.pose).toEqual(pose);
    for (const type of ['startTask', 'resume', 'dock', 'reset'] as const) {
      expect(send(m, type, { taskId: 'T-4' })).toMatchObject({ result: 'failed', reason: 'locked' });
    }
    ok(m, 'unlock');
    expect(telemetryOf(m).deviceState).toBe(DeviceState.NORMAL);
    ok(m, 'startTask', { taskId: 'T-4' });
    m.step(10);
    expect(telemetryOf(m)).toMatchObject({ deviceState: DeviceState.WORKING, workStatus: WorkStatus.EXECUTING, taskId: 'T-4' });
  });

  it('pause holds the robot where it is and resume carries on; pausing an idle robot is refused', () => {
    const m = make();
    expect(send(m, 'pause')).toMatchObject({ result: 'failed', reason: 'busy' });
    ok(m, 'startTask', { taskId: 'T-5' });
    m.step(30);
    ok(m, 'pause');
    const pose = { ...m.pose };
    m.step(30);
    expect(telemetryOf(m)).toMatchObject({ deviceState: DeviceState.PAUSED, workStatus: WorkStatus.PAUSED, speed: 0 });
    expect(m.pose).toEqual(pose);
    ok(m, 'resume');
    m.step(5);
    expect(telemetryOf(m)).toMatchObject({ workStatus: WorkStatus.EXECUTING, speed: 0.5 });
  });

  it('dock ends the task and drives home in transfer mode; stop ends it on the spot', () => {
    const m = make();
    ok(m, 'startTask', { taskId: 'T-6' });
    m.step(300);
    ok(m, 'dock');
    m.step(1);
    expect(telemetryOf(m)).toMatchObject({ workStatus: WorkStatus.TRANSFER, taskId: null });
    m.step(1800);
    expect(m.atDock).toBe(true);
    ok(m, 'startTask', { taskId: 'T-7' });
    m.step(60);
    ok(m, 'stop');
    const pose = { ...m.pose };
    m.step(30);
    expect(telemetryOf(m)).toMatchObject({ workStatus: WorkStatus.IDLE, deviceState: DeviceState.NORMAL, taskId: null, speed: 0 });
    expect(m.pose).toEqual(pose);
  });

  it('reset clears task, progress and counters and relocalises before taking work again', () => {
    const m = make();
    ok(m, 'startTask', { taskId: 'T-8' });
    m.step(300);
    expect(m.counters.distanceKm).toBeGreaterThan(0.1);
    ok(m, 'reset');
    expect(telemetryOf(m)).toMatchObject({
      taskId: null,
      progress: null,
      locationState: LocationState.NOT_LOCATED,
      counters: { areaM2: 0, runMinutes: 0, distanceKm: 0 },
    });
    expect(send(m, 'startTask', { taskId: 'T-9' })).toMatchObject({ result: 'failed', reason: 'busy' });
    m.step(15);
    expect(m.locationState).toBe(LocationState.SUCCESS);
    ok(m, 'startTask', { taskId: 'T-9' });
  });

  it('acks an expired command failed "expired" and does not execute it', () => {
    const m = make();
    expect(send(m, 'startTask', { taskId: 'T-10' }, -1)).toMatchObject({ result: 'failed', reason: 'expired' });
    expect(send(m, 'lock', {}, 0)).toMatchObject({ result: 'failed', reason: 'expired' });
    m.step(10);
    expect(telemetryOf(m)).toMatchObject({ taskId: null, deviceState: DeviceState.NORMAL, workStatus: WorkStatus.IDLE });
    expect(m.task).toBeNull();
  });

  it('answers a redelivered command again without running it twice', () => {
    const m = make();
    const cmd = { commandId: randomUUID(), type: 'startTask', args: { taskId: 'T-11' }, expiresAt: clock + 1000 };
    expect(inbox.answer(m, cmd)?.result).toBe('success');
    clock += 5000;
    expect(inbox.answer(m, cmd)?.result).toBe('success');
    expect(m.takeEvents().filter((e) => e.type === 'taskStarted')).toHaveLength(1);
  });

  it('refuses unknown commands, bad arguments and a foreign map; ignores messages without a command id', () => {
    const m = make();
    expect(send(m, 'selfDestruct')).toMatchObject({ result: 'failed', reason: 'unsupported' });
    expect(send(m, 'startTask', {})).toMatchObject({ result: 'failed', reason: 'invalidArgs' });
    expect(send(m, 'startTask', { taskId: 'T', mapId: 'other-map' })).toMatchObject({ result: 'failed', reason: 'invalidArgs' });
    expect(inbox.answer(m, { type: 'lock' })).toBeNull();
    expect(m.locked).toBe(false);
  });
});

describe('a day of work', () => {
  it('passes through the spec §4 states, and every payload passes the contracts schemas', () => {
    const m = make({ autoWork: true, incidents: INCIDENT_PROFILES.stormy, seed: 5 });
    const rng = createRng(9);
    const work = new Set<number>();
    const device = new Set<number>();
    for (let t = 0; t < 10 * 3600; t += 5) {
      clock += 5000;
      m.step(5);
      if (rng.chance(0.002)) {
        for (const type of ['pause', 'resume', 'lock', 'unlock'] as const) {
          const ack = send(m, type);
          expect(ZCommandAck.parse(ack)).toEqual(ack);
          if (type === 'pause' || type === 'lock') m.step(20);
          const s = telemetryOf(m);
          work.add(s.workStatus);
          device.add(s.deviceState);
        }
      }
      const s = telemetryOf(m);
      expect(ZTelemetry.parse(s)).toEqual(s);
      work.add(s.workStatus);
      device.add(s.deviceState);
      for (const e of m.takeEvents()) expect(ZDeviceEvent.parse(e)).toEqual(e);
    }
    const W = WorkStatus;
    const D = DeviceState;
    expect([...work].sort()).toEqual(expect.arrayContaining([W.IDLE, W.EXECUTING, W.PAUSED, W.FINISHED, W.TRANSFER]));
    expect([...device].sort()).toEqual(expect.arrayContaining([D.NORMAL, D.WORKING, D.ABNORMAL, D.LOCKED, D.EMERGENCY_STOP, D.PAUSED]));
  });
});
