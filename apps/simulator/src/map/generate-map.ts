import { createRng, type Rng } from '../random';
import { centreOf, coverGrid, indexAt } from './cover-grid';
import { CELL_FREE, CELL_OCCUPIED, CELL_UNKNOWN, type TGridMap } from './grid-map';

/**
 * A building floor generated from a seed: outer walls, a corridor across the floor with rooms on
 * both sides (each with a door onto the corridor), furniture and pillars in the rooms, sometimes an
 * L-shaped outline, and the charging dock at the west end of the corridor.
 */
export const MAP_RESOLUTION = 0.1;
const WALL = 0.2;
/** Wide enough that a door always holds a whole coverage cell plus its margins (cover-grid.ts). */
const DOOR = 1.4;

export const mapIdForSeed = (seed: number) => `sim-${(seed >>> 0).toString(36)}`;

/** The map behind a simulated robot's `pose.mapId`, rebuilt from the seed it names; null for other ids. */
export const mapFromId = (mapId: string): TGridMap | null => {
  const m = /^sim-([0-9a-z]{1,7})$/.exec(mapId);
  const seed = m ? parseInt(m[1]!, 36) : NaN;
  return Number.isSafeInteger(seed) && seed <= 0xffffffff ? generateFloorMap(seed) : null;
};

export const generateFloorMap = (seed: number): TGridMap => {
  const rng = createRng(seed);
  const widthM = Math.round(rng.between(30, 46));
  const heightM = Math.round(rng.between(20, 30));
  const width = Math.round(widthM / MAP_RESOLUTION);
  const height = Math.round(heightM / MAP_RESOLUTION);
  const cells = new Int8Array(width * height).fill(CELL_FREE);
  const fill = (x0: number, y0: number, x1: number, y1: number, v: number) => {
    const c0 = Math.max(0, Math.round(x0 / MAP_RESOLUTION));
    const c1 = Math.min(width, Math.round(x1 / MAP_RESOLUTION));
    const r0 = Math.max(0, Math.round(y0 / MAP_RESOLUTION));
    const r1 = Math.min(height, Math.round(y1 / MAP_RESOLUTION));
    for (let r = r0; r < r1; r++) cells.fill(v, r * width + c0, r * width + c1);
  };
  const wallBox = (x0: number, y0: number, x1: number, y1: number) => {
    fill(x0, y0, x1, y0 + WALL, CELL_OCCUPIED);
    fill(x0, y1 - WALL, x1, y1, CELL_OCCUPIED);
    fill(x0, y0, x0 + WALL, y1, CELL_OCCUPIED);
    fill(x1 - WALL, y0, x1, y1, CELL_OCCUPIED);
  };
  wallBox(0, 0, widthM, heightM);

  const corridorY0 = Math.round(heightM * rng.between(0.35, 0.5) * 10) / 10;
  const corridorY1 = corridorY0 + Math.round(rng.between(2.4, 3.2) * 10) / 10;
  fill(0, corridorY0 - WALL, widthM, corridorY0, CELL_OCCUPIED);
  fill(0, corridorY1, widthM, corridorY1 + WALL, CELL_OCCUPIED);
  // Rooms south of the corridor open through its south wall, rooms north through its north wall.
  addRooms(rng, fill, widthM, { y0: WALL, y1: corridorY0 - WALL, doorY0: corridorY0 - WALL, doorY1: corridorY0 });
  addRooms(rng, fill, widthM, { y0: corridorY1 + WALL, y1: heightM - WALL, doorY0: corridorY1, doorY1: corridorY1 + WALL });

  if (rng.chance(0.5)) {
    // An L-shaped building: the north-east corner is outside (unknown), walled off.
    const cx = Math.round(widthM * rng.between(0.6, 0.8));
    const cy = Math.round(corridorY1 + WALL + rng.between(3, 5));
    if (cy < heightM - 2) {
      fill(cx, cy, widthM, heightM, CELL_UNKNOWN);
      fill(cx - WALL, cy, cx, heightM, CELL_OCCUPIED);
      fill(cx - WALL, cy - WALL, widthM, cy, CELL_OCCUPIED);
    }
  }

  const map: TGridMap = {
    mapId: mapIdForSeed(seed),
    seed,
    width,
    height,
    resolution: MAP_RESOLUTION,
    origin: { x: 0, y: 0 },
    cells,
    dock: { x: 0, y: 0, angle: 0 },
  };
  // The dock sits on the first open coverage cell from the corridor's west end, facing east.
  const grid = coverGrid(map);
  const mid = (corridorY0 + corridorY1) / 2;
  for (let x = WALL; x < widthM; x += grid.size / 2) {
    const i = indexAt(grid, { x, y: mid });
    if (grid.open[i]) {
      map.dock = { ...centreOf(grid, i), angle: 0 };
      break;
    }
  }
  return map;
};

type Fill = (x0: number, y0: number, x1: number, y1: number, v: number) => void;

const addRooms = (rng: Rng, fill: Fill, widthM: number, band: { y0: number; y1: number; doorY0: number; doorY1: number }) => {
  let x = WALL;
  while (x < widthM - WALL - 1) {
    let next = x + rng.between(5, 10);
    if (next > widthM - WALL - 4) next = widthM - WALL;
    if (next < widthM - WALL) fill(next, band.y0, next + WALL, band.y1, CELL_OCCUPIED);
    const doorX = rng.between(x + 0.6, Math.max(x + 0.6, next - 0.6 - DOOR));
    fill(doorX, band.doorY0, doorX + DOOR, band.doorY1, CELL_FREE);
    addFurniture(rng, fill, { x0: x, x1: next, y0: band.y0, y1: band.y1 }, { x: doorX + DOOR / 2, y: band.doorY0 });
    x = next + WALL;
  }
};

/** Tables, cabinets and pillars, kept clear of the door so every room stays reachable. */
const addFurniture = (rng: Rng, fill: Fill, room: { x0: number; x1: number; y0: number; y1: number }, door: { x: number; y: number }) => {
  const count = rng.int(1, 4);
  for (let n = 0; n < count; n++) {
    const pillar = rng.chance(0.3);
    const w = pillar ? 0.4 : rng.between(0.6, 2.2);
    const h = pillar ? 0.4 : rng.between(0.6, 1.6);
    if (room.x1 - room.x0 < w + 1 || room.y1 - room.y0 < h + 1) continue;
    const x = rng.between(room.x0, room.x1 - w);
    const y = rng.between(room.y0, room.y1 - h);
    const cx = Math.max(x, Math.min(door.x, x + w));
    const cy = Math.max(y, Math.min(door.y, y + h));
    if (Math.hypot(cx - door.x, cy - door.y) < 2) continue;
    fill(x, y, x + w, y + h, CELL_OCCUPIED);
  }
};
