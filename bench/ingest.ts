/**
 * `npm run bench:ingest`: N robots at 1 Hz through the broker into the gateway and out to a browser's
 * WebSocket, beside the raw broker pass-through (the same robots, the same aedes, a plain MQTT
 * subscriber) measured in the same run. For each N it reports delivered/sent and the p99 latency from
 * the robot's publish (`ts`) to arrival; the largest N with no loss and p99 under 1 s is the figure.
 *
 * Robots run in a child process (bench/ingest-load.ts): 10,000 sockets on each side would not fit one
 * process's descriptor limit, and the load should not share the server's event loop.
 * BENCH_STEPS="1000,5000,10000" and BENCH_SECONDS=20 change the ladder and the run length.
 */
import { Aedes } from 'aedes';
import { LIVE_PATH, type TTelemetry } from '@fleet/contracts';
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import mqtt from 'mqtt';
import WebSocket from 'ws';
import { buildApp } from '../apps/server/src/app';
import { migrateDatabase, openDatabase } from '../apps/server/src/db/client';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded';
import { robots } from '../apps/server/src/db/schema';
import { seed } from '../apps/server/src/db/seed';
import { hashDeviceSecret } from '../apps/server/src/lib/device-secret';

const STEPS = (process.env.BENCH_STEPS ?? '1000,2500,5000,10000').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
/** Arrivals in the first seconds are connection warm-up, not steady state: latencies count after it. */
const WARMUP_S = 3;
const P99_LIMIT_MS = 1000;
const SECRET = 'bench-secret-not-for-production';
const ADMIN_PASSWORD = 'Bench#2026pass';
const log = (m: string) => console.log(`[bench] ${m}`);

interface Result {
  n: number;
  sent: number;
  delivered: number;
  p50: number;
  p99: number;
  connectMs: number;
}

const numberOf = (i: number) => `SIMULATION-130-${String(i + 1).padStart(5, '0')}`;
const fleet = (n: number) => Array.from({ length: n }, (_, i) => ({ deviceNumber: numberOf(i), secret: SECRET }));

/**
 * Arrivals of one run: each distinct (robot, ts) counts once, states from before the run (the hub's
 * first snapshot) not at all; latencies only after warm-up.
 */
const recorder = () => {
  const lat: number[] = [];
  const seen = new Set<string>();
  const runFrom = Date.now();
  let countFrom = Infinity;
  return {
    start: () => (countFrom = Date.now() + WARMUP_S * 1000),
    arrived(robot: string | number, ts: number) {
      if (ts < runFrom) return;
      const key = `${robot}@${ts}`;
      if (seen.has(key)) return;
      seen.add(key);
      const now = Date.now();
      if (now >= countFrom) lat.push(now - ts);
    },
    get seen() {
      return seen.size;
    },
    summary() {
      lat.sort((a, b) => a - b);
      const at = (q: number) => lat[Math.min(lat.length - 1, Math.floor(q * lat.length))] ?? NaN;
      return { p50: at(0.5), p99: at(0.99) };
    },
  };
};

/** Runs the load child for one step and resolves with what it sent. */
const runLoad = async (url: string, n: number, rec: ReturnType<typeof recorder>) => {
  const child = fork(path.join(import.meta.dirname, 'ingest-load.ts'), [JSON.stringify({ url, robots: fleet(n), seconds: SECONDS })], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  let connectMs = 0;
  let sent = -1;
  let buf = '';
  child.stdout!.on('data', (d: Buffer) => {
    buf += d.toString();
    for (let i = buf.indexOf('\n'); i >= 0; i = buf.indexOf('\n')) {
      const msg = JSON.parse(buf.slice(0, i)) as { type: string; ms?: number; sent?: number; message?: string };
      buf = buf.slice(i + 1);
      if (msg.type === 'connected') {
        connectMs = msg.ms!;
        rec.start();
      } else if (msg.type === 'done') sent = msg.sent!;
      else if (msg.type === 'error') log(`load error: ${msg.message}`);
    }
  });
  await once(child, 'exit');
  // Messages still in flight when the robots stopped: give them a moment to arrive.
  await new Promise((r) => setTimeout(r, 1500));
  return { sent, connectMs };
};

/** Baseline: the same robots into a bare aedes broker, read back by one wildcard subscriber. */
const baseline = async (n: number): Promise<Result> => {
  const broker = await Aedes.createBroker();
  const server = net.createServer(broker.handle);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as net.AddressInfo).port;
  const sub = await mqtt.connectAsync(`mqtt://127.0.0.1:${port}`, { clientId: 'bench-sub' });
  const rec = recorder();
  sub.on('message', (topic, payload) => rec.arrived(topic, (JSON.parse(payload.toString()) as TTelemetry).ts));
  await sub.subscribeAsync('fleet/+/up/telemetry', { qos: 0 });
  const { sent, connectMs } = await runLoad(`mqtt://127.0.0.1:${port}`, n, rec);
  await sub.endAsync(true);
  await new Promise<void>((r) => broker.close(() => r()));
  server.close();
  return { n, sent, delivered: rec.seen, ...rec.summary(), connectMs };
};

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
      await database.db.insert(robots).values(
        fleet(Math.min(max, i + 1000)).slice(i).map((r) => ({
          deviceNumber: r.deviceNumber, alias: r.deviceNumber.slice(-5), robotType: 1, model: '130', simulated: true, orgId: 1, secretHash,
        })),
      ).onConflictDoNothing();
    }
    const app = await buildApp({
      db: database.db, sessionIdleMinutes: 120, loginRateLimit: 100, version: { version: 'bench', buildTime: 'bench' },
      filesDir: path.join(dir, 'files'), gateway: { mqttPort: 0, mqttHost: '127.0.0.1' },
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const httpPort = (app.server.address() as net.AddressInfo).port;
    const login = await app.inject({ method: 'POST', url: '/v2/api/sweeper/user-service/auth/login', payload: { account: 'admin', password: ADMIN_PASSWORD } });
    const token = (login.json() as { data: { token: string } }).data.token;

    for (const n of STEPS) {
      log(`N = ${n}: raw broker pass-through …`);
      const base = await baseline(n);
      log(`N = ${n}: gateway → live hub → WebSocket …`);
      const ws = new WebSocket(`ws://127.0.0.1:${httpPort}/v2/api/sweeper/${LIVE_PATH}`);
      const rec = recorder();
      await once(ws, 'open');
      const ready = new Promise<void>((resolve) =>
        ws.on('message', (data: Buffer) => {
          const msg = JSON.parse(data.toString()) as { type: string; robots?: { id: number; updatedAt: string | null }[] };
          if (msg.type === 'ready') resolve();
          if (msg.type === 'state') for (const r of msg.robots!) if (r.updatedAt) rec.arrived(r.id, Date.parse(r.updatedAt));
        }),
      );
      ws.send(JSON.stringify({ type: 'auth', token }));
      await ready;
      ws.send(JSON.stringify({ type: 'subscribe', fleet: true }));
      const load = await runLoad(`mqtt://127.0.0.1:${app.gateway.mqttPort}`, n, rec);
      ws.close();
      const real = { n, sent: load.sent, delivered: rec.seen, ...rec.summary(), connectMs: load.connectMs };
      rows.push({ base, real });
      log(`N = ${n}: baseline ${base.delivered}/${base.sent} p99 ${base.p99} ms; gateway ${real.delivered}/${real.sent} p99 ${real.p99} ms`);
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

const ok = (r: Result) => r.sent > 0 && r.delivered >= r.sent && r.p99 < P99_LIMIT_MS;

const report = (rows: { base: Result; real: Result }[]) => {
  console.log('');
  console.log(`machine: ${os.cpus().length} cores, node ${process.version}; each robot 1 msg/s for ${SECONDS} s; p99 after ${WARMUP_S} s warm-up`);
  console.log('');
  console.log('robots  | raw broker: delivered/sent   p50    p99 | gateway → WebSocket: delivered/sent   p50    p99 | connect (gateway)');
  for (const { base, real } of rows) {
    const cell = (r: Result) => `${String(r.delivered).padStart(7)}/${String(r.sent).padEnd(7)} ${String(r.p50).padStart(5)} ${String(r.p99).padStart(6)} ms ${ok(r) ? 'ok' : '--'}`;
    console.log(`${String(base.n).padStart(7)} | ${cell(base)}          | ${cell(real)}                   | ${real.connectMs} ms`);
  }
  const best = (pick: (x: { base: Result; real: Result }) => Result) => Math.max(0, ...rows.map(pick).filter(ok).map((r) => r.n));
  console.log('');
  console.log(`largest N with no loss and p99 < ${P99_LIMIT_MS} ms: raw broker ${best((x) => x.base)}, gateway → browser ${best((x) => x.real)}`);
  console.log('');
};

main().catch((e: unknown) => {
  console.error('[bench] failed:', e);
  process.exit(1);
});
