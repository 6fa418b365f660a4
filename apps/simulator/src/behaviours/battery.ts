import type { Rng } from '../random';

/** Spec §4 battery warnings: below 20 % "charge soon" (the robot heads home), below 10 % "damage". */
export const BATTERY_RETURN_BELOW = 20;
export const BATTERY_CRITICAL_BELOW = 10;
/** A robot leaving the dock on its own waits for this much charge. */
export const BATTERY_AUTO_START_AT = 80;

export interface BatterySpec {
  /** Percent per simulated second while driving (cleaning or transit). */
  drivingDrain: number;
  /** Percent per simulated second while standing (electronics, sensors). */
  standingDrain: number;
  /** Percent per simulated second on the dock. */
  charge: number;
}

/** Each robot's pack is a little different: a full charge drives it for 20–40 minutes. */
export const batterySpec = (rng: Rng): BatterySpec => ({
  drivingDrain: 100 / (rng.between(20, 40) * 60),
  standingDrain: 100 / (rng.between(10, 14) * 3600),
  charge: 100 / (rng.between(25, 40) * 60),
});
