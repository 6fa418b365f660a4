/**
 * The client side of `npm run bench:wall`, a child process so its CPU is not the server's: the
 * simulated robots (the real simulator, camera included) and the browsers' live sockets, each
 * watching its tiles' robots as the web's LiveClient does (auth, then one watchVideo per tile).
 *
 * Protocol with the parent (IPC messages):
 *   → {type:'ready'}                               every robot subscribed to its down topics
 *   ← {type:'phase', walls:[[robotId…]…], seconds}  open one socket per wall and watch its robots
 *   → {type:'measuring'}                           every watched robot delivered a frame: counting starts
 *   → {type:'phase-done', bytes, frames, seconds, cpuMs}  what the sockets received while counting
 *   ← {type:'stop'}
 */
import { API_BASE, decodeVideoFrame, encodeVideoFrame, LIVE_PATH, type TLiveServerMessage, type TVideoControl } from '@fleet/contracts';
import { WebSocket } from 'ws';
import { startFleet, type SimRobot } from '../apps/simulator/src';
import { captureFrame } from '../apps/simulator/src/behaviours/video';

export interface WallJob {
  mqttUrl: string;
  httpUrl: string;
  token: string;
  robots: { number: string; secret: string }[];
  /** 'render': every frame drawn by the simulator's software camera; 'fixed': the first one drawn, sent again. */
  camera: 'render' | 'fixed';
}
export interface WallPhase {
  type: 'phase';
  walls: number[][];
  seconds: number;
}

const send = (m: object) => process.send!(m);

/** What the camera's timer reads and calls; private in the simulator, reached here on purpose (see below). */
interface CameraInternals {
  lease: TVideoControl | null;
  model: SimRobot['model'];
  deviceNumber: string;
  publish(payload: Uint8Array): void;
  stop(): void;
  tick(): void;
}

/**
 * The 'fixed' camera: the robot draws its first frame and then sends that picture again with a new
 * time, at the lease's rate and under the same lease rules. The software renderer costs tens of ms a
 * frame, so 16 robots on a small machine would send a few frames per second in all, and the server
 * would be measured at the renderer's rate instead of the robots' (5 fps each).
 */
const fixCamera = (robot: SimRobot) => {
  const cam = robot.video as unknown as CameraInternals;
  let jpeg: Uint8Array | undefined;
  cam.tick = function tick(this: CameraInternals) {
    const lease = this.lease;
    if (!lease || this.model.now() >= lease.until) return this.stop();
    jpeg ??= decodeVideoFrame(captureFrame(this.model, this.deviceNumber, lease))!.jpeg;
    this.publish(encodeVideoFrame({ ts: this.model.now(), jpeg }));
  };
};

const openWall = async (job: WallJob, robotIds: number[], onData: (bytes: number, msg: TLiveServerMessage) => void) => {
  const ws = new WebSocket(`${job.httpUrl.replace(/^http/, 'ws')}${API_BASE}${LIVE_PATH}`);
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  ws.on('message', (d: Buffer) => onData(d.length, JSON.parse(d.toString()) as TLiveServerMessage));
  ws.send(JSON.stringify({ type: 'auth', token: job.token }));
  for (const robotId of robotIds) ws.send(JSON.stringify({ type: 'watchVideo', robotId }));
  return ws;
};

const runPhase = async (job: WallJob, phase: WallPhase) => {
  let counting = false;
  let bytes = 0;
  let frames = 0;
  const seen = new Set<number>();
  const watched = new Set(phase.walls.flat());
  let started!: () => void;
  const allSeen = new Promise<void>((r) => (started = r));
  const onData = (n: number, m: TLiveServerMessage) => {
    if (m.type === 'error' || m.type === 'videoError') {
      send({ type: 'error', message: `the hub refused: ${JSON.stringify(m)}` });
      process.exit(1);
    }
    if (m.type === 'frame') {
      seen.add(m.robotId);
      if (seen.size === watched.size) started();
    }
    if (!counting) return;
    bytes += n;
    if (m.type === 'frame') frames += 1;
  };
  const sockets = await Promise.all(phase.walls.map((ids) => openWall(job, ids, onData)));
  if (watched.size === 0) started();
  // Warm-up ends on a signal: every watched robot's stream has reached its socket.
  await allSeen;
  const cpu = process.cpuUsage();
  send({ type: 'measuring' });
  counting = true;
  const t0 = performance.now();
  await new Promise((r) => setTimeout(r, phase.seconds * 1000));
  counting = false;
  const seconds = (performance.now() - t0) / 1000;
  const used = process.cpuUsage(cpu);
  for (const ws of sockets) ws.close();
  send({ type: 'phase-done', bytes, frames, seconds, cpuMs: (used.user + used.system) / 1000 });
};

const run = async (job: WallJob) => {
  const fleet = startFleet({
    url: job.mqttUrl,
    robots: job.robots.map((r) => ({ deviceNumber: r.number, secret: r.secret, model: '130' })),
    spreadMs: 0,
    autoWork: true,
    incidents: 'calm',
    warmUp: false,
  });
  if (job.camera === 'fixed') fleet.robots.forEach(fixCamera);
  process.on('message', (m: WallPhase | { type: 'stop' }) => {
    if (m.type === 'stop') void fleet.stop().finally(() => process.exit(0));
    else void runPhase(job, m).catch((e: unknown) => send({ type: 'error', message: e instanceof Error ? e.message : String(e) }));
  });
  send({ type: 'ready' });
};

// Only when forked by bench/wall.ts (which imports this file for its types).
if (process.env.BENCH_WALL_CHILD === '1') {
  run(JSON.parse(process.argv[2] ?? '{}') as WallJob).catch((e: unknown) => {
    send({ type: 'error', message: e instanceof Error ? e.message : String(e) });
    process.exit(1);
  });
}
