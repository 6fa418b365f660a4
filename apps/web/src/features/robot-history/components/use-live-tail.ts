import type { TMonitorPoint, TRobot } from '@fleet/contracts';
import { useEffect, useMemo, useState } from 'react';

const TAIL_MAX = 3_600;
const FAULT_STATES = new Set([2, 4]);

/** A live state as a monitor point of one sample. */
export const pointOfLive = (live: TRobot['live']): TMonitorPoint | null => {
  if (!live.updatedAt || live.battery === undefined) return null;
  return {
    t: live.updatedAt,
    samples: 1,
    battery: live.battery,
    batteryMin: live.battery,
    batteryMax: live.battery,
    speed: live.speed ?? null,
    speedMax: live.speed ?? null,
    signal: live.signal ?? null,
    working: live.workStatus === 1 ? 1 : 0,
    charging: (live.chargeStatus ?? 0) > 0 ? 1 : 0,
    fault: FAULT_STATES.has(live.deviceState ?? -1) ? 1 : 0,
  };
};

/**
 * The points the robot reported since the history was loaded (`since`, the history's end): its live
 * state arrives through the live hub into the query cache about once a second, so the current window
 * grows while the page is open, with no timer asking the server again.
 */
export const useLiveTail = (live: TRobot['live'] | undefined, since: string | undefined): TMonitorPoint[] => {
  const [tail, setTail] = useState<{ since: string | undefined; points: TMonitorPoint[] }>({ since, points: [] });
  // The live state is a new object only when the hub brought a new one (the query cache shares the rest).
  const point = useMemo(() => (live ? pointOfLive(live) : null), [live]);
  useEffect(() => {
    if (!point || !since || Date.parse(point.t) <= Date.parse(since)) return;
    setTail((prev) => {
      const points = prev.since === since ? prev.points : [];
      if (points.length && points[points.length - 1]!.t >= point.t) return prev;
      return { since, points: [...points, point].slice(-TAIL_MAX) };
    });
  }, [point, since]);
  return tail.since === since ? tail.points : [];
};
