import { describe, expect, it } from 'vitest';
import { fixedTo, roundTo } from './round';

describe('roundTo', () => {
  it('rounds a half up where toFixed, reading the binary value, rounds it down', () => {
    expect((3.05).toFixed(1)).toBe('3.0');
    expect(fixedTo(3.05, 1)).toBe('3.1');
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(-2.25, 1)).toBe(-2.3);
    expect(roundTo(12.34, 0)).toBe(12);
  });

  it('gives what the server answers rounded again the same result on the screen', () => {
    for (const v of [0.05, 0.15, 2.45, 3.05, 10.25, 99.95]) expect(fixedTo(roundTo(v, 2), 1)).toBe(fixedTo(v, 1));
  });
});
