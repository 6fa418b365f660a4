/**
 * The robot side of `npm run bench:ingest`, run as a child process so its sockets and CPU are not the
 * server's: N MQTT clients (one per robot, as real robots connect) each publishing one telemetry
 * message per second, with the send time in `ts`. Reads its job from argv as JSON, reports on stdout.
 *
 * Protocol with the parent (one JSON object per line):
 *   → {"type":"connected","count":N,"ms":…}   every client connected
 *   → {"type":"done","sent":N}                  after the run, total messages published
 */
import { upTopic, type TTelemetry } from '@fleet/contracts';
import mqtt, { type MqttClient } from 'mqtt';

interface Job {
  url: string;
  robots: { deviceNumber: string; secret: string }[];
  seconds: number;
}

const job = JSON.parse(process.argv[2] ?? '{}') as Job;
const say = (o: object) => process.stdout.write(`${JSON.stringify(o)}\n`);

/** Connects in batches: thousands of simultaneous CONNECTs would measure the accept queue, not ingest. */
const BATCH = 250;

const connectOne = (r: Job['robots'][number]) =>
  new Promise<MqttClient>((resolve, reject) => {
    const c = mqtt.connect(job.url, {
      clientId: r.deviceNumber,
      username: r.deviceNumber,
      password: r.secret,
      keepalive: 60,
      reconnectPeriod: 0,
      connectTimeout: 60_000,
      will: { topic: upTopic(r.deviceNumber, 'status'), payload: Buffer.from('{"online":false}'), qos: 1, retain: true },
    });
    c.once('connect', () => {
      c.publish(upTopic(r.deviceNumber, 'status'), JSON.stringify({ online: true, ts: Date.now() }), { qos: 1, retain: true });
      resolve(c);
    });
    c.once('error', reject);
  });

const telemetry = (i: number): TTelemetry => ({
  ts: Date.now(),
  battery: 80,
  workStatus: 1,
  deviceState: 1,
  locationState: 1,
  chargeStatus: 0,
  speed: 0.5,
  pose: { mapId: 'bench', x: i % 100, y: Math.floor(i / 100), angle: 0 },
  taskId: null,
  progress: null,
});

const main = async () => {
  const started = Date.now();
  const clients: MqttClient[] = [];
  for (let i = 0; i < job.robots.length; i += BATCH) {
    clients.push(...(await Promise.all(job.robots.slice(i, i + BATCH).map(connectOne))));
  }
  say({ type: 'connected', count: clients.length, ms: Date.now() - started });
  let sent = 0;
  // Each robot publishes once per second at its own phase, as a real fleet does (not in lockstep).
  const timers = clients.map((c, i) =>
    setTimeout(() => {
      const tick = () => {
        c.publish(upTopic(job.robots[i]!.deviceNumber, 'telemetry'), JSON.stringify(telemetry(i)), { qos: 0 });
        sent++;
      };
      tick();
      timers[i] = setInterval(tick, 1000);
    }, (i * 1000) / clients.length),
  );
  await new Promise((r) => setTimeout(r, job.seconds * 1000));
  timers.forEach((t) => clearInterval(t));
  say({ type: 'done', sent });
  await Promise.all(clients.map((c) => c.endAsync(true).catch(() => undefined)));
  process.exit(0);
};

main().catch((e: unknown) => {
  say({ type: 'error', message: e instanceof Error ? e.message : String(e) });
  process.exit(1);
});
