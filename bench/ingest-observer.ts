/**
 * The receiving side of `npm run bench:ingest`, run as a child process like the robots: a browser is
 * not inside the server's process, and measuring inside it would charge the server's event loop with
 * the browser's work (parsing 10,000 states a second). Two kinds, the same recorder:
 *
 * - `ws`: a browser of the live hub (authenticates with the token, subscribes to its fleet);
 * - `mqtt`: one wildcard subscriber of the raw broker (the baseline).
 *
 * Each distinct (robot, ts) counts once; states from before the run (the hub's first picture) not at
 * all; latencies (arrival − ts, one clock: the same machine) only after the warm-up.
 *
 * IPC with the parent: → {type:'ready'} when subscribed; ← {type:'start'} when the robots are connected
 * (the warm-up starts); ← {type:'stop'} → {type:'result', delivered, p50, p99, timeline}.
 */
import { LIVE_PATH, type TTelemetry } from '@fleet/contracts';
import mqtt from 'mqtt';
import WebSocket from 'ws';

export interface ObserverJob {
  kind: 'ws' | 'mqtt';
  url: string;
  token?: string;
  warmupS: number;
}
export interface ObserverResult {
  delivered: number;
  p50: number;
  p99: number;
  /** Arrivals and worst latency per second of the run. */
  timeline: string;
}

const recorder = (warmupS: number) => {
  const lat: number[] = [];
  // Per robot, the ts values seen: numbers, not one string per arrival (200,000 of them would be GC work).
  const seen = new Map<string | number, Set<number>>();
  const perSecond = new Map<number, { n: number; max: number }>();
  const runFrom = Date.now();
  let countFrom = Infinity;
  let delivered = 0;
  return {
    start: () => (countFrom = Date.now() + warmupS * 1000),
    arrived(robot: string | number, ts: number) {
      if (ts < runFrom) return;
      let set = seen.get(robot);
      if (!set) seen.set(robot, (set = new Set()));
      if (set.has(ts)) return;
      set.add(ts);
      delivered += 1;
      const now = Date.now();
      if (now >= countFrom) lat.push(now - ts);
      const sec = Math.floor((now - runFrom) / 1000);
      const w = perSecond.get(sec) ?? { n: 0, max: 0 };
      w.n += 1;
      w.max = Math.max(w.max, now - ts);
      perSecond.set(sec, w);
    },
    result(): ObserverResult {
      lat.sort((a, b) => a - b);
      const at = (q: number) => lat[Math.min(lat.length - 1, Math.floor(q * lat.length))] ?? NaN;
      return { delivered, p50: at(0.5), p99: at(0.99), timeline: [...perSecond].map(([s, w]) => `${s}s:${w.n}/${w.max}ms`).join(' ') };
    },
  };
};

const send = (m: object) => process.send!(m);

const observe = async (job: ObserverJob) => {
  const rec = recorder(job.warmupS);
  let close: () => Promise<void>;
  if (job.kind === 'mqtt') {
    const sub = await mqtt.connectAsync(job.url, { clientId: `bench-sub-${process.pid}` });
    sub.on('message', (topic, payload) => rec.arrived(topic, (JSON.parse(payload.toString()) as TTelemetry).ts));
    await sub.subscribeAsync('fleet/+/up/telemetry', { qos: 0 });
    close = () => sub.endAsync(true);
  } else {
    const ws = new WebSocket(`${job.url}/v2/api/sweeper/${LIVE_PATH}`);
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    const ready = new Promise<void>((resolve) =>
      ws.on('message', (data: Buffer) => {
        const msg = JSON.parse(data.toString()) as { type: string; robots?: { id: number; updatedAt: string | null }[] };
        if (msg.type === 'ready') resolve();
        if (msg.type === 'state') for (const r of msg.robots!) if (r.updatedAt) rec.arrived(r.id, Date.parse(r.updatedAt));
      }),
    );
    ws.send(JSON.stringify({ type: 'auth', token: job.token }));
    await ready;
    ws.send(JSON.stringify({ type: 'subscribe', fleet: true }));
    close = async () => ws.close();
  }
  process.on('message', (m: { type: string }) => {
    if (m.type === 'start') rec.start();
    if (m.type === 'stop') {
      send({ type: 'result', ...rec.result() });
      void close().finally(() => process.exit(0));
    }
  });
  send({ type: 'ready' });
};

// Only when forked by bench/ingest.ts (which imports this file for its types).
if (process.env.BENCH_OBSERVER === '1') {
  observe(JSON.parse(process.argv[2] ?? '{}') as ObserverJob).catch((e: unknown) => {
    console.error('[observer] failed:', e);
    process.exit(1);
  });
}
