import type { TUpKind } from './topics';

/**
 * The robot's clock is believed only within a window around the server's (docs/device-protocol.md
 * "Timestamps"): a `ts` of 0, in seconds or in microseconds, or an hour ahead, would otherwise be
 * stored as 1970 or year 58865, or hold the robot's live state until that time. Defaults of the server
 * settings DEVICE_TS_PAST_DAYS and DEVICE_TS_FUTURE_SECONDS.
 */
export const DEVICE_TS_PAST_DAYS_DEFAULT = 7;
export const DEVICE_TS_FUTURE_SECONDS_DEFAULT = 300;

export interface TDeviceTsWindow {
  pastDays: number;
  futureSeconds: number;
}

/** The fields of each uplink that carry the robot's clock (epoch ms); `video` is the frame's 8-byte header. */
export const DEVICE_TS_FIELDS: Partial<Record<TUpKind, readonly string[]>> = {
  status: ['ts'],
  telemetry: ['ts'],
  event: ['ts'],
  ota: ['ts'],
  video: ['ts'],
  maps: ['ts'],
  run: ['startedAt', 'endedAt'],
  config: ['ts'],
};

const DAY_MS = 86_400_000;

/** Order of magnitude of a mistaken unit: epoch seconds are below 1e11 until the year 5138, microseconds above 1e14. */
const unitHint = (ts: number) => (ts < 1e11 ? ' (this looks like seconds)' : ts > 1e14 ? ' (this looks like microseconds)' : '');

const span = (ms: number) =>
  ms >= 2 * DAY_MS ? `${Math.round(ms / DAY_MS)} days` : ms >= 120_000 ? `${Math.round(ms / 60_000)} min` : `${Math.round(ms / 1000)} s`;

/**
 * Why `ts` (epoch ms) is outside the window at the server's `now`, in one line for the vendor, or null
 * when it is inside. The window is closed at both ends.
 */
export const deviceTsProblem = (ts: number, now: number, w: TDeviceTsWindow): string | null => {
  const earliest = now - w.pastDays * DAY_MS;
  const latest = now + w.futureSeconds * 1000;
  if (ts >= earliest && ts <= latest) return null;
  const where = ts < earliest ? `${span(now - ts)} before` : `${span(ts - now)} after`;
  return (
    `${ts} is ${where} the server's clock${unitHint(ts)}; ` +
    `accepted: epoch milliseconds from ${w.pastDays} days before to ${w.futureSeconds} s after`
  );
};

/** The first timestamp field of an uplink outside the window, with why; null when every one is inside or absent. */
export const findDeviceTsProblem = (
  kind: TUpKind,
  msg: Record<string, unknown>,
  now: number,
  w: TDeviceTsWindow,
): { field: string; detail: string } | null => {
  for (const field of DEVICE_TS_FIELDS[kind] ?? []) {
    const ts = msg[field];
    if (typeof ts !== 'number') continue;
    const detail = deviceTsProblem(ts, now, w);
    if (detail) return { field, detail };
  }
  return null;
};
