import { CLIP_MAX_SECONDS, CLIP_RETENTION_DAYS } from '@fleet/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client';
import { startLockedJob } from '../../lib/locked-job';

const CLIP_LOCK = 0x76_63_6c_70; // 'vclp': one instance prunes at a time

/**
 * Deletes clips past their retention (their frames go with them), and ends clips whose recorder died
 * with its instance (open for longer than any recording lasts) at their last frame.
 */
export const pruneClips = async (db: Tx, now: Date) => {
  const cutoff = new Date(now.getTime() - CLIP_RETENTION_DAYS * 86_400_000);
  const stale = new Date(now.getTime() - (CLIP_MAX_SECONDS + 60) * 1000);
  await db.execute(sql`delete from robot_clips where started_at < ${cutoff.toISOString()}`);
  await db.execute(sql`
    update robot_clips c set ended_at = coalesce(
      (select to_timestamp(max(f.ts) / 1000.0) from robot_clip_frames f where f.clip_id = c.id), c.started_at)
    where c.ended_at is null and c.started_at < ${stale.toISOString()}`);
};

/** The retention job: every `everyMs`, on one instance at a time (advisory lock, like the telemetry rollup). */
export const startClipRetention = (db: Db, log: FastifyBaseLogger, opts: { everyMs: number }) =>
  startLockedJob(db, log, { name: 'clip retention', lockKey: CLIP_LOCK, everyMs: opts.everyMs, work: (tx) => pruneClips(tx, new Date()) });
