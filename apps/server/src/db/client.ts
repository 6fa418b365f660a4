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

/** Applies the checked-in migrations; safe to run at every start and from several processes. */
export const migrateDatabase = async (database: Database) => {
  await migrate(database.db, { migrationsFolder });
};
