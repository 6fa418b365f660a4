import {
  LocationState,
  type TConfigReport,
  type TLogUpload,
  type TDeviceEvent,
  type TEventLevel,
  type TLocationState,
  type TMapGrid,
  type TMapManifest,
  type TRunReport,
  type TSchedule,
  type TGeoPoint,
  type TJunkEventMode,
} from '@fleet/contracts';
import { batterySpec, type BatterySpec } from './behaviours/battery';
import { initialConfig, reportConfig, tickConfig, type FactoryPart, type SimConfig } from './behaviours/config';
import { planCoverage } from './behaviours/coverage';
import { PathFollower } from './behaviours/follower';
import { maybeIncident } from './behaviours/incidents';
import { junkAtBoot, watchJunk } from './behaviours/junk';
import { Logbook } from './behaviours/logbook';
import { arrive, drive } from './behaviours/motion';
import { planPath } from './behaviours/path';
import { autopilot, chargedUp, watchBattery } from './behaviours/routine';
import { beginRun, watchRun, type TaskPlan } from './behaviours/runs';
import { tickSchedule } from './behaviours/schedule';
import { manifestOf } from './behaviours/maps';
import { coverGrid } from './map/cover-grid';
import { floorMaps, type SimMap } from './map/floor-maps';
import type { TGridMap } from './map/grid-map';
import { createRng, type Rng } from './random';
import { INCIDENT_PROFILES, type IncidentProfile } from './scenarios/incident-profiles';
import type { OtaArgs } from './behaviours/ota';

/** A finished task stays "finished" this long (simulated seconds) before the robot reads idle. */
const FINISHED_SHOWN_S = 300;

/** Uplinks other than status, telemetry, events and acks: what the operate pages are built from. */
export type Uplink =
  | { kind: 'maps'; payload: TMapManifest }
  | { kind: 'map'; payload: TMapGrid }
  | { kind: 'run'; payload: TRunReport }
  | { kind: 'config'; payload: TConfigReport }
  | { kind: 'log'; payload: TLogUpload };

export type Activity = 'idle' | 'cleaning' | 'toDock' | 'charging' | 'toTask';

export interface RobotModelOptions {
  /** The floor the robot starts on (its active map). */
  map: TGridMap;
  /** Every map it holds, `map` among them; by default its floor and the floor above (map/floor-maps.ts). */
  maps?: SimMap[];
  seed: number;
  /** Wall-clock epoch ms for timestamps and command expiry; injectable for tests. */
  now?: () => number;
  /** Start tasks unprompted after resting on the dock (a living demo); off for tests. */
  autoWork?: boolean;
  incidents?: IncidentProfile;
  battery?: number;
  locked?: boolean;
  /** How the robot names itself in its log files (its device number). */
  name?: string;
  /** An outdoor robot with GPS: where its map's origin lies; telemetry then carries `geo`. */
  gpsOrigin?: TGeoPoint;
  /** The wearing parts it left the factory with (the console's robot-type catalogue); CONSUMABLE_LIFESPANS when absent. */
  consumables?: readonly FactoryPart[];
  /** When it reports junk events as it leaves the factory (the console's configured default); 'work' when absent. */
  junkEventMode?: TJunkEventMode;
}

/**
 * The robot's physics and state, with no MQTT in it: driven by `step(simulated seconds)`, so tests
 * run hours of simulated work in milliseconds. Work status and device state are derived from these
 * fields (robot-status.ts) rather than stored, so they can never disagree with what the robot does.
 */
export class RobotModel {
  /** The active map: the one it drives on and reports in `pose.mapId` (setMap changes it). */
  map: TGridMap;
  maps: SimMap[];
  readonly rng: Rng;
  readonly spec: BatterySpec;
  readonly logbook: Logbook;
  readonly name: string;
  readonly now: () => number;
  readonly autoWork: boolean;
  readonly incidents: IncidentProfile;
  readonly gpsOrigin: TGeoPoint | undefined;
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
  private outbox: Uplink[] = [];
  /** The schedule the server last sent (syncSchedule); the robot runs it on its own clock. */
  schedule: TSchedule | null = null;
  /** Settings, consumables and SIM (behaviours/config.ts); the robot is their source of truth. */
  config: SimConfig;
  /** The upgrade it accepted (behaviours/ota.ts); `started` once the runner took it. */
  ota: { args: OtaArgs; started: boolean } | null = null;

  constructor(opts: RobotModelOptions) {
    this.name = opts.name ?? 'robot';
    this.map = opts.map;
    this.maps = opts.maps ?? floorMaps(opts.map);
    this.rng = createRng(opts.seed);
    this.spec = batterySpec(this.rng);
    this.config = initialConfig(opts.seed, opts.consumables, opts.junkEventMode);
    this.now = opts.now ?? Date.now;
    this.logbook = new Logbook(this.now);
    this.autoWork = opts.autoWork ?? false;
    this.incidents = opts.incidents ?? INCIDENT_PROFILES.calm;
    this.battery = opts.battery ?? 100;
    this.locked = opts.locked ?? false;
    this.gpsOrigin = opts.gpsOrigin;
    this.pose = { ...opts.map.dock };
    this.nextAutoStart = this.rng.between(10, 300);
  }

  get atDock() {
    return Math.hypot(this.pose.x - this.map.dock.x, this.pose.y - this.map.dock.y) < 0.05;
  }

  /** Nothing stops the robot from driving. */
  get canDrive() {
    return (
      !this.locked &&
      !this.paused &&
      !this.fault &&
      this.emergencyUntil === null &&
      this.locationState === LocationState.SUCCESS &&
      !this.ota
    );
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

  /** The stuck part is free again (or a reset freed it): said with the fault's own type, cleared. */
  clearFault(message: string) {
    if (!this.fault) return;
    this.emit(this.fault.type, 'info', message, { cleared: true });
    this.fault = null;
  }

  emit(type: string, level: TEventLevel, message?: string, extra: Partial<TDeviceEvent> = {}) {
    this.events.push({ ts: this.now(), type, level, ...(message ? { message } : {}), ...extra });
    this.logbook.add(level === 'info' ? 'INFO' : level === 'warning' ? 'WARN' : 'ERROR', `event ${type}${message ? `: ${message}` : ''}`);
  }

  /**
   * Forgets the events raised so far (a warm-up's past) except those of a condition that still holds:
   * a stuck part, a pressed emergency stop, a battery warning. They go out again with the next events,
   * as a robot reports its open faults when it starts; without them the fleet would show a robot in
   * fault that the fault center never heard of.
   */
  keepHeldEvents() {
    const last = (type: string) => this.events.findLast((e) => e.type === type && !e.cleared);
    const held = [
      this.fault && last(this.fault.type),
      this.emergencyUntil !== null && last('emergencyStop'),
      this.warned.low && last('lowBattery'),
      this.warned.critical && last('batteryCritical'),
    ];
    this.events = held.filter((e): e is TDeviceEvent => !!e).map((e) => ({ ...e, ts: this.now() }));
  }

  /** Events raised since the last call, oldest first. */
  takeEvents() {
    const out = this.events;
    this.events = [];
    return out;
  }

  /** Queues an uplink; the robot publishes it on its next tick, or right after the command that caused it. */
  send(message: Uplink) {
    this.outbox.push(message);
  }

  /** Uplinks queued since the last call, oldest first. */
  takeOutbox() {
    const out = this.outbox;
    this.outbox = [];
    return out;
  }

  /**
   * Called on every (re)connect, before the first telemetry: the robot tells the server what it holds
   * (maps, configuration), as firmware does after a reboot or a lost connection.
   */
  connected() {
    this.send({ kind: 'maps', payload: manifestOf(this) });
    reportConfig(this);
    junkAtBoot(this);
  }

  /** Starts cleaning: one coverage round unless the plan brings a route; its run is reported (behaviours/runs.ts). */
  startTask(taskId: string, plan: TaskPlan = {}) {
    this.transit = null;
    const route = plan.route ?? planCoverage(this.map, this.pose);
    this.task = { taskId, route: new PathFollower(route.points, route.sweep) };
    this.activity = 'cleaning';
    this.paused = false;
    this.finished = null;
    this.emit('taskStarted', 'info', `Task ${taskId}`);
    beginRun(this, taskId, plan);
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
    this.logbook.status(this);
    watchRun(this);
    tickSchedule(this);
    tickConfig(this, h, moved);
    if (this.activity === 'cleaning' && moved > 0) {
      maybeIncident(this, h);
      watchJunk(this, h);
    }
    if (this.autoWork) autopilot(this);
  }

  private expireTimers() {
    const t = this.simTime;
    if (this.fault && t >= this.fault.until) this.clearFault('Cleared: free to move again');
    if (this.emergencyUntil !== null && t >= this.emergencyUntil) {
      // Same type, cleared: the server resolves the fault the press opened (device protocol §5.4).
      this.emit('emergencyStop', 'info', 'Emergency stop released', { cleared: true });
      this.emergencyUntil = null;
    }
    if (this.locationState !== LocationState.SUCCESS && t >= this.locate.matchAt) {
      this.locationState = t >= this.locate.doneAt ? LocationState.SUCCESS : LocationState.WAITING_MATCH;
    }
  }
}
