/**
 * `npm run bench:api`: the cost of the real request path (session lookup + permission guard + one
 * SQL read + envelope) against a bare Fastify route, measured in the same run on the same machine.
 *
 * The load generator runs in an autocannon worker thread, so it does not share the event loop of
 * the app under test; on a 2-core machine the two still compete for CPU, which is why only the
 * ratio to the baseline is meaningful, not the absolute numbers. The two are measured in alternating
 * slices (measure()), so load from other work on the machine weighs on both alike.
 */
import Fastify from 'fastify';
import { createRequire } from 'node:module';
import { mainThreadCpuMs, postgresCpuMs, processCpuMs } from './cpu';
import { API, cleanups, embeddedPostgres, HOST, listen, log, machine, runBench, signIn, startRealApp } from './support';

const CONNECTIONS = 10;
const WARMUP_S = 2;
/** Measured time per side: ROUNDS slices of SLICE_S, alternating between the two servers. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SLICE_S = 2;
const OWN_DETAIL = `${API}/user-service/user/userinfo/getOwnDetail`;

/** The part of autocannon's result this script reads (the package ships no types). */
interface Histogram {
  average: number;
  p50: number;
  p99: number;
  /** On `requests`: the number of completed requests. */
  total: number;
}
interface AutocannonResult {
  requests: Histogram;
  latency: Histogram;
  duration: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodeStats: Record<string, { count: number }>;
}
interface AutocannonOptions {
  url: string;
  connections: number;
  duration: number;
  workers?: number;
  headers?: Record<string, string>;
}
const autocannon = createRequire(import.meta.url)('autocannon') as (o: AutocannonOptions) => Promise<AutocannonResult>;

interface Target {
  name: string;
  url: string;
  headers: Record<string, string>;
  slices: AutocannonResult[];
  /** CPU ms spent during this target's slices: servers' thread, whole process (+ load generator), PostgreSQL. */
  cpu: { main?: number; process: number; postgres?: number };
}

const run = (t: Target, duration: number) => autocannon({ url: t.url, connections: CONNECTIONS, workers: 1, headers: t.headers, duration });

const baseline = async (): Promise<Target> => {
  const app = Fastify({ logger: false });
  app.get('/bench', async () => ({ code: 0, msg: 'ok', data: { id: 1, account: 'admin', userName: 'Administrator' } }));
  cleanups.push(() => app.close());
  return { name: 'baseline: bare Fastify', url: `${await listen(app)}/bench`, headers: {}, slices: [], cpu: { process: 0 } };
};

const realApp = async (): Promise<Target> => {
  const url = await startRealApp();
  const headers = { authorization: await signIn(url) };
  const sample = await fetch(`${url}${OWN_DETAIL}`, { headers });
  const body = (await sample.json()) as { code: number; data: { account?: string } };
  if (sample.status !== 200 || body.code !== 0 || body.data.account !== 'admin') {
    throw new Error(`sample answer is not a success: HTTP ${sample.status} ${JSON.stringify(body)}`);
  }
  return { name: 'real: GET getOwnDetail (session + SQL)', url: `${url}${OWN_DETAIL}`, headers, slices: [], cpu: { process: 0 } };
};

const cpuNow = () => ({ main: mainThreadCpuMs(), process: processCpuMs(), postgres: postgresCpuMs(embeddedPostgres.dataDir) });
const add = (a: number | undefined, before: number | undefined, after: number | undefined) =>
  a === undefined || before === undefined || after === undefined ? undefined : a + after - before;

/** One measured slice, with the CPU time it took: only one side is loaded at a time, so it is that side's. */
const slice = async (t: Target) => {
  const before = cpuNow();
  const result = await run(t, SLICE_S);
  const after = cpuNow();
  t.cpu = {
    main: add(t.cpu.main ?? 0, before.main, after.main),
    process: t.cpu.process + after.process - before.process,
    postgres: add(t.cpu.postgres ?? 0, before.postgres, after.postgres),
  };
  return result;
};

/**
 * Both servers listen throughout; after a warm-up each (JIT, pools, caches), the measured time is cut
 * into slices taken in turn (A B, B A, …). On a machine shared with other work the load moves within
 * seconds: measuring one side after the other let that drift decide the ratio, interleaving cancels it.
 */
const measure = async (targets: [Target, Target]) => {
  for (const t of targets) {
    log(`${t.name}: warm-up ${WARMUP_S} s`);
    await run(t, WARMUP_S);
  }
  log(`measuring: ${ROUNDS} rounds of ${SLICE_S} s per side, alternating, ${CONNECTIONS} connections`);
  for (let r = 0; r < ROUNDS; r++) {
    for (const t of r % 2 === 0 ? targets : [targets[1], targets[0]]) t.slices.push(await slice(t));
  }
};

const sum = (t: Target, f: (r: AutocannonResult) => number) => t.slices.reduce((n, r) => n + f(r), 0);
const reqPerSec = (t: Target) => sum(t, (r) => r.requests.total) / sum(t, (r) => r.duration);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
/** autocannon gives percentiles, not the histogram: the slices' median p50/p99 stand for the run. */
const p = (t: Target, key: 'p50' | 'p99') => median(t.slices.map((r) => r.latency[key]));

const fmt = (n: number, digits = 0) => n.toFixed(digits);
const pad = (s: string, w: number, right = false) => (right ? s.padStart(w) : s.padEnd(w));

const report = ([base, real]: [Target, Target]) => {
  const cols = ['', 'req/s (avg)', 'p50 ms', 'p99 ms', 'requests', 'non-2xx', 'errors'];
  const widths = [40, 12, 8, 8, 10, 8, 7];
  const line = (cells: string[]) => cells.map((c, i) => pad(c, widths[i]!, i > 0)).join('  ');
  console.log('');
  console.log(machine());
  console.log(
    `load: autocannon, ${CONNECTIONS} connections, ${WARMUP_S} s warm-up each, then ${ROUNDS} × ${SLICE_S} s per side taken in turn, loopback ${HOST}`,
  );
  console.log('');
  console.log(line(cols));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const t of [base, real]) {
    console.log(
      line([
        t.name,
        fmt(reqPerSec(t)),
        fmt(p(t, 'p50')),
        fmt(p(t, 'p99')),
        String(sum(t, (r) => r.requests.total)),
        String(sum(t, (r) => r.non2xx)),
        String(sum(t, (r) => r.errors + r.timeouts)),
      ]),
    );
  }
  const rounds = real.slices.map((r, i) => r.requests.total / r.duration / (base.slices[i]!.requests.total / base.slices[i]!.duration));
  console.log('');
  console.log(
    `real / baseline req/s: ${fmt(reqPerSec(real) / reqPerSec(base), 3)} (rounds: ${fmt(Math.min(...rounds), 3)} to ${fmt(Math.max(...rounds), 3)})`,
  );
  // autocannon measures whole milliseconds: a baseline p99 under 1 ms gives a lower bound, not a ratio.
  const p99 =
    p(base, 'p99') > 0
      ? fmt(p(real, 'p99') / p(base, 'p99'), 2)
      : `>= ${fmt(p(real, 'p99'), 0)} (baseline p99 < 1 ms, the resolution of autocannon)`;
  console.log(`real / baseline p99:   ${p99}`);
  console.log('');
  reportCpu([base, real]);
};

/**
 * CPU time per request of the app's side: the servers' thread and PostgreSQL. On a machine shared with
 * other work, req/s also measures how soon the scheduler runs each process (the real side waits on
 * PostgreSQL once or twice per request, the baseline never); CPU per request does not move with that
 * load. The rest of the process (autocannon's worker, started per slice, and V8's GC and compiler
 * threads, shared by both isolates) is shown but not attributed.
 */
const reportCpu = (targets: [Target, Target]) => {
  const us = (t: Target, ms: number | undefined) => (ms === undefined ? undefined : (ms * 1000) / sum(t, (r) => r.requests.total));
  const parts = (t: Target) => {
    const server = us(t, t.cpu.main);
    const postgres = t === targets[0] ? 0 : us(t, t.cpu.postgres);
    return { server, postgres, rest: server === undefined ? undefined : us(t, t.cpu.process)! - server };
  };
  const [base, real] = targets.map(parts) as [ReturnType<typeof parts>, ReturnType<typeof parts>];
  const rows = [
    [targets[0], base],
    [targets[1], real],
  ] as const;
  if (rows.some(([, c]) => c.server === undefined || c.postgres === undefined)) {
    console.log('CPU per request: not measured (needs Linux /proc and the embedded PostgreSQL)');
    return;
  }
  const app = (c: ReturnType<typeof parts>) => c.server! + c.postgres!;
  const widths = [40, 14, 12, 10, 22];
  const line = (cells: string[]) => cells.map((c, i) => pad(c, widths[i]!, i > 0)).join('  ');
  console.log(line(['CPU per request (µs)', 'server thread', 'PostgreSQL', 'app', 'rest of the process']));
  for (const [t, c] of rows) console.log(line([t.name, fmt(c.server!), fmt(c.postgres!), fmt(app(c)), fmt(c.rest!)]));
  console.log(
    `baseline / real CPU per request (app): ${fmt(app(base) / app(real), 3)}; server thread alone: ${fmt(base.server! / real.server!, 3)} (/proc, ticks of 10 ms)`,
  );
  console.log('');
};

const main = async () => {
  const targets: [Target, Target] = [await baseline(), await realApp()];
  await measure(targets);
  report(targets);
  const bad = targets.filter((t) => sum(t, (r) => r.non2xx + r.errors + r.timeouts) > 0);
  if (bad.length) {
    const detail = bad.map(
      (t) =>
        `${t.name}: status codes ${JSON.stringify(t.slices.map((r) => r.statusCodeStats))}, errors ${sum(t, (r) => r.errors)}, timeouts ${sum(t, (r) => r.timeouts)}`,
    );
    throw new Error(`non-2xx responses or errors during the run, the numbers are not valid:\n  ${detail.join('\n  ')}`);
  }
};

runBench(main);
