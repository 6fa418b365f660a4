import type { TGeoPoint, TJunkEventMode } from '@fleet/contracts';
import type { FactoryPart } from './behaviours/config';
import type { OtaFailure } from './behaviours/ota';
import { generateFloorMap } from './map/generate-map';
import type { TGridMap } from './map/grid-map';
import { createRng, hashSeed } from './random';
import { SimRobot } from './robot';
import { INCIDENT_PROFILES, type IncidentProfile, type IncidentProfileName } from './scenarios/incident-profiles';

export interface FleetRobot {
  deviceNumber: string;
  secret: string;
  /** Model number, e.g. '130'. */
  model?: string;
  /** The console has it locked: it starts locked, as the real robot would have stayed. */
  locked?: boolean;
  /** An outdoor robot: reports a GPS fix (telemetry `geo`) around this point as it moves. */
  gpsOrigin?: TGeoPoint;
  /** This robot's own share of failing upgrades and their profiles (a demo or test of one failing unit). */
  otaFailureRate?: number;
  otaFailures?: readonly OtaFailure[];
  /** Its type's default consumables from the console's catalogue; the simulator's own table when absent. */
  consumables?: readonly FactoryPart[];
  /** The console's default junk-event mode (configure screen); the spec's 'work' when absent. */
  junkEventMode?: TJunkEventMode;
}

export interface FleetOptions {
  /** Broker URL, e.g. mqtt://127.0.0.1:1883. */
  url: string;
  robots: FleetRobot[];
  /** Same seed, same maps and same behaviour. */
  seed?: number;
  /** Simulated seconds per real second. */
  timeScale?: number;
  log?: (message: string) => void;
  /** Robots start cleaning rounds on their own (default true). */
  autoWork?: boolean;
  incidents?: IncidentProfileName | IncidentProfile;
  /** Share of upgrades (otaUpgrade) that fail by a profile: network, md5 or install (0–1, default 0). */
  otaFailureRate?: number;
  telemetryMs?: number;
  /** Connections are spread over this many real milliseconds (default 50 ms per robot, at most 10 s). */
  spreadMs?: number;
  /** Run each robot a random 0–40 simulated minutes before it connects, so the fleet starts mid-day. */
  warmUp?: boolean;
}

export interface Fleet {
  robots: SimRobot[];
  stop(): Promise<void>;
}

/**
 * Robots on one floor share its map, as on a real site; beyond this many floors they share maps so a
 * fleet of thousands does not hold thousands of grids.
 */
export const MAX_FLOORS = 64;

export const floorSeed = (fleetSeed: number, index: number) => hashSeed(`floor-${index % MAX_FLOORS}`, fleetSeed);

export const startFleet = (opts: FleetOptions): Fleet => {
  const seed = opts.seed ?? 1;
  const rng = createRng(seed);
  const maps = new Map<number, TGridMap>();
  const incidents = typeof opts.incidents === 'object' ? opts.incidents : INCIDENT_PROFILES[opts.incidents ?? 'normal'];
  const spread = opts.spreadMs ?? Math.min(10_000, 50 * opts.robots.length);
  const robots = opts.robots.map((r, i) => {
    const mapSeed = floorSeed(seed, i);
    if (!maps.has(mapSeed)) maps.set(mapSeed, generateFloorMap(mapSeed));
    const robot = new SimRobot({
      url: opts.url,
      deviceNumber: r.deviceNumber,
      secret: r.secret,
      model: r.model,
      map: maps.get(mapSeed)!,
      seed: hashSeed(r.deviceNumber, seed),
      autoWork: opts.autoWork ?? true,
      incidents,
      battery: rng.between(35, 100),
      locked: r.locked,
      gpsOrigin: r.gpsOrigin,
      timeScale: opts.timeScale,
      otaFailureRate: r.otaFailureRate ?? opts.otaFailureRate,
      otaFailures: r.otaFailures,
      consumables: r.consumables,
      junkEventMode: r.junkEventMode,
      telemetryMs: opts.telemetryMs,
      startDelayMs: Math.floor(rng.next() * spread),
      log: opts.log,
    });
    if (opts.warmUp ?? true) {
      robot.model.step(rng.between(0, 40 * 60));
      robot.model.keepHeldEvents();
    }
    robot.start();
    return robot;
  });
  opts.log?.(`${robots.length} simulated robots starting against ${opts.url} (${maps.size} floor maps)`);
  return {
    robots,
    stop: async () => {
      await Promise.all(robots.map((r) => r.stop()));
    },
  };
};
