/**
 * The occupancy grid a simulated robot lives on, in the ROS OccupancyGrid convention so a map viewer
 * can draw it as it would a real robot's map: row-major cells, row 0 at `origin.y`, values 0 free,
 * 100 occupied, -1 unknown (outside the building).
 */
export const CELL_FREE = 0;
export const CELL_OCCUPIED = 100;
export const CELL_UNKNOWN = -1;

export interface TPoint {
  x: number;
  y: number;
}

export interface TGridMap {
  mapId: string;
  /** Seed it was generated from: the same seed always gives the same map. */
  seed: number;
  /** Size in cells. */
  width: number;
  height: number;
  /** Metres per cell. */
  resolution: number;
  /** World position (m) of the outer corner of cell (0, 0). */
  origin: TPoint;
  cells: Int8Array;
  /** Where the charging dock is and which way a docked robot faces (radians). */
  dock: TPoint & { angle: number };
}

export const cellAt = (map: TGridMap, col: number, row: number) =>
  col < 0 || row < 0 || col >= map.width || row >= map.height ? CELL_UNKNOWN : map.cells[row * map.width + col]!;

/** The value of the cell containing a world point. */
export const cellAtPoint = (map: TGridMap, p: TPoint) =>
  cellAt(map, Math.floor((p.x - map.origin.x) / map.resolution), Math.floor((p.y - map.origin.y) / map.resolution));

/** A plain JSON form (cells as numbers) for an API or a file. */
export const toOccupancyGrid = (map: TGridMap) => ({
  mapId: map.mapId,
  width: map.width,
  height: map.height,
  resolution: map.resolution,
  origin: map.origin,
  dock: map.dock,
  cells: Array.from(map.cells),
});
export type TOccupancyGrid = ReturnType<typeof toOccupancyGrid>;
