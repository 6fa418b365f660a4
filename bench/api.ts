/**
 * `npm run bench:api`: the cost of the real request path (session lookup + permission guard + one
 * SQL read + envelope) against a bare Fastify route, measured in the same run on the same machine.
 *
 * The load generator runs in an autocannon worker thread, so it does not share the event loop of
 * the app under test; on a 2-core machine the two still compete for CPU, which is why only the
 * ratio to the baseline is meaningful, not the absolute numbers.
 */
import Fastify from 'fastify';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { migrateDatabase, openDatabase, type Database } from '../apps/server/src/db/client';
import { seed } from '../apps/server/src/db/seed';
import { ADMIN_PASSWORD, API, cleanups, HOST, listen, log, machine, provideDatabase, runBench, signIn } from './support';

const CONNECTIONS = 10;
const WARMUP_S = 2;
const DURATION_S = 10;
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

interface Row {
  name: string;
  result: AutocannonResult;
}

/** A short warm-up (JIT, connection pools, caches), then the measured run. */
const measure = async (name: string, url: string, headers: Record<string, string> = {}): Promise<Row> => {
  log(`${name}: warm-up ${WARMUP_S} s, then ${DURATION_S} s with ${CONNECTIONS} connections`);
  const base = { url, connections: CONNECTIONS, workers: 1, headers };
  await autocannon({ ...base, duration: WARMUP_S });
  return { name, result: await autocannon({ ...base, duration: DURATION_S }) };
};

const baseline = async (): Promise<Row> => {
  const app = Fastify({ logger: false });
  app.get('/bench', async () => ({ code: 0, msg: 'ok', data: { id: 1, account: 'admin', userName: 'Administrator' } }));
  cleanups.push(() => app.close());
  const url = await listen(app);
  const row = await measure('baseline: bare Fastify', `${url}/bench`);
  await app.close();
  cleanups.pop();
  return row;
};

const realApp = async (): Promise<Row> => {
  const dbUrl = await provideDatabase();
  const database: Database = openDatabase(dbUrl);
  cleanups.push(() => database.close());
  await migrateDatabase(database);
  await seed(database.db, { adminPassword: ADMIN_PASSWORD });
  const app = await buildApp({
    db: database.db,
    sessionIdleMinutes: 120,
    loginRateLimit: 30,
    version: { version: '0.0.0-bench', buildTime: 'bench' },
    filesDir: path.join(os.tmpdir(), 'fleet-bench-files'),
  });
  cleanups.push(() => app.close());
  const url = await listen(app);
  const token = await signIn(url);
  const headers = { authorization: token };

  const sample = await fetch(`${url}${OWN_DETAIL}`, { headers });
  const body = (await sample.json()) as { code: number; data: { account?: string } };
  if (sample.status !== 200 || body.code !== 0 || body.data.account !== 'admin') {
    throw new Error(`sample answer is not a success: HTTP ${sample.status} ${JSON.stringify(body)}`);
  }
  return measure('real: GET getOwnDetail (session + SQL)', `${url}${OWN_DETAIL}`, headers);
};

const fmt = (n: number, digits = 0) => n.toFixed(digits);
const pad = (s: string, w: number, right = false) => (right ? s.padStart(w) : s.padEnd(w));

const report = (rows: Row[]) => {
  const cols = ['', 'req/s (avg)', 'p50 ms', 'p99 ms', 'requests', 'non-2xx', 'errors'];
  const widths = [40, 12, 8, 8, 10, 8, 7];
  const line = (cells: string[]) => cells.map((c, i) => pad(c, widths[i]!, i > 0)).join('  ');
  console.log('');
  console.log(machine());
  console.log(`load: autocannon, ${CONNECTIONS} connections, ${WARMUP_S} s warm-up + ${DURATION_S} s measured, loopback ${HOST}`);
  console.log('');
  console.log(line(cols));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const { name, result: r } of rows) {
    console.log(
      line([
        name, fmt(r.requests.average), fmt(r.latency.p50), fmt(r.latency.p99), String(r.requests.total),
        String(r.non2xx), String(r.errors + r.timeouts),
      ]),
    );
  }
  const [base, real] = rows;
  if (base && real) {
    console.log('');
    console.log(`real / baseline req/s: ${fmt(real.result.requests.average / base.result.requests.average, 3)}`);
    // autocannon measures whole milliseconds: a baseline p99 under 1 ms gives a lower bound, not a ratio.
    const p99 =
      base.result.latency.p99 > 0
        ? fmt(real.result.latency.p99 / base.result.latency.p99, 2)
        : `>= ${fmt(real.result.latency.p99, 0)} (baseline p99 < 1 ms, the resolution of autocannon)`;
    console.log(`real / baseline p99:   ${p99}`);
  }
  console.log('');
};

const main = async () => {
  const rows = [await baseline(), await realApp()];
  report(rows);
  const bad = rows.filter((r) => r.result.non2xx > 0 || r.result.errors > 0 || r.result.timeouts > 0);
  if (bad.length) {
    const detail = bad.map((r) => `${r.name}: status codes ${JSON.stringify(r.result.statusCodeStats)}, errors ${r.result.errors}, timeouts ${r.result.timeouts}`);
    throw new Error(`non-2xx responses or errors during the run, the numbers are not valid:\n  ${detail.join('\n  ')}`);
  }
};

runBench(main);
