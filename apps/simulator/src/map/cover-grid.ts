import { CELL_FREE, type TGridMap, type TPoint } from './grid-map';

/**
 * Robots plan on a coarse grid whose cell is one cleaning width wide. A coarse cell is open only
 * when every map cell under it, plus a one-cell margin, is free: the robot centre then always keeps
 * half a lane plus the margin (0.4 m) from anything occupied while it drives between the centres of
 * neighbouring open cells, which is more than its radius.
 */
export const COVER_CELL_SIZE = 6;

export interface CoverGrid {
  map: TGridMap;
  cols: number;
  rows: number;
  /** Edge of a coarse cell in metres (the lane spacing). */
  size: number;
  open: Uint8Array;
}

const cache = new WeakMap<TGridMap, CoverGrid>();

export const coverGrid = (map: TGridMap): CoverGrid => {
  const hit = cache.get(map);
  if (hit) return hit;
  const k = COVER_CELL_SIZE;
  const cols = Math.floor(map.width / k);
  const rows = Math.floor(map.height / k);
  const open = new Uint8Array(cols * rows);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) open[r * cols + c] = allFree(map, c * k - 1, r * k - 1, k + 2) ? 1 : 0;
  }
  const grid = { map, cols, rows, size: k * map.resolution, open };
  cache.set(map, grid);
  return grid;
};

const allFree = (map: TGridMap, col0: number, row0: number, n: number) => {
  if (col0 < 0 || row0 < 0 || col0 + n > map.width || row0 + n > map.height) return false;
  for (let r = row0; r < row0 + n; r++) {
    for (let c = col0; c < col0 + n; c++) if (map.cells[r * map.width + c] !== CELL_FREE) return false;
  }
  return true;
};

/** Rounded to the micrometre, so the same centre reached two ways compares equal. */
const um = (v: number) => Math.round(v * 1e6) / 1e6;

export const centreOf = (g: CoverGrid, index: number): TPoint => ({
  x: um(g.map.origin.x + ((index % g.cols) + 0.5) * g.size),
  y: um(g.map.origin.y + (Math.floor(index / g.cols) + 0.5) * g.size),
});

/** The coarse cell containing a point (it may be closed). */
export const indexAt = (g: CoverGrid, p: TPoint) => {
  const c = Math.min(g.cols - 1, Math.max(0, Math.floor((p.x - g.map.origin.x) / g.size)));
  const r = Math.min(g.rows - 1, Math.max(0, Math.floor((p.y - g.map.origin.y) / g.size)));
  return r * g.cols + c;
};
