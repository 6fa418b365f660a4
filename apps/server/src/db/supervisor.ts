import type { Restartable } from './postmaster';

/** What the API knows about the database: /healthz, the 503 fast path, the error handler. */
export interface DatabaseHealth {
  /** False from the first sign of an outage until the database answers again. */
  readonly up: boolean;
  /** A query failed with a connection error: check now rather than at the next periodic probe. */
  suspect(): void;
}

export interface DatabaseSupervisor extends DatabaseHealth {
  close(): Promise<void>;
}

export interface SupervisorOptions {
  /** One round trip to the database; rejects when it cannot be reached (db/probe.ts). */
  probe: { check(): Promise<void>; close(): Promise<void> };
  /** The embedded PostgreSQL, restarted when its process is gone; absent for DATABASE_URL. */
  embedded?: Restartable;
  /** How long the database may stay unreachable before onGiveUp (DB_RECOVERY_SECONDS). */
  deadlineMs: number;
  /** Called once when the deadline has passed: server.ts exits non-zero so a process supervisor restarts it. */
  onGiveUp: () => void;
  log: (message: string) => void;
  probeEveryMs?: number;
}

const TIMED_OUT = new Error('no answer before the deadline');
const describe = (e: unknown) => (e instanceof Error ? e.message : e === undefined ? 'no reason given' : String(e));

/**
 * Watches the database and brings it back. Up: a probe every few seconds, and at once when a request
 * saw a connection error or the embedded postmaster exited. Down: the embedded PostgreSQL is started
 * again on its data directory and port (DATABASE_URL: only waited for), probed with back-off, until
 * the deadline; then onGiveUp. The pg pool needs no help: it drops broken idle clients (its 'error'
 * handler, db/client.ts) and opens new connections once the server answers.
 */
export const superviseDatabase = (opts: SupervisorOptions): DatabaseSupervisor => {
  const every = opts.probeEveryMs ?? 5000;
  let up = true;
  let recovering = false;
  let closed = false;
  let checking: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let wake: (() => void) | undefined;

  const schedule = () => {
    clearTimeout(timer);
    if (closed || recovering) return;
    timer = setTimeout(() => void check(), every);
    timer.unref();
  };
  const check = () =>
    (checking ??= opts.probe
      .check()
      .then(schedule, (e: unknown) => void recover(describe(e)))
      .finally(() => (checking = undefined)));

  /** Waits for the next attempt; close() cuts it short. */
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      wake = resolve;
      setTimeout(resolve, ms).unref();
    });

  const withDeadline = <T>(p: Promise<T>, deadline: number) =>
    Number.isFinite(deadline)
      ? Promise.race([
          p,
          new Promise<never>((_, reject) => setTimeout(() => reject(TIMED_OUT), Math.max(0, deadline - Date.now())).unref()),
        ])
      : p;

  const recover = async (reason: string) => {
    if (recovering || closed) return;
    recovering = true;
    up = false;
    clearTimeout(timer);
    const since = Date.now();
    const deadline = since + opts.deadlineMs;
    const action = opts.embedded ? 'restarting the embedded PostgreSQL' : 'waiting for it to come back';
    const bound = Number.isFinite(opts.deadlineMs) ? `, for at most ${Math.round(opts.deadlineMs / 1000)} s` : '';
    opts.log(`The database is unreachable (${reason}); ${action}${bound}. API calls answer 503 meanwhile.`);
    let last = reason;
    for (let attempt = 0; !closed; attempt++) {
      try {
        if (opts.embedded && !opts.embedded.running()) await withDeadline(opts.embedded.restart(), deadline);
        await withDeadline(opts.probe.check(), deadline);
        up = true;
        recovering = false;
        opts.log(`The database answers again, after ${((Date.now() - since) / 1000).toFixed(1)} s.`);
        schedule();
        return;
      } catch (e) {
        // The last attempt is usually cut short by the deadline: the error before it says more.
        if (e !== TIMED_OUT || last === reason) last = describe(e);
      }
      const left = deadline - Date.now();
      if (left <= 0) {
        opts.log(`The database did not come back within ${Math.round(opts.deadlineMs / 1000)} s (last error: ${last}); giving up.`);
        opts.onGiveUp();
        return;
      }
      // 0.25 s doubling to 4 s: a restart usually succeeds on the first or second try.
      await pause(Math.min(250 * 2 ** Math.min(attempt, 4), left));
    }
  };

  opts.embedded?.onExit(() => void recover('the embedded PostgreSQL exited'));
  schedule();
  return {
    get up() {
      return up;
    },
    suspect: () => {
      if (!recovering && !closed) void check();
    },
    close: async () => {
      closed = true;
      clearTimeout(timer);
      wake?.();
      await opts.probe.close();
    },
  };
};
