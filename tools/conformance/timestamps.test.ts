import { describe, expect, it } from 'vitest';
import { tsProblem } from './timestamps';

const at = Date.UTC(2026, 10, 25, 12, 0, 0);
const skew = 300_000;

describe('tsProblem', () => {
  it('accepts epoch milliseconds within the clock skew either way', () => {
    expect(tsProblem(at, at, skew)).toBeNull();
    expect(tsProblem(at + skew, at, skew)).toBeNull();
    expect(tsProblem(at - skew, at, skew)).toBeNull();
  });
  it('names seconds and microseconds sent instead of milliseconds', () => {
    expect(tsProblem(Math.floor(at / 1000), at, skew)).toMatch(/epoch seconds/);
    expect(tsProblem(at * 1000, at, skew)).toMatch(/epoch microseconds/);
  });
  it('says how far ahead or behind a clock is', () => {
    expect(tsProblem(at + 3_600_000, at, skew)).toBe("ts is 3600.0 s ahead of the server's clock");
    expect(tsProblem(at - skew - 1000, at, skew)).toBe("ts is 301.0 s behind the server's clock");
  });
});
