import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { consumableLife } from './robot-config.schema';

const lifespan = fc.double({ min: 0.1, max: 100_000, noNaN: true });
const used = fc.double({ min: 0, max: 200_000, noNaN: true });

describe('consumableLife (remaining life of a consumable, property tests)', () => {
  it('never goes below 0 or above the lifespan, in hours and in percent', () => {
    fc.assert(
      fc.property(lifespan, used, (l, u) => {
        const c = consumableLife({ key: 'k', lifespanHours: l, usedHours: u });
        expect(c.remainingHours).toBeGreaterThanOrEqual(0);
        expect(c.remainingHours).toBeLessThanOrEqual(Math.round(l * 10) / 10 + 0.05);
        expect(c.remainingPercent).toBeGreaterThanOrEqual(0);
        expect(c.remainingPercent).toBeLessThanOrEqual(100);
      }),
    );
  });

  it('is what is left of the lifespan, to a tenth of an hour; an overdue part reads 0', () => {
    fc.assert(
      fc.property(lifespan, used, (l, u) => {
        const c = consumableLife({ key: 'k', lifespanHours: l, usedHours: u });
        expect(Math.abs(c.remainingHours - Math.max(0, l - u))).toBeLessThanOrEqual(0.05 + 1e-9);
        if (u >= l) expect([c.remainingHours, c.remainingPercent]).toEqual([0, 0]);
      }),
    );
  });

  it('only ever shrinks as the part is used', () => {
    fc.assert(
      fc.property(lifespan, used, used, (l, u1, u2) => {
        const [lo, hi] = u1 <= u2 ? [u1, u2] : [u2, u1];
        const early = consumableLife({ key: 'k', lifespanHours: l, usedHours: lo });
        const late = consumableLife({ key: 'k', lifespanHours: l, usedHours: hi });
        expect(late.remainingPercent).toBeLessThanOrEqual(early.remainingPercent);
        expect(late.remainingHours).toBeLessThanOrEqual(early.remainingHours);
      }),
    );
  });

  it('keeps the robot-reported fields as they were', () => {
    expect(consumableLife({ key: 'filter', lifespanHours: 100, usedHours: 95 })).toEqual({
      key: 'filter',
      lifespanHours: 100,
      usedHours: 95,
      remainingHours: 5,
      remainingPercent: 5,
    });
  });
});
