import type { TFleetState } from '../home/home.enums';

/**
 * Areas (spec §3 "Area", the areaDetail screen): a building or a park of an organisation where robots
 * clean. The one place their rules are written: the shape of an area (a park has no floors; lift
 * control needs a building of two floors or more), what its status is from its robots' states, and
 * how much of today's plan its robots covered.
 */

/** The most floors, zones and robots one area holds (a tower block; a campus split into zones; a large site's fleet). */
export const AREA_FLOORS_MAX = 200;
export const AREA_ZONES_MAX = 999;
export const AREA_ROBOTS_MAX = 200;
/** Work area in m²: up to 10 km² (a large park). */
export const AREA_WORK_AREA_MAX = 10_000_000;
/** Planned passes over the work area per day. */
export const AREA_FREQUENCY_MAX = 24;

/** An area's number: AR and eight digits, issued in order by the server and never twice. */
export const AREA_NUMBER = /^AR\d{8}$/;
export const areaNumberOf = (seq: number) => `AR${String(seq).padStart(8, '0')}`;

/**
 * What an area is doing now, in order of precedence: disabled (switched off: no robot is planned there),
 * no robots (nobody cleans it), attention (a robot in fault or paused waits for a person), cleaning (a robot
 * works), offline (every robot is offline or locked), idle (robots are there, idle or charging).
 */
export const AREA_STATUSES = ['disabled', 'noRobots', 'attention', 'cleaning', 'offline', 'idle'] as const;
export type TAreaStatus = (typeof AREA_STATUSES)[number];

/** The status of an area from whether it is enabled and the fleet states (home.enums fleetState) of the robots the caller sees in it. */
export const areaStatus = (enabled: boolean, states: readonly TFleetState[]): TAreaStatus => {
  if (!enabled) return 'disabled';
  if (states.length === 0) return 'noRobots';
  if (states.some((s) => s === 'fault' || s === 'paused')) return 'attention';
  if (states.includes('working')) return 'cleaning';
  if (states.every((s) => s === 'offline' || s === 'locked')) return 'offline';
  return 'idle';
};

/**
 * Today's coverage in percent: the area its robots cleaned today over the day's plan (work area × passes
 * per day, one pass when no frequency is set), rounded to a whole percent; above 100 when robots cleaned
 * more than planned. Null when the area has no work area (nothing to measure against).
 */
export const areaCoverage = (cleanedM2: number, workArea: number | null, frequency: number | null): number | null => {
  if (workArea == null || workArea <= 0) return null;
  return Math.round((100 * cleanedM2) / (workArea * (frequency ?? 1)));
};
