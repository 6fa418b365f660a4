/**
 * The `rle8` encoding of an occupancy grid (up/map, the map API, the console's canvas): the cells,
 * row-major from row 0, as runs of `[value: int8][length: unsigned LEB128]`, then base64. A floor plan
 * is long runs of free space and wall, so a 460 × 300 grid of 138,000 cells takes a few kilobytes.
 * Values follow ROS OccupancyGrid: 0 free, 100 occupied, -1 unknown.
 */
const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

const toBase64 = (bytes: Uint8Array) => {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    out += B64[(n >> 18) & 63]! + B64[(n >> 12) & 63]!;
    out += i + 1 < bytes.length ? B64[(n >> 6) & 63]! : '=';
    out += i + 2 < bytes.length ? B64[n & 63]! : '=';
  }
  return out;
};

const fromBase64 = (s: string) => {
  const clean = s.replace(/=+$/, '');
  const out = new Uint8Array(Math.floor((clean.length * 3) / 4));
  let o = 0;
  for (let i = 0; i < clean.length; i += 4) {
    const v = [0, 1, 2, 3].map((k) => (i + k < clean.length ? B64.indexOf(clean[i + k]!) : 0));
    if (v.some((x) => x < 0)) throw new Error('grid: not base64');
    const n = (v[0]! << 18) | (v[1]! << 12) | (v[2]! << 6) | v[3]!;
    if (o < out.length) out[o++] = (n >> 16) & 255;
    if (o < out.length) out[o++] = (n >> 8) & 255;
    if (o < out.length) out[o++] = n & 255;
  }
  return out;
};

export const encodeGrid = (cells: ArrayLike<number>): string => {
  const bytes: number[] = [];
  for (let i = 0; i < cells.length;) {
    const v = cells[i]!;
    let run = 1;
    while (i + run < cells.length && cells[i + run] === v) run++;
    bytes.push(v & 255);
    for (let n = run; ;) {
      const low = n & 127;
      n = Math.floor(n / 128);
      bytes.push(n > 0 ? low | 128 : low);
      if (n === 0) break;
    }
    i += run;
  }
  return toBase64(Uint8Array.from(bytes));
};

/** Decodes into `size` cells; throws on data that does not describe exactly that many. */
export const decodeGrid = (data: string, size: number): Int8Array => {
  const bytes = fromBase64(data);
  const cells = new Int8Array(size);
  let at = 0;
  for (let i = 0; i < bytes.length;) {
    const v = (bytes[i++]! << 24) >> 24;
    let run = 0;
    let shift = 1;
    for (;;) {
      if (i >= bytes.length) throw new Error('grid: truncated run');
      const b = bytes[i++]!;
      run += (b & 127) * shift;
      shift *= 128;
      if (!(b & 128)) break;
    }
    if (at + run > size) throw new Error('grid: more cells than the map has');
    cells.fill(v, at, at + run);
    at += run;
  }
  if (at !== size) throw new Error('grid: fewer cells than the map has');
  return cells;
};
