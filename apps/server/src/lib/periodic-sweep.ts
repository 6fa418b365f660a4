import type { FastifyBaseLogger } from 'fastify';

export interface PeriodicSweep<T> {
  /** Sweeps once now and waits for it (tests: no timing); a sweep already running is let finish first. */
  runNow(): Promise<T>;
  /** Stops the timer and waits for a sweep in progress. */
  close(): Promise<void>;
}

/**
 * Runs `sweep` every `everyMs` on this instance, never two at a time; a failed round is logged and
 * answers `onFailure`, and the next tick tries again. For sweeps whose statements are safe on several
 * instances at once (idempotent, or claiming rows); `lib/locked-job.ts` is for those that are not.
 */
export const startPeriodicSweep = <T>(
  log: FastifyBaseLogger,
  opts: { name: string; everyMs: number; sweep: () => Promise<T>; onFailure: T },
): PeriodicSweep<T> => {
  let running: Promise<T> | null = null;
  const tick = () =>
    (running ??= opts
      .sweep()
      .catch((e: unknown) => {
        log.warn({ err: e }, `${opts.name} failed; retried on the next tick`);
        return opts.onFailure;
      })
      .finally(() => (running = null)));
  const timer = setInterval(() => void tick(), opts.everyMs);
  timer.unref();
  return {
    runNow: async () => {
      // A sweep already running may have read the state before the caller's change: run one more.
      await running;
      return tick();
    },
    async close() {
      clearInterval(timer);
      await running;
    },
  };
};
