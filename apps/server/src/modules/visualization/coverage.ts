/**
 * Coverage of pose trails on a map grid (visualizeRobot's heatmap). The robots report no coverage
 * grid, so a run is taken to have cleaned a band of the robot's cleaning width along its sampled path:
 * discs of that width stamped along each segment between consecutive samples, close enough to overlap.
 * A cell counts once per run; the answer is the number of runs that covered each cell.
 */
export interface GridFrame {
  width: number;
  height: number;
  resolution: number;
  origin: { x: number; y: number };
}

/** Consecutive samples further apart than this were not driven between (a relocalisation, a gap in the samples). */
export const MAX_SEGMENT_M = 15;

export const coverageCounts = (map: GridFrame, trails: { x: number; y: number }[][], widthM: number) => {
  const { width, height, resolution } = map;
  const counts = new Uint16Array(width * height);
  const lastRun = new Int32Array(width * height).fill(-1);
  const r = widthM / 2 / resolution;
  const r2 = r * r;
  const reach = Math.ceil(r);
  const stamp = (cx: number, cy: number, run: number) => {
    for (let dy = -reach; dy <= reach; dy++) {
      const row = Math.floor(cy) + dy;
      if (row < 0 || row >= height) continue;
      for (let dx = -reach; dx <= reach; dx++) {
        const col = Math.floor(cx) + dx;
        if (col < 0 || col >= width) continue;
        const ex = col + 0.5 - cx;
        const ey = row + 0.5 - cy;
        if (ex * ex + ey * ey > r2 + 0.25) continue;
        const i = row * width + col;
        if (lastRun[i] === run) continue;
        lastRun[i] = run;
        counts[i]! += 1;
      }
    }
  };
  // Cell coordinates (fractional): row 0 at origin.y, as the map grid (contracts device/map-grid.ts).
  const cell = (p: { x: number; y: number }) => ({ x: (p.x - map.origin.x) / resolution, y: (p.y - map.origin.y) / resolution });
  const step = Math.max(0.5, r / 2);
  trails.forEach((trail, run) => {
    trail.forEach((p, n) => {
      const b = cell(p);
      const prev = n > 0 ? trail[n - 1]! : null;
      if (!prev || Math.hypot(p.x - prev.x, p.y - prev.y) > MAX_SEGMENT_M) {
        stamp(b.x, b.y, run);
        return;
      }
      const a = cell(prev);
      const len = Math.hypot(b.x - a.x, b.y - a.y);
      const k = Math.max(1, Math.ceil(len / step));
      for (let s = 1; s <= k; s++) stamp(a.x + ((b.x - a.x) * s) / k, a.y + ((b.y - a.y) * s) / k, run);
    });
  });
  const cells: number[] = [];
  let max = 0;
  counts.forEach((c, i) => {
    if (c === 0) return;
    cells.push(i, c);
    if (c > max) max = c;
  });
  return { cells, max };
};
