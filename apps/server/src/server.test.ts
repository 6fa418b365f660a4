import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * `npm start` as a user runs it, on the embedded PostgreSQL: data survives the server being killed
 * outright, a second server on the same data is refused, and SIGTERM stops the database cleanly.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fleet-start-'));
chmodSync(dataDir, 0o755);
const password = 'Start#Test2026';
const children: ChildProcess[] = [];

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

const start = (port: number) => {
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      MQTT_PORT: '0',
      ADMIN_PASSWORD: password,
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'text',
      WEB_DIST: path.join(dataDir, 'no-web'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  const done = new Promise<{ out: string; code: number | null }>((resolve) => child.on('exit', (code) => resolve({ out, code })));
  const ready = new Promise<string>((resolve, reject) => {
    const onData = (d: Buffer) => {
      out += d.toString();
      if (out.includes('is running at')) resolve(out);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void done.then(({ code }) => reject(new Error(`exited ${code}: ${out}`)));
  });
  // Not every caller waits for readiness (the refused second server): never an unhandled rejection.
  ready.catch(() => undefined);
  return { child, ready, done, output: () => out };
};

const api = async (port: number, method: string, p: string, body?: unknown, token?: string) => {
  const res = await fetch(`http://127.0.0.1:${port}/v2/api/sweeper/${p}`, {
    method,
    headers: { 'content-type': 'application/json', 'accept-language': 'en', ...(token ? { authorization: token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as { code: number; data: Record<string, unknown> };
};

afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm start on the embedded PostgreSQL', () => {
  it('keeps every acknowledged change after SIGKILL, refuses a second server, stops cleanly on SIGTERM, prints readable lines only', async () => {
    const port = await freePort();
    const first = start(port);
    expect(await first.ready).toContain(`http://localhost:${port}/`);
    const token = (await api(port, 'POST', 'user-service/auth/login', { account: 'admin', password })).data.token as string;
    const saved = await api(
      port,
      'POST',
      'user-service/user/userinfo/updateOwner',
      { userName: 'Before the crash', phone: '', email: '' },
      token,
    );
    expect(saved.code).toBe(0);

    const intruder = start(await freePort());
    const refused = await intruder.done;
    expect(refused.code).not.toBe(0);
    expect(refused.out).toMatch(/in use by another running server/);

    first.child.kill('SIGKILL');
    await first.done;

    const second = start(port);
    await second.ready;
    expect(second.output()).toMatch(/left running by an earlier run|stale PostgreSQL lock/);
    const token2 = (await api(port, 'POST', 'user-service/auth/login', { account: 'admin', password })).data.token as string;
    const me = await api(port, 'GET', 'user-service/user/userinfo/getOwnDetail', undefined, token2);
    expect(me.data.userName).toBe('Before the crash');

    second.child.kill('SIGTERM');
    const end = await second.done;
    // On failure, what the server printed (an unhandled rejection's stack) is the only clue.
    expect(end.code, end.out.slice(-4000)).toBe(0);
    expect(existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
    // At the default LOG_LEVEL the console shows readable lines only: no JSON, and no line per request.
    const lines = end.out.split('\n').filter(Boolean);
    // An error's stack follows its line, indented.
    expect(lines.filter((l) => !l.startsWith('[fleet] ') && !l.startsWith('    '))).toEqual([]);
    expect(lines.filter((l) => /request completed|incoming request/.test(l))).toEqual([]);
    expect(lines).toContain(`[fleet] Fleet Console is running at http://localhost:${port}/`);
  }, 120_000);
});
