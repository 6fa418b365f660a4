import { qrCodeContent } from '@fleet/contracts';
import { encode } from 'uqr';

/** Pixels per QR module: with the standard 4-module quiet zone a code is ~1 in wide at 240 dpi, enough for any phone. */
const MODULE = 5;
/** Room around a sticker (its cut line runs through the middle of it) and under it for the number. */
const PAD = 20;
const LABEL = 36;
const FONT = 'bold 22px "DejaVu Sans Mono", Menlo, Consolas, monospace';
/** Stickers per row of a sheet: five fit an A4 page's width when the sheet is printed to fit. */
export const SHEET_COLUMNS = 5;

export interface SheetLayout {
  width: number;
  height: number;
  cell: { width: number; height: number };
  /** The top-left corner of each sticker's cell, in order. */
  cells: { x: number; y: number }[];
}

/** Where each of `count` stickers goes on the sheet, for codes drawn `qrPixels` wide. */
export const sheetLayout = (count: number, qrPixels: number): SheetLayout => {
  const cell = { width: qrPixels + 2 * PAD, height: qrPixels + LABEL + 2 * PAD };
  const columns = Math.min(count, SHEET_COLUMNS);
  const rows = Math.ceil(count / SHEET_COLUMNS);
  const cells = Array.from({ length: count }, (_, i) => ({
    x: (i % SHEET_COLUMNS) * cell.width,
    y: Math.floor(i / SHEET_COLUMNS) * cell.height,
  }));
  return { width: columns * cell.width, height: rows * cell.height, cell, cells };
};

/**
 * The pictures of these codes as one PNG: each code holds the phone twin's address with its number
 * (what any camera app opens), the number printed under it for a person, and a light dashed line
 * around each sticker to cut along. One code gives one sticker.
 */
export const drawQrSheet = (numbers: readonly string[]): Promise<Blob> => {
  const codes = numbers.map((n) => ({ number: n, qr: encode(qrCodeContent(window.location.origin, n), { ecc: 'M', border: 4 }) }));
  const qrPixels = Math.max(...codes.map((c) => c.qr.size)) * MODULE;
  const layout = sheetLayout(codes.length, qrPixels);
  const canvas = document.createElement('canvas');
  canvas.width = layout.width;
  canvas.height = layout.height;
  const g = canvas.getContext('2d');
  if (!g) return Promise.reject(new Error('canvas 2d context unavailable'));
  g.fillStyle = '#fff';
  g.fillRect(0, 0, layout.width, layout.height);
  codes.forEach(({ number, qr }, i) => {
    const { x, y } = layout.cells[i]!;
    // A smaller code (a shorter address) is centred in its cell.
    const left = x + PAD + (qrPixels - qr.size * MODULE) / 2;
    g.fillStyle = '#000';
    qr.data.forEach((row, r) =>
      row.forEach((dark, c) => {
        if (dark) g.fillRect(left + c * MODULE, y + PAD + r * MODULE, MODULE, MODULE);
      }),
    );
    g.font = FONT;
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    g.fillText(number, x + layout.cell.width / 2, y + PAD + qrPixels + LABEL / 2);
    if (codes.length > 1) {
      g.strokeStyle = '#bbb';
      g.setLineDash([6, 6]);
      g.strokeRect(x + 0.5, y + 0.5, layout.cell.width - 1, layout.cell.height - 1);
    }
  });
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('PNG encoding failed'))), 'image/png'),
  );
};
