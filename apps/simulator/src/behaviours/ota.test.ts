import { ZOtaProgress, type TCommandType, type TOtaProgress } from '@fleet/contracts';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateFloorMap } from '../map/generate-map';
import { RobotModel } from '../robot-model';
import { CommandInbox } from './commands';
import { type OtaArgs, type OtaFailure } from './ota';
import { downloadPackage, runUpgrade, type OtaIo } from './ota-runner';

const map = generateFloorMap(3);
const clock = 1_700_000_000_000;
const bytes = randomBytes(256 * 1024);
const md5 = createHash('md5').update(bytes).digest('hex');
const credential = { deviceNumber: 'SIMULATION-130-00077', secret: 's3cret' };
/** What the package server saw: each request's Range and Authorization headers. */
const seen: { range?: string; authorization?: string }[] = [];
let server: http.Server;
let url: string;

/** A package server as ours behaves for this: whole file or one `bytes=N-` range. */
beforeAll(async () => {
  server = http.createServer((req, res) => {
    seen.push({ range: req.headers.range, authorization: req.headers.authorization });
    const from = Number(/^bytes=(\d+)-$/.exec(req.headers.range ?? '')?.[1] ?? 0);
    res.writeHead(from > 0 ? 206 : 200, { 'content-length': bytes.length - from, 'accept-ranges': 'bytes' });
    // Written in 16 KB pieces so a cut midway lands between them, as on a real connection.
    for (let i = from; i < bytes.length; i += 16 * 1024) res.write(bytes.subarray(i, Math.min(i + 16 * 1024, bytes.length)));
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/pkg`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const args = (over: Partial<OtaArgs> = {}): OtaArgs => ({
  campaignId: 7,
  unit: 'mainUnit',
  version: '2.5',
  url,
  md5,
  size: bytes.length,
  auth: 'device',
  ...over,
});
const make = () => new RobotModel({ map, seed: 3, now: () => clock });

/** Runs one upgrade with an io that records the reports and reboots at once. */
const upgrade = async (a: OtaArgs, failure: OtaFailure | null = null) => {
  const m = make();
  const reports: TOtaProgress[] = [];
  let reboots = 0;
  const io: OtaIo = {
    report: (p) => reports.push(ZOtaProgress.parse({ ts: clock, campaignId: a.campaignId, unit: a.unit, done: false, ...p })),
    reboot: async () => {
      reboots += 1;
    },
    wait: async () => undefined,
    credential,
    log: () => undefined,
  };
  seen.length = 0;
  const ok = await runUpgrade(m, a, io, failure);
  return { ok, m, reports, reboots, steps: reports.map((r) => r.step), last: reports.at(-1)! };
};

describe('otaUpgrade on the simulated robot', () => {
  it('downloads, checks, installs, reboots and ends on the success step with the new version', async () => {
    const r = await upgrade(args());
    expect(r.ok).toBe(true);
    expect(r.steps.filter((s, i) => s !== r.steps[i - 1])).toEqual([1, 3, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(r.last).toMatchObject({ step: 12, done: true, campaignId: 7, unit: 'mainUnit' });
    expect(r.last.result).toBeUndefined();
    // Download progress in tens, rising (how many depends on the sizes the network delivers), then 100 when done.
    const percents = r.reports.filter((p) => p.step === 5).map((p) => p.percent!);
    expect(percents[0]).toBe(0);
    expect(percents.length).toBeGreaterThan(1);
    for (const [i, p] of percents.entries()) if (i > 0) expect(p % 10 === 0 && p > percents[i - 1]! && p < 100).toBe(true);
    expect(r.reports.find((p) => p.step === 6)?.percent).toBe(100);
    expect(r.reboots).toBe(1);
    expect(r.m.config.versions.mainUnit).toBe('2.5');
    expect(seen[0]!.authorization).toBe(`Basic ${Buffer.from('SIMULATION-130-00077:s3cret').toString('base64')}`);
  });

  it('resumes a cut download with a Range request and still gets the right sum', async () => {
    seen.length = 0;
    const got = await downloadPackage(args(), credential, { cutAt: (n) => (n === 0 ? 100_000 : undefined), onProgress: () => undefined });
    expect(got).toEqual({ md5 });
    expect(seen.map((s) => s.range)).toEqual([undefined, expect.stringMatching(/^bytes=1\d{5}-$/)]);
  });

  it('sends no credential to an external address', async () => {
    await upgrade(args({ auth: 'none', unit: 'app' }));
    expect(seen[0]!.authorization).toBeUndefined();
  });

  it('fails with the verification code when the sum differs, keeping the old version', async () => {
    for (const [a, failure] of [
      [args({ md5: '0'.repeat(32) }), null],
      [args(), 'md5'],
    ] as const) {
      const r = await upgrade(a, failure);
      expect(r.ok).toBe(false);
      expect(r.last).toMatchObject({ result: 108, done: true });
      expect(r.reboots).toBe(0);
      expect(r.m.config.versions.mainUnit).toBe('2.4.1');
    }
  });

  it('reports the rollback step and then install failed for the install profile; 2xx for the second unit', async () => {
    const r = await upgrade(args({ unit: 'controlUnit' }), 'install');
    expect(r.steps.slice(-2)).toEqual([13, 13]);
    expect(r.last).toMatchObject({ result: 213, done: true });
    expect(r.m.config.versions.controlUnit).toBe('1.9.3');
  });

  it('gives up after three cut attempts as a network anomaly', async () => {
    const r = await upgrade(args(), 'network');
    expect(seen).toHaveLength(3);
    expect(r.last).toMatchObject({ result: 105, done: true });
  });

  it('upgrades the app without a reboot, reporting its configuration and the app success step', async () => {
    const r = await upgrade(args({ unit: 'app', version: '3.3.0' }));
    expect(r.reboots).toBe(0);
    expect(r.last).toMatchObject({ step: 6, done: true });
    expect(r.m.takeOutbox().find((u) => u.kind === 'config')?.payload).toMatchObject({ versions: { app: '3.3.0' } });
  });
});

describe('accepting otaUpgrade', () => {
  const inbox = new CommandInbox();
  const send = (m: RobotModel, type: TCommandType, a: Record<string, unknown>) =>
    inbox.answer(m, { commandId: randomUUID(), type, args: a, expiresAt: clock + 30_000 });

  it('takes it when idle and charged, then refuses work and a second upgrade as busy', () => {
    const m = make();
    m.battery = 80;
    expect(send(m, 'otaUpgrade', args())).toMatchObject({ result: 'success' });
    expect(m.ota).toMatchObject({ started: false, args: { version: '2.5' } });
    expect(m.canDrive).toBe(false);
    expect(send(m, 'otaUpgrade', args())).toMatchObject({ result: 'failed', reason: 'busy' });
    expect(send(m, 'startTask', { taskId: 't1' })).toMatchObject({ result: 'failed', reason: 'busy' });
  });

  it('refuses it while cleaning, locked, low on battery or with bad arguments', () => {
    const working = make();
    working.battery = 90;
    working.startTask('t2');
    expect(send(working, 'otaUpgrade', args())).toMatchObject({ reason: 'busy' });
    const low = make();
    low.battery = 20;
    expect(send(low, 'otaUpgrade', args())).toMatchObject({ reason: 'lowBattery' });
    const locked = make();
    locked.locked = true;
    expect(send(locked, 'otaUpgrade', args())).toMatchObject({ reason: 'locked' });
    expect(send(make(), 'otaUpgrade', { ...args(), md5: 'nope' })).toMatchObject({ reason: 'invalidArgs' });
  });
});
