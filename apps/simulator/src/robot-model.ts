import { LocationState, type TDeviceEvent, type TEventLevel, type TLocationState } from '@fleet/contracts';
import { batterySpec, type BatterySpec } from './behaviours/battery';
import { planCoverage } from './behaviours/coverage';
import { PathFollower } from './behaviours/follower';
import { maybeIncident } from './behaviours/incidents';
import { arrive, drive } from './behaviours/motion';
import { planPath } from './behaviours/path';
import { autopilot, chargedUp, watchBattery } from './behaviours/routine';
import { coverGrid } from './map/cover-grid';
import type { TGridMap } from './map/grid-map';
import { createRng, type Rng } from './random';
import { INCIDENT_PROFILES, type IncidentProfile } from './scenarios/incident-profiles';

/** A finished task stays "finished" this long (simulated seconds) before the robot reads idle. */
const FINISHED_SHOWN_S = 300;

export type Activity = 'idle' | 'cleaning' | 'toDock' | 'charging' | 'toTask';

export interface RobotModelOptions {
  map: TGridMap;
  seed: number;
  /** Wall-clock epoch ms for timestamps and command expiry; injectable for tests. */
  now?: () => number;
  /** Start tasks unprompted after resting on the dock (a living demo); off for tests. */
  autoWork?: boolean;
  incidents?: IncidentProfile;
  battery?: number;
  locked?: boolean;
}

/**
 * The robot's physics and state, with no MQTT in it: driven by `step(simulated seconds)`, so tests
 * run hours of simulated work in milliseconds. Work status and device state are derived from these
 * fields (robot-status.ts) rather than stored, so they can never disagree with what the robot does.
 */
export class RobotModel {
  readonly map: TGridMap;
  readonly rng: Rng;
  readonly spec: BatterySpec;
  readonly now: () => number;
  readonly autoWork: boolean;
  readonly incidents: IncidentProfile;
  pose: { x: number; y: number; angle: number };
  battery: number;
  activity: Activity = 'idle';
  task: { taskId: string; route: PathFollower } | null = null;
  transit: PathFollower | null = null;
  paused = false;
  locked = false;
  fault: { type: string; until: number } | null = null;
  emergencyUntil: number | null = null;
  holdUntil = 0;
  locationState: TLocationState = LocationState.SUCCESS;
  private locate = { matchAt: 0, doneAt: 0 };
  speed = 0;
  counters = { areaM2: 0, runMinutes: 0, distanceKm: 0 };
  finished: { taskId: string; at: number } | null = null;
  simTime = 0;
  /** Bookkeeping of the routine (behaviours/routine.ts). */
  idleSince = 0;
  nextAutoStart = 0;
  autoTasks = 0;
  warned = { low: false, critical: false };
  private events: TDeviceEvent[] = [];

  constructor(opts: RobotModelOptions) {
    this.map = opts.map;
    this.rng = createRng(opts.seed);
    this.spec = batterySpec(this.rng);
    this.now = opts.now ?? Date.now;
    this.autoWork = opts.autoWork ?? false;
    this.incidents = opts.incidents ?? INCIDENT_PROFILES.calm;
    this.battery = opts.battery ?? 100;
    this.locked = opts.locked ?? false;
    this.pose = { ...opts.map.dock };
    this.nextAutoStart = this.rng.between(10, 300);
  }

  get atDock() {
    return Math.hypot(this.pose.x - this.map.dock.x, this.pose.y - this.map.dock.y) < 0.05;
  }

  /** Nothing stops the robot from driving. */
  get canDrive() {
    return !this.locked && !this.paused && !this.fault && this.emergencyUntil === null && this.locationState === LocationState.SUCCESS;
  }

  get progress() {
    if (this.task) return Math.min(100, (this.task.route.travelled / Math.max(this.task.route.length, 1e-9)) * 100);
    return this.showsFinished ? 100 : null;
  }

  get showsFinished() {
    return this.finished !== null && this.simTime - this.finished.at < FINISHED_SHOWN_S;
  }

  /** Advances simulated time; long steps are cut into 1 s slices so thresholds are not overshot. */
  step(seconds: number) {
    for (let left = seconds; left > 1e-9; left -= 1) this.tick(Math.min(1, left));
  }

  emit(type: string, level: TEventLevel, message?: string) {
    this.events.push({ ts: this.now(), type, level, ...(message ? { message } : {}) });
  }

  /** Events raised since the last call, oldest first. */
  takeEvents() {
    const out = this.events;
    this.events = [];
    return out;
  }

  startTask(taskId: string) {
    this.transit = null;
    const route = planCoverage(this.map, this.pose);
    this.task = { taskId, route: new PathFollower(route.points, route.sweep) };
    this.activity = 'cleaning';
    this.paused = false;
    this.finished = null;
    this.emit('taskStarted', 'info', `Task ${taskId}`);
  }

  /** Heads for the dock; a kept task is resumed after charging, otherwise it ends here. */
  goToDock(keepTask: boolean) {
    if (!keepTask) this.task = null;
    if (this.atDock) return arrive(this, 'toDock');
    this.transit = new PathFollower(planPath(coverGrid(this.map), this.pose, this.map.dock) ?? [this.pose, this.map.dock]);
    this.activity = 'toDock';
  }

  /** Stops where it is: cleaning ends, and charging goes on if it is on the dock. */
  halt() {
    this.task = null;
    this.transit = null;
    this.paused = false;
    this.activity = this.activity === 'charging' ? 'charging' : 'idle';
    this.idleSince = this.simTime;
  }

  /** Lost its position: not located, then waiting for a match, then located again. */
  relocalise(from: TLocationState, matchAfter: number, doneAfter: number) {
    this.locationState = from;
    this.locate = { matchAt: this.simTime + matchAfter, doneAt: this.simTime + doneAfter };
  }

  private tick(h: number) {
    this.simTime += h;
    this.expireTimers();
    const moved = drive(this, h);
    this.speed = moved / h;
    if (this.activity === 'charging') {
      this.battery = Math.min(100, this.battery + this.spec.charge * h);
      if (this.battery >= 100) chargedUp(this);
    } else {
      this.battery = Math.max(0, this.battery - (moved > 0 ? this.spec.drivingDrain : this.spec.standingDrain) * h);
    }
    watchBattery(this);
    if (this.activity === 'cleaning' && moved > 0) maybeIncident(this, h);
    if (this.autoWork) autopilot(this);
  }

  private expireTimers() {
    const t = this.simTime;
    if (this.fault && t >= this.fault.until) {
      this.emit('faultCleared', 'info', `${this.fault.type} cleared`);
      this.fault = null;
    }
    if (this.emergencyUntil !== null && t >= this.emergencyUntil) {
      this.emit('emergencyStopReleased', 'info');
      this.emergencyUntil = null;
    }
    if (this.locationState !== LocationState.SUCCESS && t >= this.locate.matchAt) {
      this.locationState = t >= this.locate.doneAt ? LocationState.SUCCESS : LocationState.WAITING_MATCH;
    }
  }
}
