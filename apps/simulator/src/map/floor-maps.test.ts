import { ZMapInfo } from '@fleet/contracts';
import { describe, expect, it } from 'vitest';
import { floorMaps, describeMap } from './floor-maps';
import { generateFloorMap } from './generate-map';
import { CELL_FREE, cellAtPoint, type TPoint } from './grid-map';

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

describe('floorMaps', () => {
  it('gives a robot its own floor and a different floor above, each a valid manifest entry', () => {
    const ground = generateFloorMap(11);
    const [first, second] = floorMaps(ground);
    expect(first!.grid).toBe(ground);
    expect(first!.info).toMatchObject({ mapId: ground.mapId, name: 'Floor 1', width: ground.width, dock: ground.dock });
    expect(second!.info.name).toBe('Floor 2');
    expect(second!.info.mapId).not.toBe(ground.mapId);
    for (const m of [first!, second!]) expect(ZMapInfo.parse(m.info)).toEqual(m.info);
  });

  it('places 3 to 6 landmarks and 1 to 3 patrol paths on free cells only', () => {
    for (const seed of [1, 2, 3, 40, 77]) {
      for (const { grid, info } of floorMaps(generateFloorMap(seed))) {
        expect(info.landmarks.length).toBeGreaterThanOrEqual(3);
        expect(info.landmarks.length).toBeLessThanOrEqual(6);
        expect(info.paths.length).toBeGreaterThanOrEqual(1);
        expect(info.paths.length).toBeLessThanOrEqual(3);
        for (const lm of info.landmarks) expect(cellAtPoint(grid, lm)).toBe(CELL_FREE);
        for (const p of info.paths) for (const s of samples(p.points)) expect(cellAtPoint(grid, s)).toBe(CELL_FREE);
      }
    }
  });

  it('keeps the version stable for the same map and changes it when the map changes', () => {
    const a = describeMap(generateFloorMap(5), 'Floor 1');
    const b = describeMap(generateFloorMap(5), 'Floor 1');
    expect(a.info.version).toBe(b.info.version);
    const changed = generateFloorMap(5);
    changed.cells[changed.width * 10 + 10] = 100 - changed.cells[changed.width * 10 + 10]!;
    expect(describeMap(changed, 'Floor 1').info.version).not.toBe(a.info.version);
    expect(describeMap(generateFloorMap(5), 'Lobby').info.version).not.toBe(a.info.version);
  });
});
