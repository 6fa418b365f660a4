/**
 * A 3×5 bitmap font for the text a camera burns into its frames (time, device number). Each glyph is
 * five rows of three pixels, top row first; unknown characters draw as blanks.
 */
const GLYPHS: Record<string, string> = {
  '0': '111101101101111',
  '1': '010110010010111',
  '2': '111001111100111',
  '3': '111001111001111',
  '4': '101101111001001',
  '5': '111100111001111',
  '6': '111100111101111',
  '7': '111001010010010',
  '8': '111101111101111',
  '9': '111101111001111',
  A: '010101111101101',
  B: '110101110101110',
  C: '011100100100011',
  D: '110101101101110',
  E: '111100110100111',
  F: '111100110100100',
  G: '011100101101011',
  H: '101101111101101',
  I: '111010010010111',
  J: '001001001101010',
  K: '101101110101101',
  L: '100100100100111',
  M: '101111111101101',
  N: '110101101101101',
  O: '111101101101111',
  P: '110101110100100',
  Q: '010101101110011',
  R: '110101110101101',
  S: '011100010001110',
  T: '111010010010010',
  U: '101101101101111',
  V: '101101101101010',
  W: '101101111111101',
  X: '101101010101101',
  Y: '101101010010010',
  Z: '111001010100111',
  '-': '000000111000000',
  ':': '000010000010000',
  '.': '000000000000010',
  '/': '001001010100100',
  ' ': '000000000000000',
  '%': '101001010100101',
};

export interface RgbaImage {
  width: number;
  height: number;
  data: Uint8Array;
}

export const GLYPH_W = 3;
export const GLYPH_H = 5;

/** Draws `text` with its top-left at (x, y), each font pixel `scale`×`scale`, on a dark box for contrast. */
export const drawText = (img: RgbaImage, text: string, x: number, y: number, scale: number, rgb: [number, number, number]) => {
  const s = text.toUpperCase();
  const advance = (GLYPH_W + 1) * scale;
  fillRect(img, x - scale, y - scale, s.length * advance + scale, (GLYPH_H + 2) * scale, [0, 0, 0]);
  for (let i = 0; i < s.length; i++) {
    const g = GLYPHS[s[i]!] ?? GLYPHS[' ']!;
    for (let r = 0; r < GLYPH_H; r++) {
      for (let c = 0; c < GLYPH_W; c++) {
        if (g[r * GLYPH_W + c] === '1') fillRect(img, x + i * advance + c * scale, y + r * scale, scale, scale, rgb);
      }
    }
  }
};

export const fillRect = (img: RgbaImage, x: number, y: number, w: number, h: number, rgb: [number, number, number]) => {
  const x0 = Math.max(0, Math.floor(x));
  const y0 = Math.max(0, Math.floor(y));
  const x1 = Math.min(img.width, Math.floor(x + w));
  const y1 = Math.min(img.height, Math.floor(y + h));
  for (let yy = y0; yy < y1; yy++) {
    for (let xx = x0; xx < x1; xx++) {
      const o = (yy * img.width + xx) * 4;
      img.data[o] = rgb[0];
      img.data[o + 1] = rgb[1];
      img.data[o + 2] = rgb[2];
      img.data[o + 3] = 255;
    }
  }
};
