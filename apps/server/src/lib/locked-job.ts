import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../db/client';

export interface LockedJob {
  /** Runs once now and waits for it (tests, and a first run at start). */
  runNow(): Promise<void>;
  /** Stops the timer and waits for a run in progress. */
  close(): Promise<void>;
}

/**
 * A periodic job that of N server instances one runs at a time: every `everyMs` it takes a
 * transaction-scoped advisory lock (`lockKey`) and, if it got it, does `work` in that transaction;
 * the others skip that round. A failed round is logged and retried at the next tick; a round never
 * overlaps the previous one on the same instance.
 */
export const startLockedJob = (
  db: Db,
  log: FastifyBaseLogger,
  opts: { name: string; lockKey: number; everyMs: number; work: (tx: Tx) => Promise<void> },
): LockedJob => {
  let running: Promise<void> | null = null;
  const run = () =>
    db.transaction(async (tx) => {
      const got = (await tx.execute(sql`select pg_try_advisory_xact_lock(${opts.lockKey}) as "got"`)).rows[0] as { got: boolean };
      if (got.got) await opts.work(tx);
    });
  const tick = () => {
    if (running) return;
    running = run()
      .catch((e: unknown) => log.warn({ err: e }, `${opts.name} failed; retried on the next tick`))
      .finally(() => (running = null));
  };
  const timer = setInterval(tick, opts.everyMs);
  timer.unref();
  return {
    runNow: async () => {
      tick();
      await running;
    },
    async close() {
      clearInterval(timer);
      await running;
    },
  };
};
