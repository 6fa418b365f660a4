import { describe, expect, it } from 'vitest';
import { coverGrid, indexAt } from '../map/cover-grid';
import { generateFloorMap } from '../map/generate-map';
import { CELL_FREE, cellAtPoint, type TGridMap, type TPoint } from '../map/grid-map';
import { planCoverage } from './coverage';
import { bfs } from './path';

/** Every point along the polyline, 10 cm apart. */
const samples = (points: TPoint[]) => {
  const out: TPoint[] = [];
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1]!;
    const b = points[i]!;
    const n = Math.max(1, Math.ceil(Math.hypot(b.x - a.x, b.y - a.y) / 0.1));
    for (let k = 0; k <= n; k++) out.push({ x: a.x + ((b.x - a.x) * k) / n, y: a.y + ((b.y - a.y) * k) / n });
  }
  return out;
};

/** Free cells all around the robot's footprint (radius 0.35 m), not just under its centre. */
const footprintFree = (map: TGridMap, p: TPoint) => {
  for (let dx = -0.35; dx <= 0.351; dx += 0.07) {
    for (let dy = -0.35; dy <= 0.351; dy += 0.07) {
      if (dx * dx + dy * dy <= 0.36 * 0.36 && cellAtPoint(map, { x: p.x + dx, y: p.y + dy }) !== CELL_FREE) return false;
    }
  }
  return true;
};

describe('planCoverage', () => {
  it.each([1, 2, 3, 11, 99])('drives over free cells only, with clearance for the robot (seed %i)', (seed) => {
    const map = generateFloorMap(seed);
    const route = planCoverage(map, map.dock);
    const bad = samples(route.points).filter((p) => !footprintFree(map, p));
    expect(bad).toEqual([]);
  });

  it('sweeps every open cell reachable from the dock, in back-and-forth lanes', () => {
    const map = generateFloorMap(5);
    const g = coverGrid(map);
    const route = planCoverage(map, map.dock);
    const swept = new Set<number>();
    route.points.slice(1).forEach((b, i) => {
      if (route.sweep[i]) for (const p of samples([route.points[i]!, b])) swept.add(indexAt(g, p));
    });
    const { dist } = bfs(g, indexAt(g, map.dock));
    const reachable = [...dist.keys()].filter((i) => dist[i]! >= 0);
    expect(reachable.length).toBeGreaterThan(500);
    const missed = reachable.filter((i) => !swept.has(i));
    // Single-cell lanes are passed over in transit rather than swept; they are rare.
    expect(missed.length / reachable.length).toBeLessThan(0.03);
    const sweepLegs = route.points
      .slice(1)
      .map((b, i) => ({ a: route.points[i]!, b, sweep: route.sweep[i] }))
      .filter((l) => l.sweep);
    expect(sweepLegs.every((l) => l.a.y === l.b.y)).toBe(true);
    // Boustrophedon: consecutive lanes mostly run in opposite directions.
    let flips = 0;
    for (let i = 1; i < sweepLegs.length; i++) {
      if (Math.sign(sweepLegs[i]!.b.x - sweepLegs[i]!.a.x) !== Math.sign(sweepLegs[i - 1]!.b.x - sweepLegs[i - 1]!.a.x)) flips++;
    }
    expect(flips / sweepLegs.length).toBeGreaterThan(0.6);
  });
});
