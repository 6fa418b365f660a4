import type { TDeviceEvent, TTelemetry } from '@fleet/contracts';
import type { Db } from '../db/client';
import type { robotEvents } from '../db/schema';
import {
  findDeviceNumbers,
  insertEvents,
  insertTelemetrySamples,
  upsertTelemetryStates,
  writePresences,
  type PresenceRow,
  type TelemetryStateRow,
} from './gateway.repository';
import { describeDbError } from '../db/connection-error';
import { insertIsolating } from './isolate-rows';
import type { Stats } from './stats';
import { createStatusOrder } from './status-order';

/**
 * Batches the writes of the ingest flow. Telemetry at 1 Hz from 10,000 robots would be 10,000
 * statements a second; instead the newest state per robot is kept in memory and written by one
 * multi-row upsert per flush, history is sampled (at most one row per robot per `sampleEveryMs` on
 * this instance), and events are inserted in batches. A batch the database refuses for a row's data is
 * split until that row stands alone (isolate-rows.ts): only the row is dropped, counted and logged with
 * its robot's number. A batch that fails otherwise (database away) is counted, logged and dropped: the
 * next second brings a newer state, and a database outage must not grow memory without bound.
 *
 * Presence (online/offline, firmware) is written at once, but as a group: whatever arrived while the
 * previous presence statement ran goes into the next one (newest per robot), so one robot costs one
 * round trip and a reconnect storm of thousands costs a few statements, not thousands.
 */
const CHUNK = 5_000;
const MAX_QUEUED = 50_000;
/** Event pictures waiting for the next flush, at most (a database outage must not grow memory without bound). */
const MAX_QUEUED_IMAGE_BYTES = 64 * 1024 * 1024;
const IMAGES_PER_INSERT = 16;

type EventRow = typeof robotEvents.$inferInsert;

/** The writer's batches, by what they write: the label of /metrics' batch-size histogram. */
export const INGEST_BATCHES = ['presence', 'state', 'samples', 'events'] as const;
export type TIngestBatch = (typeof INGEST_BATCHES)[number];
const TABLE_OF: Record<TIngestBatch, string> = {
  presence: 'robot_state presence',
  state: 'robot_state',
  samples: 'robot_telemetry',
  events: 'robot_events',
};

const chunks = <T>(rows: T[]) => Array.from({ length: Math.ceil(rows.length / CHUNK) }, (_, i) => rows.slice(i * CHUNK, (i + 1) * CHUNK));

export const createIngestWriter = (
  db: Db,
  stats: Stats,
  opts: {
    flushMs: number;
    sampleEveryMs: number;
    onEventsWritten?: (robotIds: Set<number>) => void;
    /** Rows handed to the database in one flush of one kind (before chunking and isolation). */
    onBatch?: (batch: TIngestBatch, rows: number) => void;
  },
) => {
  let latest = new Map<number, TelemetryStateRow>();
  let samples: TelemetryStateRow[] = [];
  let events: EventRow[] = [];
  let queuedImageBytes = 0;
  let presence = new Map<number, PresenceRow>();
  const lastSampleAt = new Map<number, number>();
  const statusOrder = createStatusOrder();
  let running: Promise<void> = Promise.resolve();
  let presenceRunning: Promise<void> | null = null;

  /** Logged with the robot's number (one query for the rows a flush refused: a rare path, never the hot one). */
  const reportRejected = async (refused: { table: string; robotId: number; err: string }[]) => {
    const numbers = await findDeviceNumbers(db, [...new Set(refused.map((r) => r.robotId))]).catch(() => new Map<number, string>());
    for (const r of refused) stats.warn('rowsRejected', { ...r, deviceNumber: numbers.get(r.robotId) ?? null });
  };

  const write = async <T extends { robotId: number }>(batch: TIngestBatch, rows: T[], insert: (rows: T[]) => Promise<unknown>) => {
    opts.onBatch?.(batch, rows.length);
    const table = TABLE_OF[batch];
    const refused: { table: string; robotId: number; err: string }[] = [];
    for (const part of chunks(rows)) {
      await insertIsolating(part, insert, {
        reject: (row, e) => void refused.push({ table, robotId: row.robotId, err: describeDbError(e) }),
        fail: (batch, e) => stats.warn('writeErrors', { table, rows: batch.length, err: describeDbError(e) }),
      });
    }
    if (refused.length) await reportRejected(refused);
  };

  /** Writes the queued presence until none is left; at most one presence statement runs at a time. */
  const writePresenceNow = (): Promise<void> => {
    if (presenceRunning) return presenceRunning;
    if (presence.size === 0) return Promise.resolve();
    const run = async () => {
      // A tick first, so the statuses of robots connecting in the same burst share the statement.
      await new Promise((r) => setImmediate(r));
      while (presence.size > 0) {
        const rows = [...presence.values()];
        presence = new Map();
        await write('presence', rows, (r) => writePresences(db, r));
      }
    };
    presenceRunning = run().finally(() => (presenceRunning = null));
    return presenceRunning;
  };

  const flushNow = async () => {
    const [states, sampled, evs] = [[...latest.values()], samples, events];
    latest = new Map();
    samples = [];
    events = [];
    queuedImageBytes = 0;
    if (states.length) await write('state', states, (r) => upsertTelemetryStates(db, r));
    if (sampled.length) await write('samples', sampled, (r) => insertTelemetrySamples(db, r));
    const pictured = evs.filter((e) => e.imageData);
    const plain = pictured.length ? evs.filter((e) => !e.imageData) : evs;
    if (plain.length) await write('events', plain, (r) => insertEvents(db, r));
    // A few pictures per statement: a batch of them would be one statement of hundreds of megabytes.
    for (let i = 0; i < pictured.length; i += IMAGES_PER_INSERT) {
      await write('events', pictured.slice(i, i + IMAGES_PER_INSERT), (r) => insertEvents(db, r));
    }
    if (evs.length) opts.onEventsWritten?.(new Set(evs.map((e) => e.robotId)));
  };
  // Flushes never overlap: a slow database delays the next one instead of piling them up.
  const flush = () => {
    running = running.then(flushNow);
    return Promise.all([running, writePresenceNow()]).then(() => undefined);
  };
  const timer = setInterval(() => void flush(), opts.flushMs);
  timer.unref();

  return {
    /** Keeps the newest state of the robot for the next flush (synchronous: no await per message). */
    telemetry(robotId: number, t: TTelemetry, at: number) {
      const row = { robotId, at, t };
      // A late message (its ts older than the one queued) goes to history only: the state never moves back.
      const queued = latest.get(robotId);
      // The last GPS fix survives a newer message without one queued in the same flush (as in live-state.ts).
      if (!queued || queued.t.ts <= t.ts)
        latest.set(robotId, !t.geo && queued?.t.geo ? { robotId, at, t: { ...t, geo: queued.t.geo } } : row);
      const last = lastSampleAt.get(robotId);
      if (last === undefined || at - last >= opts.sampleEveryMs) {
        lastSampleAt.set(robotId, at);
        if (samples.length >= MAX_QUEUED) return stats.warn('writeErrors', { table: 'robot_telemetry', why: 'queue full' });
        samples.push(row);
      }
    },
    event(robotId: number, e: TDeviceEvent, at: number) {
      if (events.length >= MAX_QUEUED) return stats.warn('writeErrors', { table: 'robot_events', why: 'queue full' });
      let imageData: Buffer | null = e.imageData ? Buffer.from(e.imageData, 'base64') : null;
      // Pictures are the heavy part of a queue that waits for the database: past the budget, keep the event only.
      if (imageData && queuedImageBytes + imageData.length > MAX_QUEUED_IMAGE_BYTES) {
        stats.warn('writeErrors', { table: 'robot_events', why: 'image budget full, image dropped' });
        imageData = null;
      }
      queuedImageBytes += imageData?.length ?? 0;
      events.push({
        robotId,
        ts: new Date(e.ts),
        type: e.type,
        level: e.level,
        code: e.code ?? null,
        message: e.message ?? null,
        accuracy: e.accuracy ?? null,
        image: e.image ?? null,
        imageData,
        receivedAt: new Date(at),
      });
    },
    /** Online/offline and firmware, written with the next presence statement (within a round trip). */
    presence(robotId: number, p: { online: boolean; firmware?: string | undefined; ts?: number | undefined }, at: number) {
      if (!statusOrder.take(robotId, p.ts)) return;
      const prev = presence.get(robotId);
      // Two statuses of one robot in one batch: the newest wins, but a firmware said earlier is kept.
      presence.set(robotId, { robotId, online: p.online, firmware: p.firmware ?? prev?.firmware ?? null, at });
      void writePresenceNow();
    },
    /** Writes everything queued now (tests, shutdown). */
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
};
export type IngestWriter = ReturnType<typeof createIngestWriter>;
