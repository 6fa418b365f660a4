import { centreOf, indexAt, type CoverGrid } from '../map/cover-grid';
import type { TPoint } from '../map/grid-map';

/**
 * Breadth-first distances and parents from one coarse cell over the open ones (-1: unreachable).
 * Coverage planning runs this once per lane, so the neighbour walk is inlined rather than allocating.
 */
export const bfs = (g: CoverGrid, from: number) => {
  const n = g.open.length;
  const dist = new Int32Array(n).fill(-1);
  const parent = new Int32Array(n).fill(-1);
  const queue = new Int32Array(n);
  let head = 0;
  let tail = 0;
  dist[from] = 0;
  queue[tail++] = from;
  const visit = (i: number, next: number) => {
    if (!g.open[next] || dist[next] !== -1) return;
    dist[next] = dist[i]! + 1;
    parent[next] = i;
    queue[tail++] = next;
  };
  while (head < tail) {
    const i = queue[head++]!;
    const c = i % g.cols;
    if (c > 0) visit(i, i - 1);
    if (c < g.cols - 1) visit(i, i + 1);
    if (i >= g.cols) visit(i, i - g.cols);
    if (i + g.cols < n) visit(i, i + g.cols);
  }
  return { dist, parent };
};

/** The cells from the BFS source to `to`, both included. */
export const cellsTo = (parent: Int32Array, to: number) => {
  const out = [to];
  for (let i = parent[to]!; i !== -1; i = parent[i]!) out.push(i);
  return out.reverse();
};

/** Drops points in the middle of straight runs, so a path is a few long legs. */
export const simplify = (points: TPoint[]) =>
  points.filter((p, i) => {
    if (i === 0 || i === points.length - 1) return true;
    const a = points[i - 1]!;
    const b = points[i + 1]!;
    return !((a.x === p.x && p.x === b.x) || (a.y === p.y && p.y === b.y));
  });

const same = (a: TPoint, b: TPoint) => Math.abs(a.x - b.x) < 1e-9 && Math.abs(a.y - b.y) < 1e-9;

/**
 * A drivable path between two points the robot can stand on. Every pose the robot takes lies on an
 * axis-parallel line through the centre of its coarse cell, so the first and last legs (to and from
 * those centres) stay inside open cells too. Null when `to` cannot be reached.
 */
export const planPath = (g: CoverGrid, from: TPoint, to: TPoint): TPoint[] | null => {
  const a = indexAt(g, from);
  const b = indexAt(g, to);
  const { dist, parent } = bfs(g, a);
  if (dist[b] === -1) return null;
  const pts = [from, ...cellsTo(parent, b).map((i) => centreOf(g, i)), to];
  return simplify(pts.filter((p, i) => i === 0 || !same(p, pts[i - 1]!)));
};
