import { BATTERY_CHARGE_SOON_BELOW, BATTERY_DAMAGE_BELOW } from '../common/constants';
import { ChargeStatus, DeviceState, isRobotBusy, WorkStatus } from '../enums/robot.enums';
import { FAULT_OFFLINE_MINUTES_DEFAULT } from '../robot-fault/fault.enums';

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
 * Thresholds of the attention list. Offline: the fault center's connectivity threshold (its default;
 * the server passes FAULT_OFFLINE_MINUTES when a deployment sets it), one meaning for both screens.
 */
export const ATTENTION_OFFLINE_MINUTES = FAULT_OFFLINE_MINUTES_DEFAULT;
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
export const attentionReasons = (r: AttentionInput, now: number, offlineMinutes = ATTENTION_OFFLINE_MINUTES): TAttentionReason[] => {
  const reasons: TAttentionReason[] = [];
  if (r.openFaults > 0) reasons.push('openFault');
  const charging = r.chargeStatus != null && r.chargeStatus !== ChargeStatus.NONE;
  if (r.online && !charging && r.battery != null) {
    if (r.battery < BATTERY_DAMAGE_BELOW) reasons.push('batteryCritical');
    else if (r.battery < BATTERY_CHARGE_SOON_BELOW) reasons.push('batteryLow');
  }
  if (!r.online && r.lastSeenAt && minutesSince(r.lastSeenAt, now) > offlineMinutes) reasons.push('offline');
  if (r.online && minutesSince(r.updatedAt, now) > ATTENTION_STALE_MINUTES) reasons.push('staleReport');
  return reasons.sort(byReasonOrder);
};
