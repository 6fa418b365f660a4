import { afterEach, describe, expect, it, vi } from 'vitest';
import { FLEET_TICK, fleetTickHandled } from './fleet-tick-timing';

describe('fleet tick timing (what bench:map and a profile read)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('measures each tick from the moment its handling began, and clears the measures now and then', () => {
    const measure = vi.spyOn(performance, 'measure');
    const clear = vi.spyOn(performance, 'clearMeasures');
    fleetTickHandled(100);
    expect(measure).toHaveBeenCalledWith(FLEET_TICK, { start: 100 });
    for (let i = 0; i < 1000; i++) fleetTickHandled(200);
    expect(measure).toHaveBeenCalledTimes(1001);
    expect(clear).toHaveBeenCalledWith(FLEET_TICK);
  });
});
