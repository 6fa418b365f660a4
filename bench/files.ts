/**
 * `npm run bench:files`: upload and download of a 200 MB video through the real routes (session,
 * permission, multipart, type by content, SHA-256, the disk store, the metadata row; Range-capable
 * download) against a bare Node HTTP server that streams the same bytes straight to disk and back,
 * measured in the same run on the same machine. Prints both throughputs and their ratio (target ≥ 70 %)
 * and the process's RSS sampled during the upload: the upload streams, so it must stay flat.
 *
 * Client and server share this process (as every bench here): the client streams its body from one
 * reused 1 MiB buffer, so the RSS is the server's streaming plus a constant. Ports: BENCH_PORT (app)
 * and BENCH_PORT + 1 (bare server), default 18815.
 */
import { createReadStream, createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer, request, type IncomingMessage } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { buildApp } from '../apps/server/src/app';
import { migrateDatabase, openDatabase } from '../apps/server/src/db/client';
import { seed } from '../apps/server/src/db/seed';
import { ADMIN_PASSWORD, API, cleanups, HOST, log, machine, provideDatabase, runBench, signIn } from './support';

const MB = 1024 * 1024;
const SIZE = Number(process.env.BENCH_FILE_MB ?? 200) * MB;
const PORT = Number(process.env.BENCH_PORT ?? 18815);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CHUNK = Buffer.alloc(MB);
for (let i = 0; i < CHUNK.length; i++) CHUNK[i] = (i * 2654435761) >>> 24;
/** An MP4 by its first box (brand isom); the rest is filler, as the server never decodes it. */
const MP4_HEAD = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(4), Buffer.from('isomavc1')]);
const BOUNDARY = '----fleet-bench-boundary';

/** Sends `SIZE` bytes (multipart or raw) as a stream, never holding more than one chunk; answers status, body and seconds. */
const send = (url: string, headers: Record<string, string>, multipart: boolean) =>
  new Promise<{ status: number; body: string; seconds: number }>((resolve, reject) => {
    const head = multipart
      ? Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="bench.mp4"\r\nContent-Type: video/mp4\r\n\r\n`)
      : Buffer.alloc(0);
    const tail = multipart ? Buffer.from(`\r\n--${BOUNDARY}--\r\n`) : Buffer.alloc(0);
    const t0 = performance.now();
    const req = request(url, {
      method: 'POST',
      headers: {
        ...headers,
        'content-length': String(head.length + SIZE + tail.length),
        ...(multipart ? { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } : {}),
      },
    });
    req.on('response', (res: IncomingMessage) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, seconds: (performance.now() - t0) / 1000 }));
    });
    req.on('error', reject);
    req.write(Buffer.concat([head, MP4_HEAD]));
    let sent = MP4_HEAD.length;
    const pump = () => {
      while (sent < SIZE) {
        const n = Math.min(CHUNK.length, SIZE - sent);
        sent += n;
        if (!req.write(n === CHUNK.length ? CHUNK : CHUNK.subarray(0, n))) return void req.once('drain', pump);
      }
      req.end(tail);
    };
    pump();
  });

/** Reads a GET answer to the end, dropping it; answers bytes and seconds. */
const fetchAll = (url: string, headers: Record<string, string> = {}) =>
  new Promise<{ bytes: number; seconds: number }>((resolve, reject) => {
    const t0 = performance.now();
    request(url, { headers }, (res) => {
      let bytes = 0;
      res.on('data', (c: Buffer) => (bytes += c.length));
      res.on('end', () => resolve({ bytes, seconds: (performance.now() - t0) / 1000 }));
    })
      .on('error', reject)
      .end();
  });

/** RSS every 50 ms while `f` runs: start, peak and end. */
const sampled = async <T>(f: () => Promise<T>) => {
  const rss: number[] = [process.memoryUsage.rss()];
  const timer = setInterval(() => rss.push(process.memoryUsage.rss()), 50);
  try {
    return { out: await f(), start: rss[0]!, peak: Math.max(...rss), end: process.memoryUsage.rss() };
  } finally {
    clearInterval(timer);
  }
};

const mbps = (bytes: number, s: number) => bytes / MB / s;
const fmt = (n: number) => n.toFixed(0).padStart(6);

runBench(async () => {
  log(machine());
  const dir = mkdtempSync(path.join(os.tmpdir(), 'fleet-bench-files-'));
  cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));

  // The baseline: a bare HTTP server that pipes the request body to a file, and a file back.
  const bareFile = path.join(dir, 'bare.bin');
  const bare = createServer((req, res) => {
    if (req.method === 'POST') void pipeline(req, createWriteStream(bareFile)).then(() => res.end('ok'));
    else void pipeline(createReadStream(bareFile), res);
  });
  await new Promise<void>((r) => bare.listen(PORT + 1, HOST, r));
  cleanups.push(() => new Promise((r) => bare.close(r)));

  const database = openDatabase(await provideDatabase());
  cleanups.push(() => database.close());
  await migrateDatabase(database);
  await seed(database.db, { adminPassword: ADMIN_PASSWORD });
  const app = await buildApp({
    db: database.db,
    sessionIdleMinutes: 120,
    loginRateLimit: 30,
    version: { version: '0.0.0-bench', buildTime: 'bench' },
    filesDir: path.join(dir, 'files'),
    fileMaxBytes: { video: SIZE + MB },
    checkResponses: false,
  });
  cleanups.push(() => app.close());
  await app.listen({ host: HOST, port: PORT });
  const url = `http://${HOST}:${PORT}`;
  const token = await signIn(url);

  // Alternating rounds, best of each: the first writes of a run warm the page cache and the JIT, which
  // would otherwise favour whichever side runs second.
  const best = { bareUp: Infinity, up: Infinity, bareDown: Infinity, down: Infinity };
  let rss = { start: 0, peak: 0, end: 0 };
  for (let round = 1; round <= ROUNDS; round++) {
    log(`round ${round}/${ROUNDS}: ${SIZE / MB} MB up and down, bare server then the console`);
    const bareUp = await send(`http://${HOST}:${PORT + 1}/`, {}, false);
    if (statSync(bareFile).size !== SIZE) throw new Error('the bare server did not store every byte');
    const up = await sampled(() => send(`${url}${API}/user-service/file/upload`, { authorization: token }, true));
    const answer = JSON.parse(up.out.body) as { code: number; msg: string; data: { id: number; size: number } };
    if (answer.code !== 0 || answer.data.size !== SIZE) throw new Error(`upload refused: ${up.out.body}`);
    const bareDown = await fetchAll(`http://${HOST}:${PORT + 1}/`);
    const down = await fetchAll(`${url}${API}/user-service/file/content/${answer.data.id}`, { authorization: token });
    if (down.bytes !== SIZE) throw new Error(`download answered ${down.bytes} bytes, not ${SIZE}`);
    best.bareUp = Math.min(best.bareUp, bareUp.seconds);
    best.up = Math.min(best.up, up.out.seconds);
    best.bareDown = Math.min(best.bareDown, bareDown.seconds);
    best.down = Math.min(best.down, down.seconds);
    if (up.peak - up.start > rss.peak - rss.start) rss = up;
  }

  const rows = [
    ['upload', mbps(SIZE, best.bareUp), mbps(SIZE, best.up)],
    ['download', mbps(SIZE, best.bareDown), mbps(SIZE, best.down)],
  ] as const;
  console.log(`\n            bare MB/s   console MB/s   ratio   (best of ${ROUNDS}; target ≥ 70 %)`);
  for (const [what, b, c] of rows)
    console.log(`${what.padEnd(10)}  ${fmt(b)}      ${fmt(c)}       ${((c / b) * 100).toFixed(0).padStart(3)} %`);
  console.log(
    `\nRSS during the upload (round with the largest rise): start ${fmt(rss.start / MB)} MB, peak ${fmt(rss.peak / MB)} MB (+${((rss.peak - rss.start) / MB).toFixed(0)} MB for ${SIZE / MB} MB sent), end ${fmt(rss.end / MB)} MB`,
  );
});
