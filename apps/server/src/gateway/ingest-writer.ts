import type { TDeviceEvent, TTelemetry } from '@fleet/contracts';
import type { Db } from '../db/client';
import type { robotEvents, robotTelemetry } from '../db/schema';
import { insertEvents, insertTelemetrySamples, upsertTelemetryStates, type TelemetryStateRow } from './gateway.repository';
import type { Stats } from './stats';

/**
 * Batches the high-rate writes of the ingest flow. Telemetry at 1 Hz from 10,000 robots would be
 * 10,000 statements a second; instead the newest state per robot is kept in memory and written by one
 * multi-row upsert per flush, history is sampled (at most one row per robot per `sampleEveryMs` on
 * this instance), and events are inserted in batches. A failed batch is counted, logged and dropped:
 * the next second brings a newer state, and a database outage must not grow memory without bound.
 */
const CHUNK = 1_000;
const MAX_QUEUED = 50_000;

type SampleRow = typeof robotTelemetry.$inferInsert;
type EventRow = typeof robotEvents.$inferInsert;

const chunks = <T>(rows: T[]) => Array.from({ length: Math.ceil(rows.length / CHUNK) }, (_, i) => rows.slice(i * CHUNK, (i + 1) * CHUNK));

export const createIngestWriter = (db: Db, stats: Stats, opts: { flushMs: number; sampleEveryMs: number }) => {
  let latest = new Map<number, TelemetryStateRow>();
  let samples: SampleRow[] = [];
  let events: EventRow[] = [];
  const lastSampleAt = new Map<number, number>();
  let running: Promise<void> = Promise.resolve();

  const write = async <T>(name: string, rows: T[], insert: (rows: T[]) => Promise<unknown>) => {
    for (const part of chunks(rows)) {
      await insert(part).catch((e: unknown) => stats.warn('writeErrors', { table: name, rows: part.length, err: String(e) }));
    }
  };

  const flushNow = async () => {
    const [states, sampled, evs] = [[...latest.values()], samples, events];
    latest = new Map();
    samples = [];
    events = [];
    if (states.length) await write('robot_state', states, (r) => upsertTelemetryStates(db, r));
    if (sampled.length) await write('robot_telemetry', sampled, (r) => insertTelemetrySamples(db, r));
    if (evs.length) await write('robot_events', evs, (r) => insertEvents(db, r));
  };
  // Flushes never overlap: a slow database delays the next one instead of piling them up.
  const flush = () => (running = running.then(flushNow));
  const timer = setInterval(() => void flush(), opts.flushMs);
  timer.unref();

  return {
    telemetry(robotId: number, t: TTelemetry, at: Date) {
      const ts = new Date(t.ts);
      latest.set(robotId, {
        robotId, lastSeenAt: at, updatedAt: ts, battery: t.battery, workStatus: t.workStatus, deviceState: t.deviceState,
        locationState: t.locationState, chargeStatus: t.chargeStatus, speed: t.speed, mapId: t.pose.mapId, x: t.pose.x,
        y: t.pose.y, angle: t.pose.angle, taskId: t.taskId, progress: t.progress, counters: t.counters ?? null,
      });
      const last = lastSampleAt.get(robotId);
      if (last === undefined || at.getTime() - last >= opts.sampleEveryMs) {
        lastSampleAt.set(robotId, at.getTime());
        if (samples.length >= MAX_QUEUED) return stats.warn('writeErrors', { table: 'robot_telemetry', why: 'queue full' });
        samples.push({
          robotId, ts, battery: t.battery, workStatus: t.workStatus, deviceState: t.deviceState, chargeStatus: t.chargeStatus,
          speed: t.speed, mapId: t.pose.mapId, x: t.pose.x, y: t.pose.y, progress: t.progress,
        });
      }
    },
    event(robotId: number, e: TDeviceEvent, at: Date) {
      if (events.length >= MAX_QUEUED) return stats.warn('writeErrors', { table: 'robot_events', why: 'queue full' });
      events.push({
        robotId, ts: new Date(e.ts), type: e.type, level: e.level, code: e.code ?? null, message: e.message ?? null,
        accuracy: e.accuracy ?? null, image: e.image ?? null, receivedAt: at,
      });
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
};
export type IngestWriter = ReturnType<typeof createIngestWriter>;
