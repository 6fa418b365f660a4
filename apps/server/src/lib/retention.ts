import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../db/client';
import { startLockedJob } from './locked-job';

const DAY_MS = 86_400_000;
/**
 * Retention jobs run hourly, not daily: a server restarted more often than daily would otherwise never
 * prune, and an hour's worth of old rows is a small delete where a day's is a long one.
 */
const EVERY_MS = 3_600_000;

/** The moment `days` before `now`: rows older than it are past their retention. */
export const retentionCutoff = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/**
 * Deletes what is older than `days` every hour, on one instance at a time (advisory lock `lockKey`, like
 * the telemetry rollup), so the disk stays bounded: what a robot can add per day is limited upstream.
 */
export const startRetentionJob = (
  db: Db,
  log: FastifyBaseLogger,
  opts: { name: string; lockKey: number; days: number; prune: (tx: Tx, cutoff: Date) => Promise<unknown> },
) =>
  startLockedJob(db, log, {
    name: opts.name,
    lockKey: opts.lockKey,
    everyMs: EVERY_MS,
    work: async (tx) => void (await opts.prune(tx, retentionCutoff(new Date(), opts.days))),
  });
