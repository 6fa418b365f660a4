import { encodeGrid, type TLandmark, type TMapInfo, type TMapPath } from '@fleet/contracts';
import { bfs, planPath } from '../behaviours/path';
import { createRng, hashSeed } from '../random';
import { centreOf, coverGrid, indexAt } from './cover-grid';
import { generateFloorMap } from './generate-map';
import type { TGridMap, TPoint } from './grid-map';

/** A map a simulated robot holds: the grid it drives on and what its manifest says about it. */
export interface SimMap {
  grid: TGridMap;
  info: TMapInfo;
}

/** A robot holds at most this many maps, like the firmware it stands in for (importMap refuses more). */
export const MAX_MAPS = 20;

const round = (v: number) => Math.round(v * 1000) / 1000;
const LETTERS = 'ABCDEFGH';

/**
 * Landmarks spread over the floor: farthest-point picks among the coarse cells the dock can reach, so
 * every landmark is somewhere a reservation could really send the robot.
 */
const pickLandmarks = (grid: TGridMap, seed: number): TLandmark[] => {
  const g = coverGrid(grid);
  const { dist } = bfs(g, indexAt(g, grid.dock));
  const reachable = [...dist.keys()].filter((i) => dist[i]! > 0);
  const rng = createRng(hashSeed('landmarks', seed));
  const count = Math.min(reachable.length, rng.int(3, 6));
  const chosen: TPoint[] = [grid.dock];
  const out: TLandmark[] = [];
  for (let n = 0; n < count; n++) {
    let best = -1;
    let bestD = -1;
    for (const i of reachable) {
      const c = centreOf(g, i);
      const d = Math.min(...chosen.map((p) => Math.hypot(p.x - c.x, p.y - c.y))) * rng.between(0.8, 1);
      if (d > bestD) [best, bestD] = [i, d];
    }
    if (best < 0) break;
    const p = centreOf(g, best);
    chosen.push(p);
    out.push({ id: `lm-${n + 1}`, name: `Point ${LETTERS[n]}`, x: round(p.x), y: round(p.y), angle: 0 });
  }
  return out;
};

/** Joins planned legs through `stops`; null when one of them cannot be reached. */
const route = (grid: TGridMap, stops: TPoint[]): TPoint[] | null => {
  const g = coverGrid(grid);
  const out: TPoint[] = [];
  for (let i = 1; i < stops.length; i++) {
    const leg = planPath(g, stops[i - 1]!, stops[i]!);
    if (!leg) return null;
    out.push(...(out.length ? leg.slice(1) : leg));
  }
  return out.map((p) => ({ x: round(p.x), y: round(p.y) }));
};

/** Patrol paths a site would record: a loop through every landmark, and out-and-back runs to two of them. */
const patrolPaths = (grid: TGridMap, landmarks: TLandmark[], seed: number): TMapPath[] => {
  const rng = createRng(hashSeed('paths', seed));
  const dock = grid.dock;
  const plans: { name: string; stops: TPoint[] }[] = [{ name: 'Patrol loop', stops: [dock, ...landmarks, dock] }];
  for (const lm of landmarks.slice(0, rng.int(0, 2))) plans.push({ name: `To ${lm.name}`, stops: [dock, lm, dock] });
  const out: TMapPath[] = [];
  for (const plan of plans) {
    const points = route(grid, plan.stops);
    if (points && points.length >= 2) out.push({ id: `path-${out.length + 1}`, name: plan.name, points });
  }
  return out;
};

/** A stable hash of everything the manifest says about a map: it changes exactly when the map does. */
export const mapVersion = (grid: TGridMap, rest: Pick<TMapInfo, 'name' | 'landmarks' | 'paths'>) => {
  // Field by field, so the same map hashes the same whatever key order a parser left it in.
  const overlays = JSON.stringify([
    rest.name,
    rest.landmarks.map((l) => [l.id, l.name, l.x, l.y, l.angle]),
    rest.paths.map((p) => [p.id, p.name, p.points.map((q) => [q.x, q.y])]),
  ]);
  const frame = `${grid.width}x${grid.height}@${grid.resolution}/${grid.origin.x},${grid.origin.y}/${grid.dock.x},${grid.dock.y},${grid.dock.angle}`;
  const text = `${frame}:${encodeGrid(grid.cells)}:${overlays}`;
  return `${hashSeed(text).toString(36)}${hashSeed(text, 0x9e3779b9).toString(36)}`;
};

export const describeMap = (grid: TGridMap, name: string, extra?: Pick<TMapInfo, 'landmarks' | 'paths'>): SimMap => {
  const landmarks = extra?.landmarks ?? pickLandmarks(grid, grid.seed);
  const paths = extra?.paths ?? patrolPaths(grid, landmarks, grid.seed);
  const info: TMapInfo = {
    mapId: grid.mapId,
    name,
    version: mapVersion(grid, { name, landmarks, paths }),
    width: grid.width,
    height: grid.height,
    resolution: grid.resolution,
    origin: { ...grid.origin },
    dock: { ...grid.dock },
    landmarks,
    paths,
  };
  return { grid, info };
};

/** The second floor of a building is another seed drawn from the first, so it is as reproducible. */
export const upperFloorSeed = (seed: number) => hashSeed('floor-2', seed);

// Robots on one floor share its maps (fleet.ts); a bounded cache keeps a large fleet from regenerating them.
const cache = new Map<number, SimMap[]>();
const CACHE_MAX = 256;

/** The maps a simulated robot starts with: its own floor ("Floor 1", active) and the floor above. */
export const floorMaps = (ground: TGridMap): SimMap[] => {
  const hit = cache.get(ground.seed);
  if (hit && hit[0]!.grid === ground) return [...hit];
  const maps = [describeMap(ground, 'Floor 1'), describeMap(generateFloorMap(upperFloorSeed(ground.seed)), 'Floor 2')];
  if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!);
  cache.set(ground.seed, maps);
  return [...maps];
};
