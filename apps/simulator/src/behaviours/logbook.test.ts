import { LOG_MAX_BYTES, ZLogUpload } from '@fleet/contracts';
import { randomBytes, randomUUID } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { generateFloorMap } from '../map/generate-map';
import { RobotModel } from '../robot-model';
import { CommandInbox } from './commands';

const setup = () => {
  let clock = 1_800_000_000_000;
  const m = new RobotModel({ map: generateFloorMap(5), seed: 5, now: () => clock, name: 'SIMULATION-130-00042' });
  const inbox = new CommandInbox();
  const send = (type: string, args: object) => inbox.answer(m, { commandId: randomUUID(), type, args, expiresAt: clock + 30_000 });
  // Simulated and wall time go together here, as with timeScale 1.
  const run = (seconds: number) => {
    for (let s = 0; s < seconds; s += 10) {
      m.step(10);
      clock += 10_000;
    }
  };
  return { m, send, run };
};

const uploaded = (m: RobotModel) => {
  const up = m.takeOutbox().find((u) => u.kind === 'log');
  const log = ZLogUpload.parse(up?.payload);
  return { ...log, text: gunzipSync(Buffer.from(log.data, 'base64')).toString('utf8') };
};

describe('uploadLog', () => {
  it('uploads its log of the last minutes: status lines, events and the commands it was given, gzip-compressed', () => {
    const { m, send, run } = setup();
    run(30 * 60);
    send('startTask', { taskId: 'T-9' });
    run(5 * 60);
    const logId = randomUUID();
    expect(send('uploadLog', { logId, minutes: 10 })?.result).toBe('success');
    const log = uploaded(m);
    expect(log.logId).toBe(logId);
    expect(log.fileName).toMatch(/^SIMULATION-130-00042-\d{12}-last-10min\.log$/);
    const lines = log.text.trim().split('\n');
    expect(lines).toHaveLength(log.lines);
    expect(log.text).toContain('command startTask');
    expect(log.text).toContain('event taskStarted');
    expect(log.text).toMatch(/INFO\s+status activity=cleaning battery=\d+\.\d%/);
    // Ten minutes of a status line a minute, not the whole thirty-five.
    const status = lines.filter((l) => l.includes(' status '));
    expect(status.length).toBeGreaterThanOrEqual(9);
    expect(status.length).toBeLessThanOrEqual(11);
    expect(lines.every((l) => /^\d{4}-\d{2}-\d{2}T[\d:.]+Z (INFO |WARN |ERROR) /.test(l))).toBe(true);
  });

  it('sends the newest lines that fit when the log is over the limit compressed (there is no chunking)', () => {
    const { m, send } = setup();
    // Random text hardly compresses: 5,000 lines of it are more than LOG_MAX_BYTES of gzip.
    for (let i = 0; i < 5000; i++) m.logbook.add('INFO', `line ${i} ${randomBytes(240).toString('base64')}`);
    expect(send('uploadLog', { logId: randomUUID(), minutes: 60 })?.result).toBe('success');
    const log = uploaded(m);
    expect(Buffer.from(log.data, 'base64').length).toBeLessThanOrEqual(LOG_MAX_BYTES);
    const lines = log.text.trimEnd().split('\n');
    expect(lines).toHaveLength(log.lines);
    expect(log.lines).toBeGreaterThan(1000);
    expect(log.lines).toBeLessThan(5000);
    expect(lines.at(-1)).toContain(' line 4999 ');
    expect(lines[0]).toContain(` line ${5000 - log.lines} `);
  });

  it('refuses bad arguments', () => {
    const { send } = setup();
    expect(send('uploadLog', { logId: 'nope', minutes: 10 })).toMatchObject({ result: 'failed', reason: 'invalidArgs' });
    expect(send('uploadLog', { logId: randomUUID(), minutes: 0 })).toMatchObject({ result: 'failed', reason: 'invalidArgs' });
  });
});
