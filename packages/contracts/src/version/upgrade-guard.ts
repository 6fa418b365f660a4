import { ChargeStatus, DeviceState, WorkStatus, isRobotBusy } from '../enums/robot.enums';
import { OtaWaitReason, type TOtaWaitReason } from '../enums/version.enums';

/** A robot is not sent an upgrade this close before one of its reservations. */
export const RESERVATION_GUARD_MINUTES = 30;

/** What the guards read of a robot: its live state (robot_state), lock, and its next reservation. */
export interface GuardRobot {
  online: boolean;
  locked: boolean;
  upgrading: boolean;
  battery: number | null;
  workStatus: number | null;
  deviceState: number | null;
  chargeStatus: number | null;
  speed: number | null;
  /** Epoch ms of the robot's next reservation, if any. */
  nextReservationAt: number | null;
}

/** A campaign's guards: battery threshold and maintenance window ("HH:MM" in `timeZone`, may pass midnight). */
export interface GuardCampaign {
  minBattery: number;
  window: { start: string; end: string; timeZone: string } | null;
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Minutes since midnight at `now` in `timeZone`. */
export const minutesOfDayIn = (now: Date, timeZone: string) => {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(now);
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return n('hour') * 60 + n('minute');
};

/** Whether `now` falls inside the window [start, end) of its time zone; a window like 22:00–05:00 passes midnight. */
export const inWindow = (now: Date, w: { start: string; end: string; timeZone: string }) => {
  const m = minutesOfDayIn(now, w.timeZone);
  const s = minutesOf(w.start);
  const e = minutesOf(w.end);
  return s <= e ? m >= s && m < e : m >= s || m < e;
};

/**
 * Why a robot must wait before its upgrade command, or null when it may have it now (issue 15 guards):
 * online, unlocked, not upgrading already, not working, at rest — charging, or idle and standing still
 * (robots report no "docked" flag; a robot charging is on its dock) — battery at or above the campaign's
 * threshold, inside the campaign's maintenance window, and not within RESERVATION_GUARD_MINUTES of a
 * reservation. The first reason that holds is given, in the order a site would fix them.
 */
export const upgradeWaitReason = (r: GuardRobot, c: GuardCampaign, now: Date): TOtaWaitReason | null => {
  if (!r.online) return OtaWaitReason.OFFLINE;
  if (r.locked || r.deviceState === DeviceState.LOCKED) return OtaWaitReason.LOCKED;
  if (r.upgrading) return OtaWaitReason.UPGRADING;
  if (isRobotBusy(r)) return OtaWaitReason.WORKING;
  const charging = r.chargeStatus !== null && r.chargeStatus !== ChargeStatus.NONE;
  const resting =
    (r.workStatus === null || r.workStatus === WorkStatus.IDLE || r.workStatus === WorkStatus.FINISHED) &&
    (r.deviceState === null || r.deviceState === DeviceState.NORMAL) &&
    (r.speed ?? 0) === 0;
  if (!charging && !resting) return OtaWaitReason.NOT_AT_REST;
  if (r.battery === null || r.battery < c.minBattery) return OtaWaitReason.LOW_BATTERY;
  if (c.window && !inWindow(now, c.window)) return OtaWaitReason.OUTSIDE_WINDOW;
  if (r.nextReservationAt !== null && r.nextReservationAt - now.getTime() < RESERVATION_GUARD_MINUTES * 60_000) {
    return OtaWaitReason.RESERVATION_SOON;
  }
  return null;
};

/** "YYYY-MM-DD" of `at` in `timeZone`. */
const ymdIn = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

/**
 * When the next of a robot's enabled reservations starts, within the next 24 hours, read in
 * `timeZone` (the campaign's, standing for the site's: reservations run on the robot's local clock).
 * A once reservation (`date` set) counts only on its date; a cyclic one every day. Epoch ms, or null.
 */
export const nextReservationAt = (
  reservations: readonly { date: string | null; execTimes: readonly string[] }[],
  now: Date,
  timeZone: string,
): number | null => {
  const m = minutesOfDayIn(now, timeZone);
  const today = ymdIn(now, timeZone);
  const tomorrow = ymdIn(new Date(now.getTime() + 86_400_000), timeZone);
  let next: number | null = null;
  for (const r of reservations) {
    for (const t of r.execTimes) {
      const later = minutesOf(t) - m;
      const day = later >= 0 ? today : tomorrow;
      if (r.date !== null && r.date !== day) continue;
      const at = now.getTime() + (later >= 0 ? later : later + 1440) * 60_000 - now.getSeconds() * 1000 - now.getMilliseconds();
      if (next === null || at < next) next = at;
    }
  }
  return next;
};
