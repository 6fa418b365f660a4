import { MONITOR_WINDOW_SPEC, roundTo, type TMonitorQuery, type TMonitorSeries } from '@fleet/contracts';
import type { Db } from '../../db/client';
import type { SessionContext } from '../../lib/session';
import { requireVisibleRobot } from '../robot/visible-robot';
import { monitorFromRollups, monitorFromSamples, type MonitorRow } from './monitor.repository';

const round = (v: number | null, digits: number) => (v === null ? null : roundTo(v, digits));

const toPoint = (r: MonitorRow) => ({
  t: new Date(r.t).toISOString(),
  samples: r.samples,
  battery: round(r.battery, 1),
  batteryMin: round(r.batteryMin, 1),
  batteryMax: round(r.batteryMax, 1),
  speed: round(r.speed, 2),
  speedMax: round(r.speedMax, 2),
  signal: round(r.signal, 0),
  working: round(r.working, 3)!,
  charging: round(r.charging, 3)!,
  fault: round(r.fault, 3)!,
});

/**
 * One robot's monitor window: the current hour from the samples themselves, week and month from the
 * 15-minute rollups (rollup.ts). The window ends now and starts on a bucket boundary, so the first
 * point is a whole bucket.
 */
export const getMonitor = async (db: Db, session: SessionContext, robotId: number, q: TMonitorQuery): Promise<TMonitorSeries> => {
  await requireVisibleRobot(db, session, robotId);
  const spec = MONITOR_WINDOW_SPEC[q.window];
  const to = new Date();
  const bucketMs = spec.bucketSeconds * 1000;
  const from = new Date(Math.floor((to.getTime() - spec.seconds * 1000) / bucketMs) * bucketMs);
  const read = q.window === 'current' ? monitorFromSamples : monitorFromRollups;
  const rows = await read(db, robotId, from, to, spec.bucketSeconds);
  return { window: q.window, from: from.toISOString(), to: to.toISOString(), bucketSeconds: spec.bucketSeconds, points: rows.map(toPoint) };
};
