/**
 * `npm run bench:ingest`: N robots at 1 Hz through the broker into the gateway and out to a browser's
 * WebSocket, beside the raw broker pass-through (the same robots, the same aedes, a plain MQTT
 * subscriber) measured in the same run. For each N it reports delivered/sent and the p99 latency from
 * the robot's publish (`ts`) to arrival; the largest N with no loss and p99 under 1 s is the figure.
 *
 * Robots run in a child process (bench/ingest-load.ts): 10,000 sockets on each side would not fit one
 * process's descriptor limit, and the load should not share the server's event loop. The measuring
 * client (a browser of the live hub; for the baseline, the wildcard subscriber) runs in another
 * (bench/ingest-observer.ts), as a browser is not inside the server either; both sides alike.
 * BENCH_STEPS="1000,5000,10000" and BENCH_SECONDS=20 change the ladder and the run length,
 * BENCH_CONNECT_BATCH (default 500) how many robots connect at once; BENCH_BASELINE=0 skips the raw
 * broker (profiling the gateway alone).
 *
 * Counting: an arrival counts once per (robot, ts). The hub sends a browser the newest state of a
 * robot by design: when a robot's next state reaches the hub before the previous one was written to
 * the socket, the previous one is never sent. The gateway counts those (`liveSuperseded`) and the table
 * shows them apart: "lost" is what was sent and neither arrived nor was superseded by a newer state.
 */
import { Aedes } from 'aedes';
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { deviceNumberOf, type LoadJob } from './ingest-load';
import type { ObserverJob, ObserverResult } from './ingest-observer';
import { migrateDatabase, openDatabase } from '../apps/server/src/db/client';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded';
import { robots } from '../apps/server/src/db/schema';
import { seed } from '../apps/server/src/db/seed';
import { hashDeviceSecret } from '../apps/server/src/lib/device-secret';

const STEPS = (process.env.BENCH_STEPS ?? '1000,2500,5000,10000').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECT_BATCH = Number(process.env.BENCH_CONNECT_BATCH ?? 500);
/** Arrivals in the first seconds are connection warm-up, not steady state: latencies count after it. */
const WARMUP_S = 3;
const P99_LIMIT_MS = 1000;
const VERBOSE = process.env.BENCH_VERBOSE === '1';
const SECRET = 'bench-secret-not-for-production';
const ADMIN_PASSWORD = 'Bench#2026pass';
const log = (m: string) => console.log(`[bench] ${m}`);

interface Result {
  n: number;
  sent: number;
  delivered: number;
  /** States the hub replaced by a newer state of the same robot before sending (gateway only). */
  superseded: number;
  p50: number;
  p99: number;
  connectMs: number;
  /** The load child's CPU while publishing, in % of one core, and its timer's worst lateness. */
  loadCpu: number;
  loadLagMs: number;
}

const PREFIX = 'SIMULATION-130-';
const fleet = (n: number) => Array.from({ length: n }, (_, i) => ({ deviceNumber: deviceNumberOf(PREFIX, i), secret: SECRET }));

/** The measuring client of one step, in a child process of its own (bench/ingest-observer.ts). */
const startObserver = async (job: Omit<ObserverJob, 'warmupS'>) => {
  const child = fork(path.join(import.meta.dirname, 'ingest-observer.ts'), [JSON.stringify({ ...job, warmupS: WARMUP_S })], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_OBSERVER: '1' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = <T>(type: string) =>
    new Promise<T>((resolve, reject) => {
      const onMessage = (m: { type: string }) => {
        if (m.type !== type) return;
        child.off('message', onMessage);
        resolve(m as T);
      };
      child.on('message', onMessage);
      child.once('exit', (code) => reject(new Error(`observer exited (${code}) before '${type}'`)));
    });
  await next('ready');
  return {
    start: () => child.send({ type: 'start' }),
    async stop() {
      const result = next<ObserverResult>('result');
      child.send({ type: 'stop' });
      const r = await result;
      await once(child, 'exit');
      return r;
    },
  };
};
type Observer = Awaited<ReturnType<typeof startObserver>>;

/** Runs the load child for one step and resolves with what it sent. */
const runLoad = async (url: string, n: number, observer: Observer) => {
  const job: LoadJob = { url, prefix: PREFIX, count: n, secret: SECRET, seconds: SECONDS, batch: CONNECT_BATCH };
  const child = fork(path.join(import.meta.dirname, 'ingest-load.ts'), [JSON.stringify(job)], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_LOAD_CHILD: '1' },
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  let connectMs = 0;
  let sent = -1;
  let loadCpu = NaN;
  let loadLagMs = NaN;
  let buf = '';
  child.stdout!.on('data', (d: Buffer) => {
    buf += d.toString();
    for (let i = buf.indexOf('\n'); i >= 0; i = buf.indexOf('\n')) {
      const msg = JSON.parse(buf.slice(0, i)) as {
        type: string;
        ms?: number;
        sent?: number;
        cpuMs?: number;
        maxLagMs?: number;
        message?: string;
      };
      buf = buf.slice(i + 1);
      if (msg.type === 'connected') {
        connectMs = msg.ms!;
        observer.start();
      } else if (msg.type === 'done') {
        sent = msg.sent!;
        loadCpu = Math.round(msg.cpuMs! / (SECONDS * 10));
        loadLagMs = msg.maxLagMs!;
      } else if (msg.type === 'error') log(`load error: ${msg.message}`);
    }
  });
  await once(child, 'exit');
  // Messages still in flight when the robots stopped: give them a moment to arrive.
  await new Promise((r) => setTimeout(r, 1500));
  return { sent, connectMs, loadCpu, loadLagMs };
};

/** Baseline: the same robots into a bare aedes broker, read back by one wildcard subscriber. */
const baseline = async (n: number): Promise<Result> => {
  const broker = await Aedes.createBroker();
  const server = net.createServer(broker.handle);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as net.AddressInfo).port;
  const observer = await startObserver({ kind: 'mqtt', url: `mqtt://127.0.0.1:${port}` });
  const load = await runLoad(`mqtt://127.0.0.1:${port}`, n, observer);
  const seen = await observer.stop();
  await new Promise<void>((r) => broker.close(() => r()));
  server.close();
  if (VERBOSE) log(`N = ${n}: raw broker arrivals/worst latency per second: ${seen.timeline}`);
  return { n, delivered: seen.delivered, superseded: 0, p50: seen.p50, p99: seen.p99, ...load };
};

const skipped = (n: number): Result => ({
  n,
  sent: 0,
  delivered: 0,
  superseded: 0,
  p50: NaN,
  p99: NaN,
  connectMs: 0,
  loadCpu: NaN,
  loadLagMs: NaN,
});

const main = async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'fleet-bench-ingest-'));
  chmodSync(dir, 0o755);
  const pgDb = process.env.BENCH_DATABASE_URL ? null : await startEmbeddedPostgres(path.join(dir, 'pg'), log);
  const database = openDatabase(process.env.BENCH_DATABASE_URL ?? pgDb!.url);
  const rows: { base: Result; real: Result }[] = [];
  try {
    await migrateDatabase(database);
    await seed(database.db, { adminPassword: ADMIN_PASSWORD });
    const max = Math.max(...STEPS);
    const secretHash = hashDeviceSecret(SECRET);
    for (let i = 0; i < max; i += 1000) {
      await database.db
        .insert(robots)
        .values(
          fleet(Math.min(max, i + 1000))
            .slice(i)
            .map((r) => ({
              deviceNumber: r.deviceNumber,
              alias: r.deviceNumber.slice(-5),
              robotType: 1,
              model: '130',
              simulated: true,
              orgId: 1,
              secretHash,
            })),
        )
        .onConflictDoNothing();
    }
    const app = await buildApp({
      db: database.db,
      sessionIdleMinutes: 120,
      loginRateLimit: 100,
      version: { version: 'bench', buildTime: 'bench' },
      filesDir: path.join(dir, 'files'),
      gateway: { mqttPort: 0, mqttHost: '127.0.0.1' },
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const httpPort = (app.server.address() as net.AddressInfo).port;
    const login = await app.inject({
      method: 'POST',
      url: '/v2/api/sweeper/user-service/auth/login',
      payload: { account: 'admin', password: ADMIN_PASSWORD },
    });
    const token = (login.json() as { data: { token: string } }).data.token;

    for (const n of STEPS) {
      log(`N = ${n}: raw broker pass-through …`);
      const base = process.env.BENCH_BASELINE === '0' ? skipped(n) : await baseline(n);
      log(`N = ${n}: gateway → live hub → WebSocket …`);
      const observer = await startObserver({ kind: 'ws', url: `ws://127.0.0.1:${httpPort}`, token });
      const supersededBefore = app.gateway.stats().liveSuperseded;
      const load = await runLoad(`mqtt://127.0.0.1:${app.gateway.mqttPort}`, n, observer);
      const seen = await observer.stop();
      const real = {
        n,
        delivered: seen.delivered,
        superseded: app.gateway.stats().liveSuperseded - supersededBefore,
        p50: seen.p50,
        p99: seen.p99,
        ...load,
      };
      rows.push({ base, real });
      if (VERBOSE) log(`N = ${n}: gateway arrivals/worst latency per second: ${seen.timeline}`);
      log(
        `N = ${n}: baseline ${base.delivered}/${base.sent} p99 ${base.p99} ms; gateway ${real.delivered}/${real.sent} ` +
          `(superseded ${real.superseded}) p99 ${real.p99} ms, connect ${real.connectMs} ms`,
      );
      // Let the presence of the robots that just left settle before the next step connects them again.
      await new Promise((r) => setTimeout(r, 3000));
    }
    log(`gateway counters: ${JSON.stringify(app.gateway.stats())}`);
    await app.close();
  } finally {
    await database.close();
    await pgDb?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  report(rows);
};

/** Neither lost nor too late: every state arrived, or was replaced on the way by a newer one of its robot. */
const lost = (r: Result) => r.sent - r.delivered - r.superseded;
const ok = (r: Result) => r.sent > 0 && lost(r) <= 0 && r.p99 < P99_LIMIT_MS;
/** Stricter: every single state reached the browser. */
const okStrict = (r: Result) => ok(r) && r.delivered >= r.sent;

const report = (rows: { base: Result; real: Result }[]) => {
  console.log('');
  console.log(
    `machine: ${os.cpus().length} cores, node ${process.version}; each robot 1 msg/s for ${SECONDS} s; p99 after ${WARMUP_S} s warm-up`,
  );
  console.log(
    'superseded: states replaced by a newer state of the same robot before the hub sent them (the hub sends the newest, by design)',
  );
  console.log("load: the robots' child process while publishing (CPU % of one core, worst timer lateness)");
  console.log('');
  console.log(
    'robots | raw broker: delivered/sent   p50    p99     | gateway → WebSocket: delivered/sent superseded lost   p50    p99     | connect raw/gateway | load raw/gateway',
  );
  for (const { base, real } of rows) {
    const cell = (r: Result, sup: boolean) =>
      `${String(r.delivered).padStart(7)}/${String(r.sent).padEnd(7)}${sup ? ` ${String(r.superseded).padStart(10)} ${String(Math.max(0, lost(r))).padStart(4)}` : ''} ` +
      `${String(r.p50).padStart(5)} ${String(r.p99).padStart(6)} ms ${ok(r) ? 'ok' : '--'}`;
    const load = (r: Result) => `${r.loadCpu}% ${r.loadLagMs} ms`;
    console.log(
      `${String(base.n).padStart(6)} | ${cell(base, false)}          | ${cell(real, true)}                    | ` +
        `${base.connectMs} / ${real.connectMs} ms | ${load(base)} / ${load(real)}`,
    );
  }
  const best = (pick: (x: { base: Result; real: Result }) => Result, test = ok) =>
    Math.max(
      0,
      ...rows
        .map(pick)
        .filter(test)
        .map((r) => r.n),
    );
  console.log('');
  console.log(
    `largest N with no loss and p99 < ${P99_LIMIT_MS} ms: raw broker ${best((x) => x.base)}, gateway → browser ${best((x) => x.real)} ` +
      `(with every state delivered, none superseded: ${best((x) => x.real, okStrict)})`,
  );
  console.log('');
};

main().catch((e: unknown) => {
  console.error('[bench] failed:', e);
  process.exit(1);
});
