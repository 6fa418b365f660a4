import type { Db } from '../db/client';
import type { EpochWatch } from './auth-epoch-watch';
import { findSession, type SessionRow } from './session.repository';

/** An entry is read again after this long even when nothing changed: it bounds what dead tokens hold. */
const MAX_AGE_MS = 60_000;
const MAX_ENTRIES = 10_000;

const isLive = (r: SessionRow) => !r.revokedReason && r.enabled && !r.deleted;

/**
 * Session rows by token hash, served without reading the session again while nothing that can end a
 * session or change its rights has been committed anywhere (auth_epoch, migration 0013). The epoch
 * comes from the watch (auth-epoch-watch.ts): a revocation made through this instance is seen by the
 * very next request; one committed by another instance or typed in psql once its notification arrives
 * (milliseconds), or at once while the watch is not listening (then each request waits for a read of
 * the epoch that started after it arrived, shared with every request arriving meanwhile).
 */
export const createSessionCache = (db: Db, watch: EpochWatch) => {
  const entries = new Map<string, { row: SessionRow; at: number }>();

  /** From the database; live sessions are kept for the next requests. */
  const load = async (tokenHash: string) => {
    const row = await findSession(db, tokenHash);
    entries.delete(tokenHash);
    if (row && isLive(row)) {
      // Map order is insertion order: the first entry is the oldest.
      for (const [key, e] of entries) {
        if (entries.size < MAX_ENTRIES && Date.now() - e.at < MAX_AGE_MS) break;
        entries.delete(key);
      }
      entries.set(tokenHash, { row, at: Date.now() });
    }
    return row;
  };

  return {
    load,
    /** The session row, and whether it came from the cache (its last_seen_at may lag another instance's). */
    get: async (tokenHash: string): Promise<{ row: SessionRow | undefined; cached: boolean }> => {
      const hit = entries.get(tokenHash);
      if (hit && Date.now() - hit.at < MAX_AGE_MS) {
        const now = watch.current();
        if ((now instanceof Promise ? await now : now) === hit.row.epoch) return { row: hit.row, cached: true };
      }
      return { row: await load(tokenHash), cached: false };
    },
  };
};
