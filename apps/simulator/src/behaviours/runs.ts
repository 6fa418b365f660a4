import type { TReservationResult, TRunReport, TRunState } from '@fleet/contracts';
import type { RobotModel } from '../robot-model';
import { BATTERY_CRITICAL_BELOW } from './battery';
import type { TRoute } from './coverage';

/** Usable energy of the simulated pack: a battery drop of 1 % used 12 Wh. */
export const BATTERY_KWH = 1.2;
/** Water a scrubber lays down per square metre it cleans. */
export const WATER_L_PER_M2 = 0.05;
/** How often a running run is reported (simulated seconds). */
export const RUN_REPORT_EVERY_S = 300;

/** What a task start says about its run: console task or reservation ids, a route, a time limit. */
export interface TaskPlan {
  route?: TRoute;
  name?: string;
  mapId?: string;
  reservationId?: string;
  /** A reservation works for this long from its landmark, then the run ends done. */
  limitMinutes?: number;
}

interface OpenRun {
  report: TRunReport;
  /** `m.task.taskId` of the run: when the task changes or ends, the run ends. */
  taskKey: string;
  startSim: number;
  limitAt: number | null;
  base: { areaM2: number; distanceKm: number };
  drained: number;
  lastBattery: number;
  lastReportAt: number;
}

const open = new WeakMap<RobotModel, OpenRun>();
let seq = 0;

/** Where a task came from, by the id it was started with: the autopilot's, the overview's or a console task. */
export const runSourceOf = (taskId: string): TRunReport['source'] =>
  taskId.startsWith('auto-') ? 'auto' : taskId.startsWith('manual-') ? 'manual' : 'task';

export const openRunOf = (m: RobotModel) => open.get(m)?.report ?? null;

const round = (v: number, digits: number) => Math.round(v * 10 ** digits) / 10 ** digits;

const publish = (m: RobotModel, r: OpenRun, state: TRunState) => {
  const areaM2 = Math.max(0, m.counters.areaM2 - r.base.areaM2);
  r.report = {
    ...r.report,
    state,
    endedAt: state === 'running' ? null : m.now(),
    areaM2: round(areaM2, 2),
    distanceKm: round(Math.max(0, m.counters.distanceKm - r.base.distanceKm), 4),
    waterL: round(areaM2 * WATER_L_PER_M2, 2),
    energyKwh: round((r.drained / 100) * BATTERY_KWH, 4),
  };
  r.lastReportAt = m.simTime;
  m.send({ kind: 'run', payload: { ...r.report } });
};

/** A task started: its run is reported at once (an earlier run still open was cut short: stopped). */
export const beginRun = (m: RobotModel, taskKey: string, plan: TaskPlan) => {
  const before = open.get(m);
  if (before) endRun(m, 'stopped');
  const source = plan.reservationId !== undefined ? 'reservation' : runSourceOf(taskKey);
  const r: OpenRun = {
    report: {
      runId: `${m.now().toString(36)}-${(seq += 1).toString(36)}`,
      source,
      taskId: source === 'task' ? taskKey : null,
      reservationId: plan.reservationId ?? null,
      name: (plan.name ?? taskKey).slice(0, 60),
      mapId: plan.mapId ?? m.map.mapId,
      startedAt: m.now(),
      endedAt: null,
      state: 'running',
      areaM2: 0,
      distanceKm: 0,
      waterL: 0,
      energyKwh: 0,
      ...(source === 'reservation' ? { reservationResult: 0 as TReservationResult } : {}),
    },
    taskKey,
    startSim: m.simTime,
    limitAt: plan.limitMinutes ? m.simTime + plan.limitMinutes * 60 : null,
    base: { areaM2: m.counters.areaM2, distanceKm: m.counters.distanceKm },
    drained: 0,
    lastBattery: m.battery,
    lastReportAt: m.simTime,
  };
  open.set(m, r);
  publish(m, r, 'running');
};

export const endRun = (m: RobotModel, state: Exclude<TRunState, 'running'>) => {
  const r = open.get(m);
  if (!r) return;
  open.delete(m);
  publish(m, r, state);
};

/** A scheduled start that could not happen: one failed run carrying the reservation result (spec §4, 1–6). */
export const reportFailedStart = (m: RobotModel, plan: TaskPlan & { taskId?: string; dueAt: number }, result: TReservationResult) => {
  const source = plan.reservationId !== undefined ? 'reservation' : 'task';
  m.send({
    kind: 'run',
    payload: {
      runId: `${m.now().toString(36)}-${(seq += 1).toString(36)}`,
      source,
      taskId: plan.taskId ?? null,
      reservationId: plan.reservationId ?? null,
      name: (plan.name ?? '').slice(0, 60),
      mapId: plan.mapId ?? null,
      startedAt: plan.dueAt,
      endedAt: m.now(),
      state: 'failed',
      areaM2: 0,
      distanceKm: 0,
      waterL: 0,
      energyKwh: 0,
      ...(source === 'reservation' ? { reservationResult: result } : {}),
    },
  });
};

/** The work of a reservation is over when its time is: the robot goes home as after any finished task. */
const finishWork = (m: RobotModel, taskKey: string) => {
  m.emit('taskFinished', 'info', `Task ${taskKey}`);
  m.finished = { taskId: taskKey, at: m.simTime };
  m.goToDock(false);
};

/**
 * Every tick: counts the energy the run used, ends a reservation's work on time, reports progress
 * every few minutes, and closes the run when its task is gone: done when it finished, failed when a
 * fault or a flat battery ended it, stopped otherwise (stop, lock, reset, dock, another task).
 */
export const watchRun = (m: RobotModel) => {
  const r = open.get(m);
  if (!r) return;
  if (m.battery < r.lastBattery) r.drained += r.lastBattery - m.battery;
  r.lastBattery = m.battery;
  if (r.limitAt !== null && m.simTime >= r.limitAt && m.task?.taskId === r.taskKey) finishWork(m, r.taskKey);
  if (m.task?.taskId !== r.taskKey) {
    const done = m.finished?.taskId === r.taskKey && m.finished.at >= r.startSim;
    const broken = m.fault !== null || m.emergencyUntil !== null || m.battery < BATTERY_CRITICAL_BELOW;
    endRun(m, done ? 'done' : broken ? 'failed' : 'stopped');
    return;
  }
  if (m.simTime - r.lastReportAt >= RUN_REPORT_EVERY_S) publish(m, r, 'running');
};
