/**
 * `npm run bench:ota` (issue 15): one OTA campaign over 1,000 robots through the real parts — the
 * gateway's embedded broker, the campaign engine, the robots' package download with device
 * credentials and HTTP Range — and the package download against a bare Node file server in the same run.
 *
 * 1. Download throughput: BENCH_OTA_PARALLEL robots at a time fetch the same BENCH_OTA_PACKAGE_MB package
 *    from the console (grant token + HTTP Basic device credential + ranged file route) and from a bare
 *    `http` server piping the file (no checks at all): MB/s of each and the ratio (target ≥ 80 %).
 * 2. The campaign: BENCH_OTA_ROBOTS robots online on MQTT, resting on their docks, in waves 1/10/50/100 %
 *    (the next wave starts by itself). Each robot acks the command, downloads its package with a range
 *    request for the first 64 KiB (the full bytes are phase 1's subject), reports its steps and success.
 *    Printed: robots done, the campaign's wall time, server CPU (this process's main thread: server and
 *    robots share it, so it is an upper bound) and RSS, and for each wave change the time from the wave's
 *    last report to the next wave's first command at a robot (target < 1 s).
 *
 * Ports: BENCH_PORT (bare server, default 18830) and BENCH_PORT + 1 (the console); the broker's is a free one.
 */
import { ChargeStatus, DeviceState, WorkStatus, downTopic, upTopic, type TDeviceCommand } from '@fleet/contracts';
import { sql } from 'drizzle-orm';
import mqtt, { type MqttClient } from 'mqtt';
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { hashDeviceSecret } from '../apps/server/src/lib/device-secret';
import { mainThreadCpuMs } from './cpu';
import { API, cleanups, HOST, log, machine, runBench, signIn, startRealAppWithDb } from './support';

const MB = 1024 * 1024;
const ROBOTS = Number(process.env.BENCH_OTA_ROBOTS ?? 1000);
const PACKAGE_MB = Number(process.env.BENCH_OTA_PACKAGE_MB ?? 8);
const PARALLEL = Number(process.env.BENCH_OTA_PARALLEL ?? 20);
const DOWNLOADS = Number(process.env.BENCH_OTA_DOWNLOADS ?? 60);
const BARE_PORT = Number(process.env.BENCH_PORT ?? 18830);
/** The console's port: robots are given download addresses on it (DEVICE_BASE_URL). */
const APP_PORT = BARE_PORT + 1;
const SECRET = 'bench-device-secret-0123456789abcdef';

/** GETs `url` to the end; answers the bytes read. */
const fetchBytes = (url: string, headers: Record<string, string> = {}) =>
  new Promise<number>((resolve, reject) => {
    request(url, { headers }, (res) => {
      let n = 0;
      res.on('data', (c: Buffer) => (n += c.length));
      res.on('end', () =>
        res.statusCode === 200 || res.statusCode === 206 ? resolve(n) : reject(new Error(`HTTP ${res.statusCode} for ${url}`)),
      );
    })
      .on('error', reject)
      .end();
  });

/** `count` downloads, `parallel` at a time: MB/s over the whole. */
const throughput = async (count: number, parallel: number, one: (i: number) => Promise<number>) => {
  let next = 0;
  let bytes = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < count) bytes += await one(next++);
    }),
  );
  return bytes / MB / ((performance.now() - t0) / 1000);
};

/** What a robot reports in up/config besides its versions (every setting is required). */
const VALUES = {
  volume: 60,
  maxSpeed: 0.5,
  waterLevel: 2,
  returnBattery: 20,
  obstacleDistance: 0.3,
  junkEventMode: 'work',
  streamingVersion: 2,
};

const basic = (deviceNumber: string) => `Basic ${Buffer.from(`${deviceNumber}:${SECRET}`).toString('base64')}`;

runBench(async () => {
  log(machine());
  const dir = mkdtempSync(path.join(os.tmpdir(), 'fleet-bench-ota-'));
  cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
  const bytes = randomBytes(PACKAGE_MB * MB);
  const barePath = path.join(dir, 'package.bin');
  writeFileSync(barePath, bytes);
  const bare = createServer((_req, res) => {
    res.writeHead(200, { 'content-length': bytes.length, 'content-type': 'application/octet-stream' });
    void pipeline(createReadStream(barePath), res).catch(() => undefined);
  });
  await new Promise<void>((r) => bare.listen(BARE_PORT, HOST, r));
  cleanups.push(() => new Promise((r) => bare.close(r)));

  const { url, app, db } = await startRealAppWithDb({
    gateway: { mqttPort: 0, mqttHost: HOST },
    port: APP_PORT,
    deviceBaseUrl: `http://${HOST}:${APP_PORT}`,
    prepare: async (db) => {
      const [org] = (await db.execute(sql`select id from organizations where level = 0 limit 1`)).rows as { id: number }[];
      await db.execute(sql`
        insert into robots (device_number, alias, robot_type, model, simulated, org_id, secret_hash)
        select 'SIMULATION-130-' || lpad(i::text, 5, '0'), 'Bench ' || i, 1, '130', true, ${org!.id}, ${hashDeviceSecret(SECRET)}
        from generate_series(1, ${ROBOTS}) i`);
    },
  });
  const token = await signIn(url);
  const call = async <T>(method: string, p: string, body?: unknown) => {
    const r = await fetch(`${url}${API}/${p}`, {
      method,
      headers: { authorization: token, ...(body !== undefined && { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const j = (await r.json()) as { code: number; data: T; msg: string };
    if (j.code !== 0) throw new Error(`${p}: ${j.msg}`);
    return j.data;
  };

  // The package: a version, an upload, a release to the platform.
  const version = await call<{ id: number }>('POST', 'robotinfo/version/save', {
    softwareType: 'mainUnit',
    major: 9,
    minor: '1',
    description: 'Bench build',
    robotTypes: [1],
  });
  const form = new FormData();
  form.append('versionId', String(version.id));
  form.append('packageType', 'official');
  form.append('md5', createHash('md5').update(bytes).digest('hex'));
  form.append('file', new Blob([bytes]), 'bench.bin');
  const up = await fetch(`${url}${API}/robotinfo/package/upload`, { method: 'POST', headers: { authorization: token }, body: form });
  const pkg = ((await up.json()) as { data: { id: number } }).data;
  const [root] = (await db.execute(sql`select id from organizations where level = 0 limit 1`)).rows as { id: number }[];
  await call('POST', 'robotinfo/package/release', { id: pkg.id, orgIds: [root!.id], packageType: 'official' });

  // Phase 1: the download route against the bare server, each robot with its own grant.
  const { grantPackageDownload } = await import('../apps/server/src/modules/ota/package-grant');
  const robots = (await db.execute(sql`select id, device_number from robots order by id`)).rows as { id: number; device_number: string }[];
  const grants = await Promise.all(
    Array.from({ length: DOWNLOADS }, (_, i) => grantPackageDownload(db, { robotId: robots[i]!.id, packageId: pkg.id, baseUrl: url })),
  );
  log(`download: ${DOWNLOADS} × ${PACKAGE_MB} MB, ${PARALLEL} at a time, bare server then the console, best of 2`);
  let bareMbps = 0;
  let consoleMbps = 0;
  for (let round = 0; round < 2; round++) {
    bareMbps = Math.max(bareMbps, await throughput(DOWNLOADS, PARALLEL, () => fetchBytes(`http://${HOST}:${BARE_PORT}/`)));
    consoleMbps = Math.max(
      consoleMbps,
      await throughput(DOWNLOADS, PARALLEL, (i) => fetchBytes(grants[i]!.url, { authorization: basic(robots[i]!.device_number) })),
    );
  }

  // Phase 2: the robots online, resting, answering upgrades.
  log(`campaign: connecting ${ROBOTS} robots`);
  const mqttUrl = `mqtt://${HOST}:${app.gateway.mqttPort}`;
  const commandAt = new Map<number, number>();
  const doneAt = new Map<number, number>();
  const waveOf = new Map<number, number>();
  const clients: MqttClient[] = [];
  cleanups.push(async () => void (await Promise.all(clients.map((c) => c.endAsync(true)))));
  const connectOne = async (r: { id: number; device_number: string }) => {
    const c = await mqtt.connectAsync(mqttUrl, {
      clientId: r.device_number,
      username: r.device_number,
      password: SECRET,
      reconnectPeriod: 0,
    });
    clients.push(c);
    const pub = (kind: 'status' | 'telemetry' | 'config' | 'ota' | 'ack', m: unknown, retain = false) =>
      c.publishAsync(upTopic(r.device_number, kind), JSON.stringify(m), { qos: 1, retain });
    c.on('message', (_t, payload) => {
      const cmd = JSON.parse(String(payload)) as TDeviceCommand;
      void pub('ack', { commandId: cmd.commandId, result: 'success' });
      if (cmd.type !== 'otaUpgrade') return;
      commandAt.set(r.id, performance.now());
      const a = cmd.args as { campaignId: number; unit: string; version: string; url: string };
      void (async () => {
        await pub('ota', { ts: Date.now(), campaignId: a.campaignId, unit: a.unit, step: 0 });
        await fetchBytes(a.url, { authorization: basic(r.device_number), range: 'bytes=0-65535' });
        await pub('config', {
          ts: Date.now(),
          values: VALUES,
          consumables: [],
          sim: null,
          scheduleVersion: null,
          versions: { mainUnit: a.version },
        });
        doneAt.set(r.id, performance.now());
        await pub('ota', { ts: Date.now(), campaignId: a.campaignId, unit: a.unit, step: 12, done: true });
      })();
    });
    await c.subscribeAsync(downTopic(r.device_number), { qos: 1 });
    await pub('status', { online: true, firmware: 'bench-1' }, true);
    await pub('telemetry', {
      ts: Date.now(),
      battery: 90,
      workStatus: WorkStatus.IDLE,
      deviceState: DeviceState.NORMAL,
      locationState: 0,
      chargeStatus: ChargeStatus.AUTOMATIC,
      speed: 0,
      pose: { mapId: 'bench', x: 0, y: 0, angle: 0 },
      taskId: null,
      progress: null,
    });
    await pub('config', {
      ts: Date.now(),
      values: VALUES,
      consumables: [],
      sim: null,
      scheduleVersion: null,
      versions: { mainUnit: '9.0' },
    });
  };
  for (let i = 0; i < robots.length; i += 50) await Promise.all(robots.slice(i, i + 50).map(connectOne));
  // Every robot's state and version in the tables before the campaign reads them.
  for (;;) {
    const [r] = (
      await db.execute(sql`select count(*)::int as n from robot_state s join robot_config c on c.robot_id = s.robot_id
        where s.online and s.battery = 90 and c.versions->>'mainUnit' = '9.0'`)
    ).rows as { n: number }[];
    if (r!.n >= ROBOTS) break;
    await new Promise((res) => setTimeout(res, 200));
  }

  log('campaign: started (waves 1 / 10 / 50 / 100 %, next wave by itself)');
  const cpu0 = mainThreadCpuMs();
  let rssPeak = process.memoryUsage.rss();
  const rssTimer = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage.rss())), 100);
  const t0 = performance.now();
  const created = await call<{ id: number }>('POST', 'robotinfo/ota/campaign/create', {
    name: 'Bench rollout',
    packageId: pkg.id,
    target: {},
    wavePercents: [1, 10, 50, 100],
    successPercent: 100,
    timeZone: 'UTC',
  });
  for (;;) {
    const d = await call<{ state: string; counts: { succeeded: number; failed: number } }>(
      'GET',
      `robotinfo/ota/campaign/detail/${created.id}`,
    );
    if (d.state !== 'running') {
      if (d.state !== 'completed') throw new Error(`the campaign ended ${d.state}`);
      break;
    }
    await new Promise((res) => setTimeout(res, 250));
  }
  const seconds = (performance.now() - t0) / 1000;
  clearInterval(rssTimer);
  const cpu1 = mainThreadCpuMs();
  for (const r of (await db.execute(sql`select robot_id, wave from ota_targets where campaign_id = ${created.id}`)).rows as {
    robot_id: number;
    wave: number;
  }[])
    waveOf.set(r.robot_id, r.wave);
  const waves = Math.max(...waveOf.values()) + 1;
  const gaps: string[] = [];
  for (let w = 0; w + 1 < waves; w++) {
    const ids = [...waveOf].filter(([, x]) => x === w).map(([id]) => id);
    const next = [...waveOf].filter(([, x]) => x === w + 1).map(([id]) => id);
    const last = Math.max(...ids.map((id) => doneAt.get(id)!));
    const first = Math.min(...next.map((id) => commandAt.get(id)!));
    gaps.push(`${w + 1}→${w + 2}: ${(first - last).toFixed(0)} ms`);
  }

  console.log(`\ndownload of a ${PACKAGE_MB} MB package, ${PARALLEL} robots at a time (target ≥ 80 %):`);
  console.log(
    `  bare Node server ${bareMbps.toFixed(0)} MB/s, console ${consoleMbps.toFixed(0)} MB/s: ${((consoleMbps / bareMbps) * 100).toFixed(0)} %`,
  );
  console.log(`\ncampaign of ${ROBOTS} robots in ${waves} waves: completed in ${seconds.toFixed(1)} s, ${doneAt.size} robots upgraded`);
  if (cpu0 !== undefined && cpu1 !== undefined)
    console.log(`  CPU of this process's main thread (server and the ${ROBOTS} robots): ${((cpu1 - cpu0) / 1000).toFixed(1)} s`);
  console.log(`  RSS peak ${(rssPeak / MB).toFixed(0)} MB`);
  console.log(`  last report of a wave → first command of the next (target < 1 s): ${gaps.join(', ')}`);
});
