import { describe, expect, it } from 'vitest';
import { deviceTsProblem, findDeviceTsProblem } from './timestamps';
import { upTopicDeviceNumber } from './topics';

const w = { pastDays: 7, futureSeconds: 300 };
const now = Date.UTC(2026, 10, 25, 12);

describe('deviceTsProblem', () => {
  it('accepts both ends of the window and refuses a millisecond beyond either', () => {
    expect(deviceTsProblem(now - 7 * 86_400_000, now, w)).toBeNull();
    expect(deviceTsProblem(now + 300_000, now, w)).toBeNull();
    expect(deviceTsProblem(now - 7 * 86_400_000 - 1, now, w)).toMatch(/7 days before/);
    expect(deviceTsProblem(now + 300_001, now, w)).toMatch(/300 s after/);
  });

  it('names the likely unit of a timestamp in seconds or microseconds', () => {
    expect(deviceTsProblem(Math.floor(now / 1000), now, w)).toMatch(/looks like seconds/);
    expect(deviceTsProblem(now * 1000, now, w)).toMatch(/looks like microseconds/);
  });
});

describe('findDeviceTsProblem', () => {
  it("checks a run's start and end, and nothing of a kind without a timestamp", () => {
    expect(findDeviceTsProblem('run', { startedAt: now, endedAt: now + 3_600_000 }, now, w)?.field).toBe('endedAt');
    expect(findDeviceTsProblem('run', { startedAt: now, endedAt: null }, now, w)).toBeNull();
    expect(findDeviceTsProblem('ack', { ts: 0 }, now, w)).toBeNull();
    expect(findDeviceTsProblem('status', {}, now, w)).toBeNull();
  });
});

describe('upTopicDeviceNumber', () => {
  it('finds the robot of any topic under its up/, and nothing elsewhere', () => {
    expect(upTopicDeviceNumber('fleet/R1/up/telemetry/extra')).toBe('R1');
    expect(upTopicDeviceNumber('fleet/R1/up')).toBe('R1');
    expect(upTopicDeviceNumber('fleet/R1/down/cmd')).toBeNull();
    expect(upTopicDeviceNumber('other/R1/up/x')).toBeNull();
  });
});
