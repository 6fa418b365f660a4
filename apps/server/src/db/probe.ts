import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from './client';

/**
 * `select 1` on a connection of its own, with a time limit: a pool busy with long queries must not
 * look like a database that is down, and a server that stopped answering must not hang the check.
 */
export const connectionProbe = (url: string, timeoutMs = 5000) => {
  let client: pg.Client | undefined;
  /** Not awaited by check(): ending a broken connection may wait for a socket event that never comes. */
  const drop = () => {
    const c = client;
    client = undefined;
    return c?.end().catch(() => undefined);
  };
  const open = async () => {
    const c = (client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs, query_timeout: timeoutMs }));
    // An idle connection that breaks emits 'error', which would crash the process unhandled.
    c.on('error', () => void (client === c && drop()));
    await c.connect();
    return c;
  };
  return {
    check: async () => {
      try {
        await (client ?? (await open())).query('select 1');
      } catch (e) {
        void drop();
        throw e;
      }
    },
    close: async () => void (await drop()),
  };
};

/** Through the app's pool: for apps built without a supervisor of their own (tests, benches). */
export const poolProbe = (db: Db) => ({
  check: async () => void (await db.execute(sql`select 1`)),
  close: async () => undefined,
});
