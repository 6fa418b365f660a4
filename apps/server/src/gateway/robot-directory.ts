import type { Db } from '../db/client';
import { findDeviceCredentials } from './gateway.repository';

type Credential = { id: number; secretHash: string };

/**
 * Device number → robot (id, secret hash), for device authentication and for ingest. Cached because a
 * reconnect storm or 10,000 robots at 1 Hz must not cost one query per message: a cached robot is
 * answered synchronously (`known`), and the misses of a few milliseconds share one query (a burst of
 * CONNECTs is a few round trips, not one per robot queued on the pool). Entries live a minute (misses 5 s, so a
 * robot registered just now can connect soon); `forget` drops one at once when the registration
 * changes (Gateway.robotChanged, on every instance through the robot notice).
 */
const HIT_TTL_MS = 60_000;
const MISS_TTL_MS = 5_000;
const BATCH = 1_000;
/** Lookups within this window share one query: a connect waits at most this long for it. */
const WINDOW_MS = 5;

type Waiter = { resolve: (c: Credential | undefined) => void; reject: (e: unknown) => void };

export const createRobotDirectory = (db: Db) => {
  const cache = new Map<string, { cred: Credential | undefined; at: number }>();
  const pending = new Map<string, Promise<Credential | undefined>>();
  let queued = new Map<string, Waiter[]>();

  const runQueued = () => {
    const batch = queued;
    queued = new Map();
    const numbers = [...batch.keys()];
    for (let i = 0; i < numbers.length; i += BATCH) {
      const part = numbers.slice(i, i + BATCH);
      findDeviceCredentials(db, part).then(
        (rows) => {
          const found = new Map(rows.map((r) => [r.deviceNumber, { id: r.id, secretHash: r.secretHash }]));
          for (const no of part) for (const w of batch.get(no)!) w.resolve(found.get(no));
        },
        (e: unknown) => part.forEach((no) => batch.get(no)!.forEach((w) => w.reject(e))),
      );
    }
  };

  /** The cached answer, or null when it must be looked up. */
  const cached = (deviceNumber: string): Credential | undefined | null => {
    const hit = cache.get(deviceNumber);
    return hit && Date.now() - hit.at < (hit.cred ? HIT_TTL_MS : MISS_TTL_MS) ? hit.cred : null;
  };

  const lookup = (deviceNumber: string): Promise<Credential | undefined> => {
    const hit = cached(deviceNumber);
    if (hit !== null) return Promise.resolve(hit);
    let p = pending.get(deviceNumber);
    if (!p) {
      if (queued.size === 0) setTimeout(runQueued, WINDOW_MS);
      const q = new Promise<Credential | undefined>((resolve, reject) => {
        // A forget() between two lookups of one number can queue it twice: both get the answer.
        const waiters = queued.get(deviceNumber);
        if (waiters) waiters.push({ resolve, reject });
        else queued.set(deviceNumber, [{ resolve, reject }]);
      });
      p = q
        .then((cred) => {
          // A forget() while the query ran wins: do not cache what it may have invalidated.
          if (pending.get(deviceNumber) === p) cache.set(deviceNumber, { cred, at: Date.now() });
          return cred;
        })
        .finally(() => {
          if (pending.get(deviceNumber) === p) pending.delete(deviceNumber);
        });
      pending.set(deviceNumber, p);
    }
    return p;
  };

  return {
    credential: lookup,
    idOf: async (deviceNumber: string) => (await lookup(deviceNumber))?.id,
    /** Synchronous: the robot's id (undefined: no such robot may talk to us), or null when not cached. */
    known(deviceNumber: string): number | undefined | null {
      const hit = cached(deviceNumber);
      return hit === null ? null : hit?.id;
    },
    forget(deviceNumber: string) {
      cache.delete(deviceNumber);
      pending.delete(deviceNumber);
    },
  };
};
export type RobotDirectory = ReturnType<typeof createRobotDirectory>;
