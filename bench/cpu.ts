/**
 * CPU time of the parts of a benchmark, from Linux's /proc: what each request costs in CPU, which the
 * load of other work on a shared machine does not change (req/s it does). Elsewhere every figure is
 * undefined and the benchmark prints none.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** USER_HZ: /proc counts CPU time in ticks of 10 ms on every Linux architecture Node runs on. */
const TICK_MS = 10;

/** utime + stime of one /proc stat file, and the parent pid; the name field may hold spaces. */
const statOf = (file: string) => {
  const s = readFileSync(file, 'utf8');
  const f = s.slice(s.lastIndexOf(')') + 2).split(' ');
  return { ppid: Number(f[1]), ms: (Number(f[11]) + Number(f[12])) * TICK_MS, children: (Number(f[13]) + Number(f[14])) * TICK_MS };
};

const readable = process.platform === 'linux' && existsSync('/proc/self/stat');

/** The main thread only (the servers under test), not the load generator's worker thread. */
export const mainThreadCpuMs = (): number | undefined => (readable ? statOf(`/proc/self/task/${process.pid}/stat`).ms : undefined);

/** The whole process: main thread and the load generator's worker. */
export const processCpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** A PostgreSQL server and its backends, found by the postmaster.pid file in its data directory. */
export const postgresCpuMs = (dataDir: string | undefined): number | undefined => {
  if (!readable || !dataDir) return undefined;
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const root = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  let ms = 0;
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const s = statOf(`/proc/${pid}/stat`);
      // The postmaster's own time, its live backends', and (children) the time of the backends that
      // have exited: a pool closing an idle connection would otherwise take its time out of the sum.
      if (Number(pid) === root) ms += s.ms + s.children;
      else if (s.ppid === root) ms += s.ms;
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return ms;
};
