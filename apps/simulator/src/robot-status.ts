import {
  ChargeStatus,
  DeviceState,
  WorkStatus,
  type TDeviceState,
  type TGeoPoint,
  type TTelemetry,
  type TWorkStatus,
} from '@fleet/contracts';
import type { RobotModel } from './robot-model';

/** Spec §4 work status, read off what the robot is doing. */
export const workStatusOf = (m: RobotModel): TWorkStatus => {
  if (m.locked) return WorkStatus.IDLE;
  if (m.task) {
    if (m.activity === 'toDock' || m.activity === 'toTask') return m.paused ? WorkStatus.PAUSED : WorkStatus.TRANSFER;
    if (m.activity === 'charging' || m.paused || m.fault || m.emergencyUntil !== null) return WorkStatus.PAUSED;
    return WorkStatus.EXECUTING;
  }
  if (m.showsFinished) return WorkStatus.FINISHED;
  if (m.activity === 'toDock') return WorkStatus.TRANSFER;
  return WorkStatus.IDLE;
};

/** Spec §4 device state; a lock outranks an emergency stop, which outranks a fault. */
export const deviceStateOf = (m: RobotModel): TDeviceState => {
  if (m.locked) return DeviceState.LOCKED;
  if (m.emergencyUntil !== null) return DeviceState.EMERGENCY_STOP;
  if (m.fault) return DeviceState.ABNORMAL;
  if (m.paused) return DeviceState.PAUSED;
  if (m.activity === 'cleaning' || m.activity === 'toDock' || m.activity === 'toTask') return DeviceState.WORKING;
  return DeviceState.NORMAL;
};

const round = (v: number, digits: number) => Math.round(v * 10 ** digits) / 10 ** digits;

/**
 * Wireless signal, percent: strong by the dock (where the site's access point or best cell coverage
 * usually is), fading with distance, with a ripple for walls and shelving. Deterministic in the pose,
 * so a robot standing still reads the same value.
 */
export const signalOf = (m: RobotModel) => {
  const far = Math.hypot(m.pose.x - m.map.dock.x, m.pose.y - m.map.dock.y);
  const ripple = 4 * Math.sin(m.pose.x * 0.8) * Math.cos(m.pose.y * 0.6);
  return Math.round(Math.min(100, Math.max(15, 96 - far * 1.2 + ripple)));
};

const METRES_PER_DEGREE_LAT = 111_320;

/** The GPS fix of a pose: the map frame laid east (x) and north (y) of the robot's GPS origin. */
export const geoOf = (origin: TGeoPoint, pose: { x: number; y: number }): TGeoPoint => ({
  lat: round(origin.lat + pose.y / METRES_PER_DEGREE_LAT, 7),
  lng: round(origin.lng + pose.x / (METRES_PER_DEGREE_LAT * Math.cos((origin.lat * Math.PI) / 180)), 7),
});

export const telemetryOf = (m: RobotModel): TTelemetry => {
  const progress = m.progress;
  return {
    ts: m.now(),
    battery: round(m.battery, 1),
    workStatus: workStatusOf(m),
    deviceState: deviceStateOf(m),
    locationState: m.locationState,
    chargeStatus: m.activity === 'charging' ? ChargeStatus.AUTOMATIC : ChargeStatus.NONE,
    speed: round(m.speed, 2),
    signal: signalOf(m),
    pose: { mapId: m.map.mapId, x: round(m.pose.x, 3), y: round(m.pose.y, 3), angle: round(m.pose.angle, 3) },
    taskId: m.task?.taskId ?? (m.showsFinished ? m.finished!.taskId : null),
    progress: progress === null ? null : round(progress, 1),
    counters: {
      areaM2: round(m.counters.areaM2, 2),
      runMinutes: round(m.counters.runMinutes, 2),
      distanceKm: round(m.counters.distanceKm, 4),
    },
    ...(m.gpsOrigin ? { geo: geoOf(m.gpsOrigin, m.pose) } : {}),
  };
};
