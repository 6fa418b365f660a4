import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../src/db/embedded';

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
  }
}

/**
 * One PostgreSQL for the API suite: the server named by TEST_DATABASE_URL, or an embedded one in a
 * temporary directory (so the suite passes on a machine with no PostgreSQL). Each test file then
 * creates its own database on it.
 */
export default async function setup(project: TestProject) {
  const external = process.env.TEST_DATABASE_URL;
  if (external) {
    project.provide('adminDatabaseUrl', external);
    return;
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'fleet-test-pg-'));
  // The embedded server runs as a dedicated user when we are root: it must reach the directory.
  chmodSync(dir, 0o755);
  const pg = await startEmbeddedPostgres(path.join(dir, 'pg'));
  project.provide('adminDatabaseUrl', pg.url);
  return async () => {
    await pg.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
