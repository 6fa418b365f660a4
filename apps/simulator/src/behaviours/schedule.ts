import {
  COMMAND_ARGS,
  LocationState,
  ReservationResult,
  type TReservationResult,
  type TScheduledReservation,
  type TScheduledTask,
} from '@fleet/contracts';
import type { RobotModel } from '../robot-model';
import { BATTERY_RETURN_BELOW } from './battery';
import type { CommandTable } from './commands';
import { reportFailedStart, type TaskPlan } from './runs';
import { activeMapInfo, coverRoute, landmarkRoute, patrolRoute } from './task-plan';

/** A due start that cannot happen yet (the robot is busy) waits this long before it counts as expired. */
export const GRACE_MS = 10 * 60_000;

interface Due {
  key: string;
  dueAt: number;
  task?: TScheduledTask;
  reservation?: TScheduledReservation;
}

interface SchedulerState {
  /** Slots already fired, by key, with their due time (pruned after a day). */
  fired: Map<string, number>;
  waiting: Due[];
}
const states = new WeakMap<RobotModel, SchedulerState>();
const stateOf = (m: RobotModel) => {
  let s = states.get(m);
  if (!s) states.set(m, (s = { fired: new Map(), waiting: [] }));
  return s;
};

const pad = (n: number) => String(n).padStart(2, '0');
/** The robot's own clock: its local calendar day and time, as the site sees them. */
const localDay = (ms: number) => {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};
const localTime = (day: string, hhmm: string) => {
  const [y, mo, d] = day.split('-').map(Number);
  const [h, mi] = hhmm.split(':').map(Number);
  return new Date(y!, mo! - 1, d!, h!, mi!).getTime();
};

/** syncSchedule: the robot keeps the whole schedule and runs it on its own clock, online or not. */
export const SCHEDULE_COMMANDS: CommandTable = {
  syncSchedule: (m, raw) => {
    const parsed = COMMAND_ARGS.syncSchedule.safeParse(raw);
    if (!parsed.success) return 'invalidArgs';
    m.schedule = parsed.data;
    const s = stateOf(m);
    // Starts waiting for an entry that no longer exists are dropped with it.
    const keys = new Set([
      ...parsed.data.tasks.map((t) => `t:${t.taskId}`),
      ...parsed.data.reservations.map((r) => `r:${r.reservationId}`),
    ]);
    s.waiting = s.waiting.filter((w) => keys.has(w.key.split('@')[0]!));
    return null;
  },
};

/** Slots due in this minute (or up to the grace period ago, for a robot that just booted) not fired yet. */
const collectDue = (m: RobotModel, s: SchedulerState, now: number) => {
  const today = localDay(now);
  const consider = (key: string, day: string | null, time: string, entry: Pick<Due, 'task' | 'reservation'>) => {
    if (day !== null && day !== today) return;
    const dueAt = localTime(today, time);
    const slot = `${key}@${today} ${time}`;
    if (now < dueAt || now >= dueAt + GRACE_MS || s.fired.has(slot)) return;
    s.fired.set(slot, dueAt);
    s.waiting.push({ key: slot, dueAt, ...entry });
  };
  for (const t of m.schedule?.tasks ?? []) consider(`t:${t.taskId}`, t.periodType === 1 ? null : t.date, t.time, { task: t });
  for (const r of m.schedule?.reservations ?? []) {
    for (const time of r.times) consider(`r:${r.reservationId}`, r.execMode === 1 ? null : r.date, time, { reservation: r });
  }
  for (const [k, at] of s.fired) if (at < now - 86_400_000) s.fired.delete(k);
};

type Attempt = 'started' | 'wait' | TReservationResult;

/** Tries to start one due entry: started, wait (busy with other work), or the reservation result of why not. */
const attempt = (m: RobotModel, d: Due): Attempt => {
  if (m.locked || m.fault || m.emergencyUntil !== null) return ReservationResult.ABNORMAL_STATE;
  if (m.ota) return ReservationResult.UPGRADING;
  const mapId = d.task?.mapId ?? d.reservation!.mapId;
  // The simulator runs a schedule on its active map only; another map counts as one it cannot load.
  if (mapId !== m.map.mapId) return ReservationResult.MAP_LOAD_FAILED;
  if (m.task || m.activity === 'toTask') return 'wait';
  if (m.locationState !== LocationState.SUCCESS) return ReservationResult.LOCATION_LOAD_FAILED;
  if (m.battery < BATTERY_RETURN_BELOW) return ReservationResult.TASK_FAILED;
  const info = activeMapInfo(m);
  if (d.task) {
    const t = d.task;
    const path = t.cleanMode === 'patrol' ? info.paths.find((p) => p.id === t.pathId) : undefined;
    const route = t.cleanMode === 'patrol' ? (path ? patrolRoute(m, path, t.repeat) : null) : coverRoute(m, t.repeat);
    if (!route) return ReservationResult.TASK_FAILED;
    m.startTask(t.taskId, { route, name: t.name, mapId });
    return 'started';
  }
  const r = d.reservation!;
  const landmark = info.landmarks.find((l) => l.id === r.landmarkId);
  const route = landmark ? landmarkRoute(m, landmark) : null;
  if (!route) return ReservationResult.TASK_FAILED;
  m.startTask(`reservation-${r.reservationId}`, {
    route,
    name: r.name,
    mapId,
    reservationId: r.reservationId,
    limitMinutes: r.taskMinutes,
  });
  return 'started';
};

const planOf = (d: Due): TaskPlan & { taskId?: string; dueAt: number } =>
  d.task
    ? { taskId: d.task.taskId, name: d.task.name, mapId: d.task.mapId, dueAt: d.dueAt }
    : { reservationId: d.reservation!.reservationId, name: d.reservation!.name, mapId: d.reservation!.mapId, dueAt: d.dueAt };

/**
 * Every tick: fires the schedule's due slots once each. A start that cannot happen is reported at
 * once as a failed run with its reason; one that waits for the robot to be free and is still waiting
 * after the grace period is reported expired (6).
 */
export const tickSchedule = (m: RobotModel) => {
  if (!m.schedule) return;
  const s = stateOf(m);
  const now = m.now();
  collectDue(m, s, now);
  s.waiting = s.waiting.filter((d) => {
    const outcome = attempt(m, d);
    if (outcome === 'started') return false;
    if (outcome === 'wait') {
      if (now < d.dueAt + GRACE_MS) return true;
      reportFailedStart(m, planOf(d), ReservationResult.TASK_EXPIRED);
      m.emit('scheduleExpired', 'warning', `${d.task?.name ?? d.reservation!.name}: time passed while busy`);
      return false;
    }
    reportFailedStart(m, planOf(d), outcome);
    m.emit('scheduleFailed', 'warning', `${d.task?.name ?? d.reservation!.name}: could not start (${outcome})`);
    return false;
  });
};
