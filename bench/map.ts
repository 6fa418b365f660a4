/**
 * `npm run bench:map` (issue 13): the geography page in headless Chromium with 10,000 robots moving at
 * 1 Hz through the real hub, beside the same robots as DOM markers measured in the same run.
 *
 * The app: the real server serving the built console (`npm run build` first), embedded PostgreSQL and
 * MQTT broker, 10,000 robots in six sites (bench/map/fleet-setup.ts). The robots: a child process
 * publishing every robot's telemetry once a second on the robot's own topic through one MQTT connection
 * with the server credential (bench/map/feeder.ts says why one connection and what it skips): broker →
 * ingest → live state → the hub's compact fleet view → the browser's WebSocket, as for real robots.
 *
 * Rows, one page at a time in one Chromium (1600×900, WebGL2 through SwiftShader, printed):
 *   geography page  /contentPage/robotMonitor signed in as admin: MapLibre, clustered GeoJSON source;
 *   DOM markers     bench/map/dom-baseline.ts, a page the bench serves: one div per robot, the same
 *                   subscription over its own WebSocket.
 * Each waits until all robots are shown (the map's drawn count, or the markers placed), warms up for
 * WARMUP_S, then measures SECONDS of live ticks followed by PAN_S of dragging the map (bench/map/measure.ts):
 * long tasks > 50 ms (target 0), p99 of 'fleet-tick' (target ≤ 8 ms), frames/s while panning (software
 * rendering: a figure of this machine, not a target), and bytes/s the WebSocket received.
 * The tick is the work of applying one fleet message, on both rows: the page's runs from the live
 * client's first line (JSON, the hand-written check of contracts' readFleetMessage, the rows merged) to the end of its listeners; the baseline's
 * is its one handler (parse, divs updated). What follows a tick is in the long tasks: the page's write
 * of the merged rows into its cache, its render and the map's source update (both at most once a second; the diff of the robots that changed, nearly all of them
 * in this run, in slices of 2,000), the baseline's style and layout of 10,000 divs; a CPU profile
 * (BENCH_MAP_PROFILE) says where.
 * BENCH_MAP_ROBOTS, BENCH_MAP_SECONDS, BENCH_MAP_PAN_SECONDS change the run; BENCH_MAP_PROFILE=<file>
 * writes the geography page's JavaScript CPU profile of the window (.cpuprofile, for DevTools). Exits
 * non-zero only when the run broke (no WebGL2, the page never showed the robots…), not on a missed target.
 * The hub sends a slow reader the newest state of a robot, not every one (superseded): a busy page
 * receives fewer bytes.
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumPath } from '../scripts/chromium.mjs';
import { serveBaseline } from './map/dom-baseline';
import type { FeederJob } from './map/feeder';
import { createFleet, type BenchRobot } from './map/fleet-setup';
import { countSocketBytes, measureWindow, OBSERVE, startProfile, webgl2Renderer, type Window } from './map/measure';
import { cleanups, HOST, log, machine, runBench, signIn, startRealAppWithDb } from './support';

const ROBOTS = Number(process.env.BENCH_MAP_ROBOTS ?? 10_000);
const SECONDS = Number(process.env.BENCH_MAP_SECONDS ?? 15);
const PAN_S = Number(process.env.BENCH_MAP_PAN_SECONDS ?? 5);
const WARMUP_S = 3;
/** A file to write the geography page's CPU profile of the window to (open it in Chromium's DevTools). */
const PROFILE = process.env.BENCH_MAP_PROFILE;
const TARGET = { longTasks: 0, tickP99Ms: 8 };
const SHOWN_TIMEOUT_MS = 180_000;
const DIST = path.join(fileURLToPath(new URL('..', import.meta.url)), 'apps/web/dist');
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--use-gl=angle',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
  '--ignore-gpu-blocklist',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];

const startFeeder = async (job: FeederJob) => {
  const child = fork(path.join(import.meta.dirname, 'map/feeder.ts'), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_MAP_FEEDER: '1' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  cleanups.push(async () => {
    if (child.exitCode !== null) return;
    child.send({ type: 'stop' });
    await once(child, 'exit');
  });
  const rates: { sent: number; lagMs: number }[] = [];
  const ready = new Promise<void>((resolve, reject) => {
    child.on('message', (m: { type: string; sent?: number; lagMs?: number; message?: string }) => {
      if (m.type === 'ready') resolve();
      if (m.type === 'second') rates.push({ sent: m.sent!, lagMs: m.lagMs! });
      if (m.type === 'error') reject(new Error(`feeder: ${m.message}`));
    });
    child.once('exit', (code) => reject(new Error(`feeder exited (${code}) before it was ready`)));
  });
  child.send({ type: 'job', job });
  await ready;
  return rates;
};

interface Row {
  name: string;
  w: Window;
}

const openPage = async (browser: Browser, token: string) => {
  const context = await browser.newContext({ viewport: { width: 1600, height: 900 }, locale: 'en-US', serviceWorkers: 'block' });
  cleanups.push(() => context.close());
  await context.addInitScript((t) => sessionStorage.setItem('token', t), token);
  await context.addInitScript(OBSERVE);
  const page = await context.newPage();
  // A broken page says why in the bench's output.
  page.on('pageerror', (e) => log(`page error: ${e.message}`));
  page.on('console', (m) => m.type() === 'error' && log(`page console: ${m.text()}`));
  const socket = await countSocketBytes(context, page);
  return { context, page, socket };
};

const measureRow = async (name: string, page: Page, socket: { bytes: number }, selector: string) => {
  const box = await page.locator(selector).boundingBox({ timeout: SHOWN_TIMEOUT_MS });
  if (!box) throw new Error(`${name}: ${selector} has no box`);
  log(`${name}: every robot shown; ${WARMUP_S} s warm-up, then ${SECONDS} s of ticks and ${PAN_S} s of panning`);
  await page.waitForTimeout(WARMUP_S * 1000);
  const w = await measureWindow(page, socket, box, SECONDS, PAN_S);
  if (w.ticks === 0) throw new Error(`${name}: no fleet-tick measure in ${w.seconds.toFixed(0)} s: the ticks do not reach the page`);
  return { name, w };
};

const geographyRow = async (browser: Browser, url: string, token: string): Promise<Row & { renderer: string }> => {
  const { context, page, socket } = await openPage(browser, token);
  await page.goto(`${url}/contentPage/robotMonitor`);
  const renderer = await webgl2Renderer(page);
  if (!renderer) throw new Error('this Chromium has no WebGL2: the map cannot draw (check the SwiftShader flags)');
  const map = page.locator('.geo-map');
  await map.waitFor({ timeout: SHOWN_TIMEOUT_MS });
  // The map reports how many robots it drew (clusters by their size) whenever it went idle.
  await page.waitForFunction((n) => Number(document.querySelector<HTMLElement>('.geo-map')?.dataset.robotsDrawn) >= n, ROBOTS, {
    timeout: SHOWN_TIMEOUT_MS,
    polling: 500,
  });
  const profile = PROFILE ? await startProfile(context, page) : null;
  const row = await measureRow('geography page (MapLibre)', page, socket, '.geo-map');
  if (profile) log(`profile of the geography page's window: ${await profile.stop(PROFILE!)}`);
  await context.close();
  return { ...row, renderer };
};

const baselineRow = async (browser: Browser, url: string, token: string): Promise<Row> => {
  const { context, page, socket } = await openPage(browser, token);
  const served = await serveBaseline(url, token);
  cleanups.push(served.close);
  await page.goto(served.url);
  await page.waitForFunction((n) => Number(document.getElementById('map')?.dataset.markers) >= n, ROBOTS, {
    timeout: SHOWN_TIMEOUT_MS,
    polling: 500,
  });
  const row = await measureRow('DOM markers (baseline)', page, socket, '#map');
  await context.close();
  return row;
};

const report = (rows: Row[], renderer: string, feed: { sent: number; lagMs: number }[], superseded: number) => {
  const perS = feed.length ? feed.reduce((n, r) => n + r.sent, 0) / feed.length : 0;
  const ms = (v: number) => (Number.isFinite(v) ? `${v.toFixed(1)} ms` : '—');
  console.log('');
  console.log(machine());
  console.log(`Chromium headless 1600×900, WebGL2: ${renderer} (software: frames/s are this machine's, not a target)`);
  console.log(
    `${ROBOTS} robots moving at 1 Hz: one MQTT connection (server credential) publishing each robot's telemetry on its own topic ` +
      `→ embedded broker → ingest → live state → hub (compact fleet view) → WebSocket; ${perS.toFixed(0)} messages/s sent, ` +
      `worst publisher lateness ${Math.max(0, ...feed.map((r) => r.lagMs))} ms; states the hub superseded: ${superseded}`,
  );
  console.log(
    `window: ${SECONDS} s of ticks then ${PAN_S} s of dragging the map; targets: long tasks > 50 ms ${TARGET.longTasks}, p99 tick ≤ ${TARGET.tickP99Ms} ms`,
  );
  console.log('');
  const widths = [28, 11, 9, 7, 10, 10, 10, 12, 12];
  const line = (c: string[]) => c.map((s, i) => (i === 0 ? s.padEnd(widths[i]!) : s.padStart(widths[i]!))).join(' ');
  console.log(line(['', 'long tasks', 'longest', 'ticks', 'tick p50', 'tick p99', 'tick max', 'pan fps', 'to browser']));
  for (const { name, w } of rows) {
    const miss = w.longTasks > TARGET.longTasks || !(w.tickP99 <= TARGET.tickP99Ms);
    console.log(
      line([
        name,
        String(w.longTasks),
        w.longTasks ? ms(w.longestMs) : '—',
        String(w.ticks),
        ms(w.tickP50),
        ms(w.tickP99),
        ms(w.tickMax),
        w.framesPerS.toFixed(1),
        `${(w.bytesPerS / 1024).toFixed(0)} KB/s`,
      ]) + (name.startsWith('geography') && miss ? '  target missed' : ''),
    );
  }
  console.log('');
  console.log(
    'tick: the work of applying one fleet message (parse, check, merge / the divs updated); the cache write follows in a task of its own;',
  );
  console.log("the page's render and the map's update follow at most once a second and count in the long tasks; KB = 1024 bytes");
  console.log('');
};

const main = async () => {
  if (!existsSync(path.join(DIST, 'index.html'))) throw new Error(`no built console in ${DIST}: run \`npm run build\` first`);
  const mqttPassword = randomBytes(12).toString('hex');
  let fleet: BenchRobot[] = [];
  log(`registering ${ROBOTS} robots in six sites …`);
  const { url, app } = await startRealAppWithDb({
    webDist: DIST,
    gateway: { mqttPort: 0, mqttHost: HOST, mqttPassword },
    prepare: async (db) => void (fleet = await createFleet(db, ROBOTS)),
  });
  const token = await signIn(url);
  const feed = await startFeeder({
    mqttUrl: `mqtt://${HOST}:${app.gateway.mqttPort}`,
    username: 'fleet-server',
    password: mqttPassword,
    robots: fleet,
    seed: 13,
  });
  // Every robot's first message loaded its live state: from then on a tick carries only changes.
  for (const t0 = Date.now(); app.gateway.robotsOnline() < ROBOTS;) {
    if (Date.now() - t0 > SHOWN_TIMEOUT_MS)
      throw new Error(`only ${app.gateway.robotsOnline()} of ${ROBOTS} robots live after the feed started`);
    await new Promise((r) => setTimeout(r, 250));
  }
  log(`${ROBOTS} robots live at 1 Hz`);

  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  cleanups.push(() => browser.close());
  const superseded0 = app.gateway.stats().liveSuperseded;
  const feed0 = feed.length;
  const geo = await geographyRow(browser, url, token);
  const dom = await baselineRow(browser, url, token);
  report([geo, dom], geo.renderer, feed.slice(feed0), app.gateway.stats().liveSuperseded - superseded0);
};

runBench(main);
