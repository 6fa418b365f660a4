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
import { API, cleanups, HOST, listen, log, machine, runBench, signIn, startRealApp } from './support';

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
}

const run = (t: Target, duration: number) => autocannon({ url: t.url, connections: CONNECTIONS, workers: 1, headers: t.headers, duration });

const baseline = async (): Promise<Target> => {
  const app = Fastify({ logger: false });
  app.get('/bench', async () => ({ code: 0, msg: 'ok', data: { id: 1, account: 'admin', userName: 'Administrator' } }));
  cleanups.push(() => app.close());
  return { name: 'baseline: bare Fastify', url: `${await listen(app)}/bench`, headers: {}, slices: [] };
};

const realApp = async (): Promise<Target> => {
  const url = await startRealApp();
  const headers = { authorization: await signIn(url) };
  const sample = await fetch(`${url}${OWN_DETAIL}`, { headers });
  const body = (await sample.json()) as { code: number; data: { account?: string } };
  if (sample.status !== 200 || body.code !== 0 || body.data.account !== 'admin') {
    throw new Error(`sample answer is not a success: HTTP ${sample.status} ${JSON.stringify(body)}`);
  }
  return { name: 'real: GET getOwnDetail (session + SQL)', url: `${url}${OWN_DETAIL}`, headers, slices: [] };
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
    for (const t of r % 2 === 0 ? targets : [targets[1], targets[0]]) t.slices.push(await run(t, SLICE_S));
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
  console.log(`load: autocannon, ${CONNECTIONS} connections, ${WARMUP_S} s warm-up each, then ${ROUNDS} × ${SLICE_S} s per side taken in turn, loopback ${HOST}`);
  console.log('');
  console.log(line(cols));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const t of [base, real]) {
    console.log(
      line([
        t.name, fmt(reqPerSec(t)), fmt(p(t, 'p50')), fmt(p(t, 'p99')), String(sum(t, (r) => r.requests.total)),
        String(sum(t, (r) => r.non2xx)), String(sum(t, (r) => r.errors + r.timeouts)),
      ]),
    );
  }
  const rounds = real.slices.map((r, i) => r.requests.total / r.duration / (base.slices[i]!.requests.total / base.slices[i]!.duration));
  console.log('');
  console.log(`real / baseline req/s: ${fmt(reqPerSec(real) / reqPerSec(base), 3)} (rounds: ${fmt(Math.min(...rounds), 3)} to ${fmt(Math.max(...rounds), 3)})`);
  // autocannon measures whole milliseconds: a baseline p99 under 1 ms gives a lower bound, not a ratio.
  const p99 =
    p(base, 'p99') > 0
      ? fmt(p(real, 'p99') / p(base, 'p99'), 2)
      : `>= ${fmt(p(real, 'p99'), 0)} (baseline p99 < 1 ms, the resolution of autocannon)`;
  console.log(`real / baseline p99:   ${p99}`);
  console.log('');
};

const main = async () => {
  const targets: [Target, Target] = [await baseline(), await realApp()];
  await measure(targets);
  report(targets);
  const bad = targets.filter((t) => sum(t, (r) => r.non2xx + r.errors + r.timeouts) > 0);
  if (bad.length) {
    const detail = bad.map((t) => `${t.name}: status codes ${JSON.stringify(t.slices.map((r) => r.statusCodeStats))}, errors ${sum(t, (r) => r.errors)}, timeouts ${sum(t, (r) => r.timeouts)}`);
    throw new Error(`non-2xx responses or errors during the run, the numbers are not valid:\n  ${detail.join('\n  ')}`);
  }
};

runBench(main);
