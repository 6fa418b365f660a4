import { REJECTION_DETAIL_MAX, REJECTIONS_KEPT, toDeviceTextSafe, type TRejectionReason } from '@fleet/contracts';
import type { Db } from '../db/client';
import { describeDbError } from '../db/connection-error';
import { writeRejections, type RejectionRow } from './rejections.repository';
import type { Stats } from './stats';

/** Robots with rejections waiting for one flush, at most: a fleet-wide firmware bug costs memory up to here. */
const MAX_ROBOTS = 20_000;
const TOPIC_MAX = 200;
const FIELD_MAX = 100;

/**
 * What a robot sent may be anything (its bad JSON is quoted in the parse error): the text is made
 * storable (no control characters, no lone surrogate) and short before it is kept.
 */
// eslint-disable-next-line no-control-regex
const storable = (s: string, max: number) => toDeviceTextSafe(s.slice(0, max)).replace(/[\u0001-\u001f\u007f]/g, ' ');

/**
 * The refused messages of each robot (contracts device/rejections.ts), kept for the vendor debugging
 * its firmware. Recording is synchronous and costs no database round trip: per robot only its newest
 * REJECTIONS_KEPT rows since the last flush are held, with its counts by reason, and every `flushMs`
 * one statement writes all robots' rows and counts and trims each robot to its newest REJECTIONS_KEPT.
 * A robot flooding bad messages therefore costs one array of 50 and one row of each table per second.
 */
export const createRejectionLog = (db: Db, stats: Stats, opts: { flushMs: number; onWritten?: (robotIds: number[]) => void }) => {
  let pending = new Map<number, { rows: RejectionRow[]; counts: Map<string, number> }>();
  let running: Promise<void> = Promise.resolve();

  const flushNow = async () => {
    const batch = pending;
    pending = new Map();
    if (batch.size === 0) return;
    const rows = [...batch.values()].flatMap((p) => p.rows);
    const counts = [...batch].flatMap(([robotId, p]) => [...p.counts].map(([reason, n]) => ({ robotId, reason, n })));
    try {
      await writeRejections(db, rows, counts);
      opts.onWritten?.([...batch.keys()]);
    } catch (e) {
      stats.warn('writeErrors', { table: 'robot_rejections', rows: rows.length, err: describeDbError(e) });
    }
  };
  const flush = () => (running = running.then(flushNow));
  const timer = setInterval(() => void flush(), opts.flushMs);
  timer.unref();

  return {
    /** Keeps the rejection for the next flush (counted even when the robot's list is already full). */
    record(robotId: number, r: { at: number; topic: string; reason: TRejectionReason; field: string | null; detail: string }) {
      let p = pending.get(robotId);
      if (!p) {
        if (pending.size >= MAX_ROBOTS) return stats.warn('writeErrors', { table: 'robot_rejections', why: 'queue full' });
        p = { rows: [], counts: new Map() };
        pending.set(robotId, p);
      }
      p.counts.set(r.reason, (p.counts.get(r.reason) ?? 0) + 1);
      if (p.rows.length >= REJECTIONS_KEPT) p.rows.shift();
      p.rows.push({
        robotId,
        at: r.at,
        topic: storable(r.topic, TOPIC_MAX),
        reason: r.reason,
        field: r.field === null ? null : storable(r.field, FIELD_MAX),
        detail: storable(r.detail, REJECTION_DETAIL_MAX),
      });
    },
    /** Writes what is pending now (tests, shutdown). */
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
};
export type RejectionLog = ReturnType<typeof createRejectionLog>;
