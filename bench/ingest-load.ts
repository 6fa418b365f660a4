/**
 * The robot side of `npm run bench:ingest`, run as a child process so its sockets and CPU are not the
 * server's: N MQTT clients (one per robot, as real robots connect) each publishing one telemetry
 * message per second, with the send time in `ts`. Reads its job from argv as JSON, reports on stdout.
 *
 * It has to stay light, because on a small machine it competes with the server for the same cores:
 * the payload is serialised once per robot (only `ts` is spliced in per message), and one timer ticks
 * every 10 ms publishing for the robots whose phase falls in the slots since the last tick (robots are
 * spread evenly over the second, as a real fleet is not in lockstep), instead of one timer per robot.
 *
 * Protocol with the parent (one JSON object per line):
 *   → {"type":"connected","count":N,"ms":…}   every client connected
 *   → {"type":"done","sent":N,"cpuMs":…,"maxLagMs":…}   after the run: messages published, the
 *     child's CPU time while publishing, and the worst lateness of its publishing timer
 */
import { upTopic, type TTelemetry } from '@fleet/contracts';
import mqtt, { type MqttClient } from 'mqtt';

export interface LoadJob {
  url: string;
  /** Robot i (0-based) is `${prefix}${i + 1, 5 digits}`, its secret `secret`. */
  prefix: string;
  count: number;
  secret: string;
  seconds: number;
  /** Clients connecting at once. */
  batch: number;
}
export const deviceNumberOf = (prefix: string, i: number) => `${prefix}${String(i + 1).padStart(5, '0')}`;

const SLOT_MS = 10;
const SLOTS = 1000 / SLOT_MS;

const say = (o: object) => process.stdout.write(`${JSON.stringify(o)}\n`);

const connectOne = (job: LoadJob, no: string) =>
  new Promise<MqttClient>((resolve, reject) => {
    const c = mqtt.connect(job.url, {
      clientId: no,
      username: no,
      password: job.secret,
      keepalive: 60,
      reconnectPeriod: 0,
      connectTimeout: 120_000,
      will: { topic: upTopic(no, 'status'), payload: Buffer.from('{"online":false}'), qos: 1, retain: true },
    });
    c.once('connect', () => {
      c.publish(upTopic(no, 'status'), JSON.stringify({ online: true, ts: Date.now() }), { qos: 1, retain: true });
      resolve(c);
    });
    c.once('error', reject);
  });

/** Everything of robot i's telemetry but `ts`, serialised once: `{"ts":` + now + this. */
const restOf = (i: number) => {
  const t: TTelemetry = {
    ts: 0,
    battery: 80,
    workStatus: 1,
    deviceState: 1,
    locationState: 1,
    chargeStatus: 0,
    speed: 0.5,
    pose: { mapId: 'bench', x: i % 100, y: Math.floor(i / 100), angle: 0 },
    taskId: null,
    progress: null,
  };
  return JSON.stringify(t).slice('{"ts":0'.length);
};

const run = async (job: LoadJob) => {
  const started = Date.now();
  const numbers = Array.from({ length: job.count }, (_, i) => deviceNumberOf(job.prefix, i));
  const clients: MqttClient[] = [];
  for (let i = 0; i < numbers.length; i += job.batch) {
    clients.push(...(await Promise.all(numbers.slice(i, i + job.batch).map((no) => connectOne(job, no)))));
  }
  say({ type: 'connected', count: clients.length, ms: Date.now() - started });

  const topics = numbers.map((no) => upTopic(no, 'telemetry'));
  const rests = numbers.map((_, i) => restOf(i));
  // Robot i publishes in slot floor(i * SLOTS / count) of every second.
  const bySlot: number[][] = Array.from({ length: SLOTS }, () => []);
  numbers.forEach((_, i) => bySlot[Math.floor((i * SLOTS) / numbers.length)]!.push(i));

  let sent = 0;
  let maxLagMs = 0;
  const cpu = process.cpuUsage();
  const t0 = Date.now();
  const end = t0 + job.seconds * 1000;
  let next = 0; // the next slot (counted from t0) not yet published
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = Date.now();
      const due = Math.min(Math.floor((Math.min(now, end - 1) - t0) / SLOT_MS) + 1, job.seconds * SLOTS);
      if (next < due) maxLagMs = Math.max(maxLagMs, now - (t0 + (due - 1) * SLOT_MS));
      for (; next < due; next++) {
        for (const i of bySlot[next % SLOTS]!) {
          clients[i]!.publish(topics[i]!, `{"ts":${Date.now()}${rests[i]!}`, { qos: 0 });
          sent++;
        }
      }
      if (next >= job.seconds * SLOTS) {
        clearInterval(timer);
        resolve();
      }
    };
    const timer = setInterval(tick, SLOT_MS);
    tick();
  });
  const used = process.cpuUsage(cpu);
  say({ type: 'done', sent, cpuMs: Math.round((used.user + used.system) / 1000), maxLagMs });
  // Not forced: what the sockets still hold is written before they close, so `sent` is what was sent.
  await Promise.all(clients.map((c) => c.endAsync(false).catch(() => undefined)));
  process.exit(0);
};

// Only when forked by bench/ingest.ts (which imports this file for deviceNumberOf).
if (process.env.BENCH_LOAD_CHILD === '1') {
  run(JSON.parse(process.argv[2] ?? '{}') as LoadJob).catch((e: unknown) => {
    say({ type: 'error', message: e instanceof Error ? e.message : String(e) });
    process.exit(1);
  });
}
