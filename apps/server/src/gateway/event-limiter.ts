/**
 * Events stored per robot are rate-limited: one robot once stored 44,362 events in 22 s and slowed every
 * page of the console. A token bucket per robot: `burst` events at once, refilled at `perMinute`. An
 * event over the limit is not stored (counted as eventsLimited); the first one of each minute over the
 * limit is replaced by a `flood` event, so the operator sees on the robot's event page that events were
 * dropped and when. Per instance: with N instances splitting the ingest, a robot may store up to N times
 * the rate.
 */
export type EventAdmission = 'store' | 'flood' | 'drop';

/** At most one `flood` event per robot per this, however long the flood lasts. */
export const FLOOD_WINDOW_MS = 60_000;

export const createEventLimiter = (opts: { burst: number; perMinute: number }) => {
  const buckets = new Map<number, { tokens: number; at: number; floodAt: number }>();
  const perMs = opts.perMinute / 60_000;
  return {
    /** What to do with an event of the robot received at `now` (epoch ms). */
    admit(robotId: number, now: number): EventAdmission {
      let b = buckets.get(robotId);
      if (!b) {
        b = { tokens: opts.burst, at: now, floodAt: -Infinity };
        buckets.set(robotId, b);
      }
      b.tokens = Math.min(opts.burst, b.tokens + Math.max(0, now - b.at) * perMs);
      b.at = now;
      if (b.tokens >= 1) {
        b.tokens -= 1;
        return 'store';
      }
      if (now - b.floodAt < FLOOD_WINDOW_MS) return 'drop';
      b.floodAt = now;
      return 'flood';
    },
  };
};
export type EventLimiter = ReturnType<typeof createEventLimiter>;
