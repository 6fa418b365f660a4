import type { TClipReason } from '@fleet/contracts';
import type { Db } from '../../db/client';
import type { Gateway } from '../../gateway/gateway.types';
import { appendFrames, deleteClip, endClip, insertClip } from './clip.repository';

/** Frames are written in batches this often: one statement a second, not one per frame. */
const FLUSH_MS = 1_000;

interface Recording {
  clipId: number;
  robotId: number;
  reason: TClipReason;
  frames: { seq: number; ts: number; jpeg: Buffer }[];
  seq: number;
  leave: () => void;
  flushTimer: NodeJS.Timeout;
  endTimer: NodeJS.Timeout;
  writing: Promise<void>;
  done: Promise<void> | null;
}

/**
 * Records clips on this instance from the frames its live flow relays (gateway.watchVideo, which also
 * holds the robot's stream lease while recording). A recording ends after its length, on stop, or when
 * its row was ended elsewhere (a stop through another instance, a delete): each batch write tells.
 * A clip that got no frame at all (the robot was offline) is deleted: there is nothing to play.
 */
export const createClipRecorder = (deps: {
  db: Db;
  gateway: Gateway;
  onChange: (robotId: number) => void;
  log: (err: unknown) => void;
}) => {
  const { db, gateway } = deps;
  const running = new Map<string, Recording>();
  const key = (robotId: number, reason: TClipReason) => `${robotId}:${reason}`;

  const flush = (r: Recording) => {
    r.writing = r.writing.then(async () => {
      const batch = r.frames.splice(0);
      if (r.done && batch.length === 0) return;
      const open = await appendFrames(db, r.clipId, batch).catch((e: unknown) => (deps.log(e), true));
      if (!open && !r.done) void finish(r, false);
    });
    return r.writing;
  };

  /** `end`: write ended_at (false when it was ended elsewhere). Idempotent. */
  const finish = (r: Recording, end = true) => {
    if (r.done) return r.done;
    clearInterval(r.flushTimer);
    clearTimeout(r.endTimer);
    r.leave();
    running.delete(key(r.robotId, r.reason));
    r.done = (async () => {
      await flush(r);
      if (end) await endClip(db, r.clipId, new Date());
      if (r.seq === 0) await deleteClip(db, r.clipId);
      deps.onChange(r.robotId);
    })().catch(deps.log);
    return r.done;
  };

  return {
    /** The clip this instance records for the robot and reason, if any. */
    running: (robotId: number, reason: TClipReason) => running.get(key(robotId, reason))?.clipId,
    async start(o: { robotId: number; reason: TClipReason; eventType?: string | null; createdBy?: number | null; seconds: number }) {
      const startedAt = new Date();
      const clipId = await insertClip(db, {
        robotId: o.robotId,
        startedAt,
        reason: o.reason,
        eventType: o.eventType ?? null,
        createdBy: o.createdBy ?? null,
      });
      const r: Recording = {
        clipId,
        robotId: o.robotId,
        reason: o.reason,
        frames: [],
        seq: 0,
        leave: () => undefined,
        flushTimer: setInterval(() => void flush(r), FLUSH_MS),
        endTimer: setTimeout(() => void finish(r), o.seconds * 1000),
        writing: Promise.resolve(),
        done: null,
      };
      r.flushTimer.unref();
      r.endTimer.unref();
      running.set(key(o.robotId, o.reason), r);
      r.leave = gateway.watchVideo(o.robotId, (f) => {
        if (!r.done) r.frames.push({ seq: r.seq++, ts: f.ts, jpeg: f.jpeg });
      });
      deps.onChange(o.robotId);
      return clipId;
    },
    /** Stops this instance's recording; false when it records none for the robot. */
    async stop(robotId: number, reason: TClipReason) {
      const r = running.get(key(robotId, reason));
      if (!r) return false;
      await finish(r);
      return true;
    },
    async close() {
      await Promise.all([...running.values()].map((r) => finish(r)));
    },
  };
};
export type ClipRecorder = ReturnType<typeof createClipRecorder>;
