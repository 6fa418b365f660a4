/**
 * What applying one tick of the compact fleet view costs the page, as a User Timing measure named
 * FLEET_TICK that a Chromium profile shows and `npm run bench:map` reads (issue 13: p99 ≤ 8 ms): from
 * the moment the live client starts handling the tick (parse and check included) to the end of its
 * listeners (the maps' rows merged: lib/live-geo-rows.ts). Writing them into the cache and what the
 * screens then render follow at most once a second in tasks of their own, which bench:map's long
 * tasks count. One measure per tick: cheap enough to stay in production;
 * measures are cleared now and then (a wall screen runs for days), a PerformanceObserver still sees each.
 */
export const FLEET_TICK = 'fleet-tick';
const CLEAR_EVERY = 1000;

let measured = 0;

/** The live client handled a fleet tick it began handling at `startTime` (performance.now()). */
export const fleetTickHandled = (startTime: number) => {
  performance.measure(FLEET_TICK, { start: startTime });
  if (++measured % CLEAR_EVERY === 0) performance.clearMeasures(FLEET_TICK);
};
