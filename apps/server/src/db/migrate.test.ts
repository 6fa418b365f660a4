import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, dropTestDatabase } from '../../test/helpers';
import { migrateDatabase, openDatabase, type Database } from './client';

/** Two servers starting at once against one new database (an upgrade with two instances). */
let name: string;
let a: Database;
let b: Database;
beforeAll(async () => {
  const created = await createTestDatabase();
  name = created.name;
  a = openDatabase(created.url);
  b = openDatabase(created.url);
});
afterAll(async () => {
  await a.close();
  await b.close();
  await dropTestDatabase(name);
});

describe('migrateDatabase', () => {
  it('lets two processes migrate one database at the same time: both succeed, each migration applied once', async () => {
    await Promise.all([migrateDatabase(a), migrateDatabase(b), migrateDatabase(a)]);
    const applied = await a.db.execute<{ n: number; distinct: number }>(
      sql`select count(*)::int as n, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations`,
    );
    expect(applied.rows[0]!.n).toBeGreaterThan(10);
    expect(applied.rows[0]!.n).toBe(applied.rows[0]!.distinct);
    const held = await a.db.execute<{ n: number }>(sql`select count(*)::int as n from pg_locks where locktype = 'advisory'`);
    expect(held.rows[0]!.n).toBe(0);
  });
});
