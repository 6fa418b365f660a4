import { batteryLevel, SETTINGS_DEFAULTS, type TSettings } from '../configure/settings';
import { ChargeStatus, DeviceState, isRobotBusy, WorkStatus } from '../enums/robot.enums';

/**
 * The states the home page counts robots by, in order of precedence: a robot matching several counts
 * once, under the first. Locked first (the console or the robot refuses work whatever it reports),
 * then offline (what an offline robot last said is no longer true), then fault (abnormal or emergency
 * stop needs a person), paused (a task waits for someone), working, charging, and idle for the rest.
 */
export const FLEET_STATES = ['locked', 'offline', 'fault', 'paused', 'working', 'charging', 'idle'] as const;
export type TFleetState = (typeof FLEET_STATES)[number];

export interface FleetStateInput {
  locked: boolean;
  online: boolean;
  workStatus?: number | null | undefined;
  deviceState?: number | null | undefined;
  chargeStatus?: number | null | undefined;
}

/** The one state a robot is counted under (FLEET_STATES' precedence); "working" is isRobotBusy's meaning. */
export const fleetState = (r: FleetStateInput): TFleetState => {
  if (r.locked || r.deviceState === DeviceState.LOCKED) return 'locked';
  if (!r.online) return 'offline';
  if (r.deviceState === DeviceState.ABNORMAL || r.deviceState === DeviceState.EMERGENCY_STOP) return 'fault';
  if (r.workStatus === WorkStatus.PAUSED || r.deviceState === DeviceState.PAUSED) return 'paused';
  if (isRobotBusy(r)) return 'working';
  if (r.chargeStatus != null && r.chargeStatus !== ChargeStatus.NONE) return 'charging';
  return 'idle';
};

/** Why a robot needs attention, most urgent first (the list is sorted by a robot's most urgent reason). */
export const ATTENTION_REASONS = ['openFault', 'batteryCritical', 'offline', 'batteryLow', 'staleReport'] as const;
export type TAttentionReason = (typeof ATTENTION_REASONS)[number];

/**
 * An online robot whose last telemetry is older than this reports nothing useful (the robot's ~1 Hz
 * telemetry stopped while its connection stayed up). Minutes rather than the screens' 30 s "stale"
 * tag: a list of robots that missed a few seconds would bury the ones that need a person.
 */
export const ATTENTION_STALE_MINUTES = 5;
/** At most this many robots in the attention list (the most urgent); the total says how many there are. */
export const ATTENTION_LIST_MAX = 20;
export const LATEST_FAULTS_MAX = 5;

export interface AttentionInput extends FleetStateInput {
  battery?: number | null | undefined;
  lastSeenAt: Date | null;
  updatedAt: Date | null;
  openFaults: number;
}

const minutesSince = (d: Date | null, now: number) => (d ? (now - d.getTime()) / 60_000 : Infinity);
const byReasonOrder = (a: TAttentionReason, b: TAttentionReason) => ATTENTION_REASONS.indexOf(a) - ATTENTION_REASONS.indexOf(b);

/**
 * The reasons a robot needs attention now. Battery reasons only for an online robot that is not
 * charging (an offline robot's battery is old news; a charging one is being looked after). The server
 * asks this for each of up to 10,000 robots per home request: no function is created per call.
 */
/**
 * The settings attentionReasons judges by: the configure screen's (offline is also the fault center's
 * connectivity threshold: one meaning for both screens); the defaults in tests.
 */
export type AttentionLimits = Pick<TSettings, 'offlineMinutes' | 'batteryChargeSoonBelow' | 'batteryDamageBelow'>;

export const attentionReasons = (r: AttentionInput, now: number, limits: AttentionLimits = SETTINGS_DEFAULTS): TAttentionReason[] => {
  const reasons: TAttentionReason[] = [];
  if (r.openFaults > 0) reasons.push('openFault');
  const charging = r.chargeStatus != null && r.chargeStatus !== ChargeStatus.NONE;
  if (r.online && !charging && r.battery != null) {
    const level = batteryLevel(r.battery, limits);
    if (level === 'damage') reasons.push('batteryCritical');
    else if (level === 'chargeSoon') reasons.push('batteryLow');
  }
  if (!r.online && r.lastSeenAt && minutesSince(r.lastSeenAt, now) > limits.offlineMinutes) reasons.push('offline');
  if (r.online && minutesSince(r.updatedAt, now) > ATTENTION_STALE_MINUTES) reasons.push('staleReport');
  return reasons.sort(byReasonOrder);
};
