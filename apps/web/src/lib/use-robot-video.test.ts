import { describe, expect, it } from 'vitest';
import { fpsOf } from './use-robot-video';

describe('fpsOf', () => {
  it('counts the frames of the last five seconds', () => {
    const arrivals = Array.from({ length: 30 }, (_, i) => 10_000 + i * 200);
    expect(fpsOf(arrivals, 10_000, 10_000 + 29 * 200)).toBe(5);
  });
  it('does not read a burst of frames as hundreds per second', () => {
    expect(fpsOf([1000, 1004], 1000, 1004)).toBe(2);
  });
  it('falls as frames stop coming', () => {
    expect(fpsOf([1000, 1200, 1400], 0, 9000)).toBe(0);
  });
});
