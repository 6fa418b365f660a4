import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from './embedded';
import { embeddedPostgresProblem, postgresCanReach } from './pg-reach';

/** A private directory as mktemp makes it (mode 0700), and a user who owns nothing in it. */
const privateDir = mkdtempSync(path.join(os.tmpdir(), 'fleet-private-'));
const stranger = { uid: 2_000_000_001, gids: [2_000_000_001] };
afterAll(() => rmSync(privateDir, { recursive: true, force: true }));

describe('postgresCanReach', () => {
  it('names the first directory a user cannot pass on the way, and passes an open one', () => {
    chmodSync(privateDir, 0o700);
    const dataDir = path.join(privateDir, 'data', 'pg');
    expect(postgresCanReach(dataDir, stranger)).toBe(privateDir);
    chmodSync(privateDir, 0o755);
    expect(postgresCanReach(dataDir, stranger)).toBeNull();
    chmodSync(privateDir, 0o700);
  });

  it('lets the owner and the group through by their own bits', () => {
    const owner = { uid: process.getuid!(), gids: [] };
    expect(postgresCanReach(privateDir, owner)).toBeNull();
    chmodSync(privateDir, 0o710);
    expect(postgresCanReach(privateDir, { uid: stranger.uid, gids: [process.getgid!()] })).toBeNull();
    chmodSync(privateDir, 0o700);
  });
});

describe('startEmbeddedPostgres as root with DATA_DIR under a private directory', () => {
  it('stops with one line saying what to do instead of a raw initdb error', async () => {
    chmodSync(privateDir, 0o700);
    const dataDir = path.join(privateDir, 'data', 'pg');
    if (process.getuid!() !== 0) {
      // PostgreSQL runs as the caller then, who owns the directory: nothing is in the way.
      expect(embeddedPostgresProblem(dataDir, stranger)).toBeNull();
      return;
    }
    const problem = embeddedPostgresProblem(dataDir, stranger);
    expect(problem).toMatch(
      new RegExp(
        `^Running as root, .*cannot enter ${privateDir} \\(mode 0700\\) to reach its data directory ${dataDir}: run the server as a normal user, set DATA_DIR to .*, or set DATABASE_URL .*\\.$`,
      ),
    );
    expect(problem).not.toContain('\n');
    await expect(startEmbeddedPostgres(dataDir)).rejects.toThrow(
      /cannot enter .* \(mode 0700\) to reach its data directory .*set DATA_DIR/,
    );
    expect(existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(false);
  });
});
