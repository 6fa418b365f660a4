import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema>;
/** A transaction or the database: repositories accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export interface Database {
  db: Db;
  pool: pg.Pool;
  close(): Promise<void>;
}

export const openDatabase = (url: string, opts: { max?: number } = {}): Database => {
  const pool = new pg.Pool({ connectionString: url, max: opts.max ?? 10 });
  // An idle client losing its connection (database restart) must not crash the process.
  pool.on('error', () => undefined);
  const db = drizzle(pool, { schema });
  return { db, pool, close: () => pool.end() };
};

/** The pool behind a Db of openDatabase (drizzle's `$client`), for its counts; null for another driver client. */
export const poolOf = (db: Db): pg.Pool | null => {
  const client = (db as Db & { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : null;
};

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Held while migrating: a second server starting at the same moment waits, then finds nothing to do. */
const MIGRATION_LOCK = 74231000;

/**
 * Applies the checked-in migrations; safe to run at every start and from several processes at once.
 * Drizzle's migrator reads the last applied migration and then applies the rest, so two servers
 * starting together would both apply them (the second failing on "already exists"): the session-level
 * advisory lock, on the connection that migrates, makes them take turns.
 */
export const migrateDatabase = async (database: Database) => {
  const client = await database.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(drizzle(client, { schema }), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
};
