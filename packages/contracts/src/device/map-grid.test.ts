import { describe, expect, it } from 'vitest';
import { decodeGrid, encodeGrid } from './map-grid';

describe('rle8 grid encoding', () => {
  it('round-trips free, occupied and unknown cells, runs longer than 127 and any length of base64 padding', () => {
    for (const size of [1, 2, 3, 130, 20_000]) {
      const cells = Int8Array.from({ length: size }, (_, i) => (i % 997 < 300 ? 0 : i % 997 < 310 ? 100 : -1));
      expect(decodeGrid(encodeGrid(cells), size)).toEqual(cells);
    }
  });

  it('keeps a floor plan small: long runs cost two or three bytes', () => {
    const cells = new Int8Array(460 * 300).fill(0);
    for (let r = 0; r < 300; r += 50) cells.fill(100, r * 460, r * 460 + 460);
    expect(encodeGrid(cells).length).toBeLessThan(100);
  });

  it('refuses data that does not describe exactly the map size', () => {
    const data = encodeGrid(new Int8Array(100));
    expect(() => decodeGrid(data, 99)).toThrow(/more cells/);
    expect(() => decodeGrid(data, 101)).toThrow(/fewer cells/);
    expect(() => decodeGrid('!!!!', 4)).toThrow(/base64/);
  });
});
