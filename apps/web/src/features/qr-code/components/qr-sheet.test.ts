import { describe, expect, it } from 'vitest';
import { SHEET_COLUMNS, sheetLayout } from './qr-sheet';

describe('QR sticker sheet layout', () => {
  it('puts one code alone, and several in rows of five, in order, each cell the same size', () => {
    const one = sheetLayout(1, 200);
    expect(one.cells).toEqual([{ x: 0, y: 0 }]);
    expect([one.width, one.height]).toEqual([one.cell.width, one.cell.height]);

    const seven = sheetLayout(7, 200);
    expect(seven.width).toBe(SHEET_COLUMNS * seven.cell.width);
    expect(seven.height).toBe(2 * seven.cell.height);
    expect(seven.cells[4]).toEqual({ x: 4 * seven.cell.width, y: 0 });
    expect(seven.cells[5]).toEqual({ x: 0, y: seven.cell.height });
    // The number is printed under the code, inside its cell.
    expect(seven.cell.height).toBeGreaterThan(seven.cell.width);
  });
});
