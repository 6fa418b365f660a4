import { centreOf, coverGrid, indexAt, type CoverGrid } from '../map/cover-grid';
import type { TGridMap, TPoint } from '../map/grid-map';
import { bfs, cellsTo, simplify } from './path';

export interface TRoute {
  points: TPoint[];
  /** Per leg: brushes down (a coverage lane) or just driving (transit). */
  sweep: boolean[];
}

interface Lane {
  row: number;
  from: number;
  to: number;
}

/**
 * Boustrophedon coverage of every open coarse cell reachable from `start`: each row is split into
 * lanes (runs of open cells), and the robot repeatedly drives to the nearest end of the nearest
 * unswept lane and sweeps it to the other end. Neighbouring lanes end next to each other, so inside
 * a room this becomes the familiar back-and-forth pattern; doors and obstacles simply split lanes.
 */
export const planCoverage = (map: TGridMap, start: TPoint): TRoute => {
  // Most tasks start on the dock: plan that once per map.
  const key = `${start.x},${start.y}`;
  const cached = routes.get(map)?.get(key);
  if (cached) return cached;
  const route = plan(map, start);
  if (!routes.has(map)) routes.set(map, new Map());
  const perMap = routes.get(map)!;
  if (perMap.size > 20) perMap.clear();
  perMap.set(key, route);
  return route;
};

const routes = new WeakMap<TGridMap, Map<string, TRoute>>();

const plan = (map: TGridMap, start: TPoint): TRoute => {
  const g = coverGrid(map);
  const lanes = lanesReachableFrom(g, indexAt(g, start));
  const points: TPoint[] = [start];
  const sweep: boolean[] = [];
  let here = indexAt(g, start);
  const push = (p: TPoint, brushes: boolean) => {
    const last = points[points.length - 1]!;
    if (last.x === p.x && last.y === p.y) return;
    points.push(p);
    sweep.push(brushes);
  };
  const left = new Set(lanes);
  while (left.size > 0) {
    const { dist, parent } = bfs(g, here);
    let best: { lane: Lane; entry: number; exit: number; d: number } | undefined;
    for (const lane of left) {
      for (const [entry, exit] of [
        [lane.from, lane.to],
        [lane.to, lane.from],
      ] as const) {
        const d = dist[entry]!;
        if (d >= 0 && (!best || d < best.d)) best = { lane, entry, exit, d };
      }
    }
    if (!best) break;
    left.delete(best.lane);
    for (const p of simplify(cellsTo(parent, best.entry).map((i) => centreOf(g, i)))) push(p, false);
    push(centreOf(g, best.exit), true);
    here = best.exit;
  }
  return { points, sweep };
};

const lanesReachableFrom = (g: CoverGrid, start: number): Lane[] => {
  const { dist } = bfs(g, start);
  const lanes: Lane[] = [];
  for (let r = 0; r < g.rows; r++) {
    let runStart = -1;
    for (let c = 0; c <= g.cols; c++) {
      const i = r * g.cols + c;
      const inRun = c < g.cols && dist[i]! >= 0;
      if (inRun && runStart < 0) runStart = i;
      if (!inRun && runStart >= 0) {
        lanes.push({ row: r, from: runStart, to: i - 1 });
        runStart = -1;
      }
    }
  }
  return lanes;
};
