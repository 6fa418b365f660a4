/**
 * The robots of `npm run bench:map`, a child process so its CPU is not the server's: N robots' telemetry
 * at 1 Hz, each message on the robot's own topic (`fleet/{no}/up/telemetry`), published through ONE
 * MQTT connection logged in with the server credential (the embedded broker lets a server client publish
 * on any topic). Everything after the broker is what a real robot's message goes through: the ACL hook,
 * the ingest's parse and schema check, the live state, the hub's compact fleet view, the batched writes.
 * What it skips is 10,000 TCP connections and their keep-alives (bench:ingest measures those): on a
 * 2-core machine that also runs Chromium they would measure the machine, not the page.
 *
 * Every robot moves a little every second (a random walk around its start, GPS `geo`), so every tick
 * of the hub carries every robot; about 1 % of the robots change state each second (working, idle,
 * charging, paused, fault), and batteries drain, so the map's colours change too. Messages are spread
 * evenly over the second (10 ms slots, as bench/ingest-load.ts), not sent in one burst.
 *
 * Protocol with the parent (IPC; the job is a message, 10,000 robots do not fit a command line):
 * ← {type:'job', job}; → {type:'ready'} connected and publishing; → {type:'second', sent, lagMs} each
 * second; ← {type:'stop'}; → {type:'error', message}.
 */
import { upTopic, type TTelemetry } from '@fleet/contracts';
import mqtt from 'mqtt';

export interface FeederJob {
  mqttUrl: string;
  username: string;
  password: string;
  robots: { deviceNumber: string; lat: number; lng: number }[];
  /** The seed of the walk (the same run twice moves the same way). */
  seed: number;
}

const SLOT_MS = 10;
const SLOTS = 1000 / SLOT_MS;
/** Degrees per second at most in each direction (about 100 m), and the farthest from the start (about 20 km). */
const STEP = 0.001;
const RANGE = 0.2;
const CHANGE_PER_SECOND = 0.01;

/** Telemetry fields of each fleet state (contracts fleetState reads them back). */
const PROFILES = [
  { workStatus: 1, deviceState: 1, chargeStatus: 0 }, // working
  { workStatus: 0, deviceState: 0, chargeStatus: 0 }, // idle
  { workStatus: 0, deviceState: 0, chargeStatus: 2 }, // charging
  { workStatus: 2, deviceState: 5, chargeStatus: 0 }, // paused
  { workStatus: 0, deviceState: 2, chargeStatus: 0 }, // fault
] as const;
/** Most robots work; a few are in each other state. */
const START_WEIGHTS = [0.6, 0.2, 0.1, 0.05, 0.05];

/** mulberry32: a small seeded generator, so both rows of a run see the same kind of motion. */
const random = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

const send = (m: object) => process.send!(m);

const run = async (job: FeederJob) => {
  const rnd = random(job.seed);
  const pick = () => {
    let x = rnd();
    for (let i = 0; i < START_WEIGHTS.length; i++) if ((x -= START_WEIGHTS[i]!) < 0) return i;
    return 0;
  };
  const robots = job.robots.map((r) => ({
    topic: upTopic(r.deviceNumber, 'telemetry'),
    home: { lat: r.lat, lng: r.lng },
    lat: r.lat,
    lng: r.lng,
    profile: pick(),
    battery: 40 + Math.floor(rnd() * 60),
  }));
  const client = await mqtt.connectAsync(job.mqttUrl, {
    clientId: `bench-map-feeder-${process.pid}`,
    username: job.username,
    password: job.password,
    reconnectPeriod: 0,
  });
  const telemetry = (r: (typeof robots)[number]): string => {
    const clamp = (v: number, home: number) => Math.min(home + RANGE, Math.max(home - RANGE, v));
    r.lat = clamp(r.lat + (rnd() - 0.5) * 2 * STEP, r.home.lat);
    r.lng = clamp(r.lng + (rnd() - 0.5) * 2 * STEP, r.home.lng);
    if (rnd() < CHANGE_PER_SECOND) r.profile = Math.floor(rnd() * PROFILES.length);
    if (rnd() < 0.05) r.battery = r.battery <= 5 ? 100 : r.battery - 1;
    const t: TTelemetry = {
      ts: Date.now(),
      battery: r.battery,
      ...PROFILES[r.profile]!,
      locationState: 1,
      speed: PROFILES[r.profile]!.workStatus === 1 ? 0.8 : 0,
      pose: { mapId: 'bench-map', x: 0, y: 0, angle: 0 },
      taskId: null,
      progress: null,
      geo: { lat: r.lat, lng: r.lng },
    } as TTelemetry;
    return JSON.stringify(t);
  };
  // Robot i publishes in slot floor(i * SLOTS / count) of every second.
  const bySlot: number[][] = Array.from({ length: SLOTS }, () => []);
  robots.forEach((_, i) => bySlot[Math.floor((i * SLOTS) / robots.length)]!.push(i));

  send({ type: 'ready' });
  const t0 = Date.now();
  let next = 0; // the next slot (counted from t0) not yet published
  let sent = 0;
  let lagMs = 0;
  const timer = setInterval(() => {
    const now = Date.now();
    const due = Math.floor((now - t0) / SLOT_MS) + 1;
    if (next < due) lagMs = Math.max(lagMs, now - (t0 + (due - 1) * SLOT_MS));
    for (; next < due; next++) {
      for (const i of bySlot[next % SLOTS]!) {
        client.publish(robots[i]!.topic, telemetry(robots[i]!), { qos: 0 });
        sent++;
      }
      if (next % SLOTS === SLOTS - 1) {
        send({ type: 'second', sent, lagMs });
        sent = 0;
        lagMs = 0;
      }
    }
  }, SLOT_MS);
  return () => {
    clearInterval(timer);
    void client.endAsync().finally(() => process.exit(0));
  };
};

// Only when forked by bench/map.ts (which imports this file for its types).
if (process.env.BENCH_MAP_FEEDER === '1') {
  let stop: (() => void) | undefined;
  process.on('message', (m: { type: 'job'; job: FeederJob } | { type: 'stop' }) => {
    if (m.type === 'stop') return stop ? stop() : process.exit(0);
    run(m.job).then(
      (s) => (stop = s),
      (e: unknown) => {
        send({ type: 'error', message: e instanceof Error ? e.message : String(e) });
        process.exit(1);
      },
    );
  });
}
