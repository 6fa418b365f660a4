import { describe, expect, it } from 'vitest';
import { coverGrid, indexAt } from './cover-grid';
import { generateFloorMap, mapFromId } from './generate-map';
import { CELL_FREE, CELL_OCCUPIED, CELL_UNKNOWN, cellAtPoint, toOccupancyGrid } from './grid-map';

// Buffer comparison: a deep equality over 100,000 cells takes vitest a second each.
const sameCells = (a: Int8Array, b: Int8Array) => Buffer.from(a.buffer).equals(Buffer.from(b.buffer));

describe('generateFloorMap', () => {
  it('gives the same floor for the same seed and another floor for another seed', () => {
    const a = generateFloorMap(7);
    const b = generateFloorMap(7);
    const c = generateFloorMap(8);
    expect(sameCells(b.cells, a.cells)).toBe(true);
    expect(b.dock).toEqual(a.dock);
    expect(sameCells(c.cells, a.cells)).toBe(false);
  });

  it('is a walled building floor in occupancy-grid values with the dock on an open cell', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const map = generateFloorMap(seed);
      expect(map.cells).toHaveLength(map.width * map.height);
      expect(new Set(map.cells).size).toBeGreaterThanOrEqual(2);
      expect([...new Set(map.cells)].every((v) => [CELL_FREE, CELL_OCCUPIED, CELL_UNKNOWN].includes(v))).toBe(true);
      // Outer wall along the bottom row.
      expect(map.cells.subarray(0, map.width).every((v) => v === CELL_OCCUPIED)).toBe(true);
      const free = map.cells.filter((v) => v === CELL_FREE).length;
      expect(free / map.cells.length).toBeGreaterThan(0.5);
      expect(cellAtPoint(map, map.dock)).toBe(CELL_FREE);
      expect(coverGrid(map).open[indexAt(coverGrid(map), map.dock)]).toBe(1);
    }
  });

  it('can be rebuilt from the map id a robot reports, and exported as plain JSON', () => {
    const map = generateFloorMap(123456);
    expect(sameCells(mapFromId(map.mapId)!.cells, map.cells)).toBe(true);
    expect(mapFromId('warehouse-2')).toBeNull();
    const grid = toOccupancyGrid(map);
    expect(JSON.parse(JSON.stringify(grid))).toMatchObject({
      width: map.width,
      height: map.height,
      resolution: 0.1,
      origin: { x: 0, y: 0 },
    });
    expect(grid.cells).toHaveLength(map.width * map.height);
  });
});
