import { describe, expect, it } from 'vitest';
import { createEventLimiter, FLOOD_WINDOW_MS } from './event-limiter';

const T0 = 1_700_000_000_000;

describe('event limiter', () => {
  it('stores a burst at once, then one event per refill; the first refused event of a minute becomes a flood marker', () => {
    const limiter = createEventLimiter({ burst: 3, perMinute: 1 });
    const take = (n: number, at: number) => Array.from({ length: n }, () => limiter.admit(1, at));
    expect(take(6, T0)).toEqual(['store', 'store', 'store', 'flood', 'drop', 'drop']);
    // Half a token after 30 s, and no second flood marker within the minute.
    expect(take(1, T0 + 30_000)).toEqual(['drop']);
    // A whole token after a minute; the minute of the last marker is over.
    expect(take(3, T0 + FLOOD_WINDOW_MS)).toEqual(['store', 'flood', 'drop']);
  });

  it('refills up to the burst, not beyond, and counts each robot on its own', () => {
    const limiter = createEventLimiter({ burst: 2, perMinute: 60 });
    expect([limiter.admit(1, T0), limiter.admit(1, T0), limiter.admit(1, T0)]).toEqual(['store', 'store', 'flood']);
    expect([limiter.admit(2, T0), limiter.admit(2, T0)]).toEqual(['store', 'store']);
    const later = T0 + 3_600_000;
    expect([limiter.admit(1, later), limiter.admit(1, later), limiter.admit(1, later)]).toEqual(['store', 'store', 'flood']);
  });
});
