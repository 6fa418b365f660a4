/**
 * `npm run bench:wall`: what a video wall costs the server. The real app (embedded PostgreSQL and
 * MQTT broker) with 16 simulated robots whose cameras stream while a lease holds; a child process
 * (bench/wall-load.ts) runs the robots and the browsers' live sockets, so this process is the server.
 *
 * Phases, each measured for SECONDS after every watched robot delivered its first frame:
 *   robots only (no tile: telemetry, the baseline), one tile (one socket watching one robot), a
 *   16-tile wall (one socket watching 16 robots, as the browser's one socket per tab does), and
 *   4 such walls (4 operators).
 * Per phase: server CPU (this process, % of one core, and per frame delivered: the figure a busy
 * machine does not move), frames/s the robots sent the server (gateway counter `video`; the simulated
 * cameras render in software, so on a small machine they, not the server, set the rate), and bytes/s
 * and frames/s the sockets received.
 */
import { fork } from 'node:child_process';
import { once } from 'node:events';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { migrateDatabase, openDatabase } from '../apps/server/src/db/client';
import { seed } from '../apps/server/src/db/seed';
import { ADMIN_PASSWORD, API, cleanups, listen, log, machine, provideDatabase, runBench, signIn } from './support';
import type { WallJob, WallPhase } from './wall-load';

const ROBOTS = 16;
const SECONDS = Number(process.env.BENCH_WALL_SECONDS ?? 20);
/** 'fixed' (default): each robot resends its first drawn frame; 'render': the simulator draws every frame (wall-load.ts). */
const CAMERA = process.env.BENCH_WALL_CAMERA === 'render' ? 'render' : 'fixed';

const api = async <T>(url: string, token: string, method: string, p: string, body?: unknown) => {
  const res = await fetch(`${url}${API}/${p}`, {
    method,
    headers: { authorization: token, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const env = (await res.json()) as { code: number; data: T; msg: string };
  if (res.status !== 200 || env.code !== 0) throw new Error(`${method} ${p}: HTTP ${res.status} ${env.msg}`);
  return env.data;
};

const main = async () => {
  const database = openDatabase(await provideDatabase());
  cleanups.push(() => database.close());
  await migrateDatabase(database);
  await seed(database.db, { adminPassword: ADMIN_PASSWORD });
  const app = await buildApp({
    db: database.db,
    sessionIdleMinutes: 120,
    loginRateLimit: 30,
    version: { version: '0.0.0-bench', buildTime: 'bench' },
    filesDir: path.join(os.tmpdir(), 'fleet-bench-files'),
    checkResponses: false, // as server.ts runs it
    gateway: { mqttPort: 0, mqttHost: '127.0.0.1' },
  });
  cleanups.push(() => app.close());
  const url = await listen(app);
  const token = await signIn(url);

  const robots: { id: number; number: string; secret: string }[] = [];
  for (let i = 0; i < ROBOTS; i++) {
    const number = `SIMULATION-130-${String(i + 1).padStart(5, '0')}`;
    const r = await api<{ id: number; deviceSecret: string }>(url, token, 'POST', 'robotinfo/robot/register', {
      deviceNumber: number,
      alias: `Wall ${i + 1}`,
      robotType: 1,
      simulated: true,
    });
    robots.push({ id: r.id, number, secret: r.deviceSecret });
  }

  const job: WallJob = { mqttUrl: `mqtt://127.0.0.1:${app.gateway.mqttPort}`, httpUrl: url, token, robots, camera: CAMERA };
  const child = fork(path.join(import.meta.dirname, 'wall-load.ts'), [JSON.stringify(job)], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_WALL_CHILD: '1' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  cleanups.push(async () => {
    if (child.exitCode !== null) return;
    child.send({ type: 'stop' });
    await once(child, 'exit');
  });
  const next = <T>(type: string) =>
    new Promise<T>((resolve, reject) => {
      const onExit = (code: number | null) => reject(new Error(`load child exited (${code}) before '${type}'`));
      const onMessage = (m: { type: string; message?: string }) => {
        if (m.type === 'error') reject(new Error(`load child: ${m.message}`));
        if (m.type !== type) return;
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve(m as T);
      };
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  await next('ready');
  // Every robot online (its status reached the server): then the leases reach subscribed robots.
  for (;;) {
    const online = await api<{ total: number }>(url, token, 'POST', 'robotinfo/robot/list', { online: true, pageSize: 1 });
    if (online.total >= ROBOTS) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  log(`${ROBOTS} simulated robots online; ${SECONDS} s per phase`);

  const ids = robots.map((r) => r.id);
  const phases: { name: string; walls: number[][]; warmUp?: boolean }[] = [
    // The robots' first seconds (maps, configuration, first reports) are not the steady state: not shown.
    { name: 'warm-up', walls: [], warmUp: true },
    { name: 'robots only, no tile (baseline)', walls: [] },
    { name: '1 tile (1 socket, 1 robot)', walls: [[ids[0]!]] },
    { name: '16 tiles (1 socket, 16 robots)', walls: [ids] },
    { name: '4 walls of 16 tiles (4 sockets)', walls: [ids, ids, ids, ids] },
  ];
  const rows = [];
  for (const p of phases) {
    log(`phase: ${p.name}`);
    const measuring = next('measuring');
    const done = next<{ bytes: number; frames: number; seconds: number; cpuMs: number }>('phase-done');
    child.send({ type: 'phase', walls: p.walls, seconds: SECONDS } satisfies WallPhase);
    await measuring;
    const cpu0 = process.cpuUsage();
    const video0 = app.gateway.stats().video;
    const dropped0 = app.gateway.stats().liveFramesDropped;
    const r = await done;
    const cpu = process.cpuUsage(cpu0);
    const s = r.seconds;
    if (p.warmUp) continue;
    const cpuMs = (cpu.user + cpu.system) / 1000;
    const received = app.gateway.stats().video - video0;
    rows.push({
      name: p.name,
      serverCpu: (cpuMs / s / 10).toFixed(1),
      msPerFrame: r.frames ? (cpuMs / r.frames).toFixed(2) : '—',
      robotFps: (received / s).toFixed(1),
      kbps: (r.bytes / s / 1024).toFixed(0),
      framesPerS: (r.frames / s).toFixed(1),
      dropped: app.gateway.stats().liveFramesDropped - dropped0,
      loadCpu: (r.cpuMs / s / 10).toFixed(0),
    });
  }

  console.log('');
  console.log(machine());
  const cam = CAMERA === 'fixed' ? 'its first drawn frame resent (BENCH_WALL_CAMERA=render draws each)' : 'every frame drawn';
  console.log(`${ROBOTS} simulated robots (camera 2.0: 640×360 at 5 fps while leased; ${cam}), ${SECONDS} s per phase`);
  console.log('server CPU: the app process in % of one core (ms/frame: its CPU per frame delivered to a socket, which a');
  console.log('busy machine does not move); robots → server: video frames/s the gateway received; to clients: what the');
  console.log('live sockets received (JSON frames, base64 JPEG); dropped: frames a newer one replaced; load CPU: robots + sockets');
  console.log('');
  const line = (c: string[]) =>
    `${c[0]!.padEnd(36)}${c[1]!.padStart(11)}${c[2]!.padStart(10)}${c[3]!.padStart(16)}${c[4]!.padStart(14)}${c[5]!.padStart(11)}${c[6]!.padStart(9)}${c[7]!.padStart(11)}`;
  console.log(line(['', 'server CPU', 'ms/frame', 'robots→server', 'to clients', 'frames/s', 'dropped', 'load CPU']));
  for (const r of rows)
    console.log(
      line([
        r.name,
        `${r.serverCpu} %`,
        r.msPerFrame,
        `${r.robotFps} fps`,
        `${r.kbps} KB/s`,
        r.framesPerS,
        String(r.dropped),
        `${r.loadCpu} %`,
      ]),
    );
  const [base, one, wall] = rows;
  const perTile = (Number(wall!.serverCpu) - Number(base!.serverCpu)) / 16;
  console.log('');
  console.log(
    `a 16-tile wall costs ${(Number(wall!.serverCpu) - Number(base!.serverCpu)).toFixed(1)} % of a core above the robots alone ` +
      `(${perTile.toFixed(2)} % per tile; one tile: ${(Number(one!.serverCpu) - Number(base!.serverCpu)).toFixed(1)} %), ` +
      `and ${wall!.kbps} KB/s to its browser (one tile: ${one!.kbps} KB/s)`,
  );
  console.log('');
};

runBench(main);
