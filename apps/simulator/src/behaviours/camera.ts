import jpeg from 'jpeg-js';
import { cellAt, CELL_FREE, type TGridMap, type TPoint } from '../map/grid-map';
import { drawText, fillRect, GLYPH_H, type RgbaImage } from './camera-font';

/** Horizontal field of view of the simulated front camera. */
const FOV = (70 * Math.PI) / 180;
/** Beyond this the camera sees fog (and the raycast stops). */
const MAX_DIST_M = 25;
const CAMERA_HEIGHT_M = 0.6;
const WALL_HEIGHT_M = 2.4;
const JPEG_QUALITY = 70;
/**
 * Wall texture, so a wall close up still reads as one: nearer than 1.5 m it fills the whole frame and
 * the camera sees only a band around its own height. A dark skirting board, then 30 cm tiles with
 * grout lines up to 1.2 m, painted wall above.
 */
const SKIRTING_M = 0.1;
const TILE_M = 0.3;
const TILED_TO_M = 1.2;
const GROUT_M = 0.012;

export interface CameraPose {
  x: number;
  y: number;
  /** Heading in radians, 0 along +x, counter-clockwise (the map's convention). */
  angle: number;
}

interface Hit {
  dist: number;
  /** Which face was hit: walls along x and along y are shaded differently, so corners read. */
  side: 0 | 1;
  /** Outside the building (unknown cells) rather than a wall. */
  outside: boolean;
}

/** Grid DDA: the first non-free cell along the ray, in metres (perpendicular distance is the caller's). */
const castRay = (map: TGridMap, from: TPoint, angle: number): Hit => {
  const res = map.resolution;
  const px = (from.x - map.origin.x) / res;
  const py = (from.y - map.origin.y) / res;
  const dx = Math.cos(angle);
  const dy = Math.sin(angle);
  let col = Math.floor(px);
  let row = Math.floor(py);
  const stepX = dx < 0 ? -1 : 1;
  const stepY = dy < 0 ? -1 : 1;
  const deltaX = Math.abs(1 / (dx || 1e-12));
  const deltaY = Math.abs(1 / (dy || 1e-12));
  let sideX = (dx < 0 ? px - col : col + 1 - px) * deltaX;
  let sideY = (dy < 0 ? py - row : row + 1 - py) * deltaY;
  const maxCells = MAX_DIST_M / res;
  for (;;) {
    let side: 0 | 1;
    if (sideX < sideY) {
      col += stepX;
      side = 0;
      if (sideX > maxCells) return { dist: MAX_DIST_M, side, outside: true };
      sideX += deltaX;
    } else {
      row += stepY;
      side = 1;
      if (sideY > maxCells) return { dist: MAX_DIST_M, side, outside: true };
      sideY += deltaY;
    }
    const cell = cellAt(map, col, row);
    if (cell !== CELL_FREE) return { dist: (side === 0 ? sideX - deltaX : sideY - deltaY) * res, side, outside: cell < 0 };
  }
};

const shade = (rgb: [number, number, number], k: number): [number, number, number] => [rgb[0] * k, rgb[1] * k, rgb[2] * k];
const fog = (dist: number) => Math.max(0.15, 1 - dist / MAX_DIST_M);

/**
 * Renders the robot's front camera as a 2.5D raycast of its occupancy grid: ceiling and floor shaded
 * by distance, walls from the occupied cells (two shades by face), the charging dock as a green block
 * when in sight, and a caption with the device number and the time, so consecutive frames differ
 * even when the robot stands still.
 */
export const renderCameraView = (map: TGridMap, pose: CameraPose, size: { width: number; height: number }, caption: string[]) => {
  const { width, height } = size;
  const img: RgbaImage = { width, height, data: new Uint8Array(width * height * 4) };
  const horizon = height / 2;
  const focal = width / 2 / Math.tan(FOV / 2);
  for (let y = 0; y < height; y++) {
    const t = Math.abs(y - horizon) / horizon;
    fillRect(img, 0, y, width, 1, y < horizon ? shade([200, 205, 215], 0.35 + 0.5 * t) : shade([150, 130, 105], 0.3 + 0.6 * t));
  }
  const depth = new Float32Array(width);
  for (let x = 0; x < width; x++) {
    const rel = Math.atan((x - width / 2) / focal);
    // Screen x grows to the right, which is clockwise: a negative angle offset.
    const hit = castRay(map, pose, pose.angle - rel);
    const perp = Math.max(0.05, hit.dist * Math.cos(rel));
    depth[x] = perp;
    if (hit.outside && hit.dist >= MAX_DIST_M) continue;
    const top = horizon - ((WALL_HEIGHT_M - CAMERA_HEIGHT_M) * focal) / perp;
    const bottom = horizon + (CAMERA_HEIGHT_M * focal) / perp;
    const base: [number, number, number] = hit.outside ? [70, 80, 95] : hit.side === 0 ? [225, 225, 210] : [185, 185, 170];
    const k = fog(hit.dist);
    if (hit.outside) {
      fillRect(img, x, top, 1, bottom - top, shade(base, k));
      continue;
    }
    fillRect(img, x, top, 1, bottom - top, shade(base, k));
    const atHeight = (h: number) => horizon + ((CAMERA_HEIGHT_M - h) * focal) / perp;
    const grout = shade([120, 120, 115], k);
    // Where along the wall the ray hit: y on a face across x, x on a face across y.
    const along = hit.side === 0 ? pose.y + Math.sin(pose.angle - rel) * hit.dist : pose.x + Math.cos(pose.angle - rel) * hit.dist;
    if (Math.abs(along / TILE_M - Math.round(along / TILE_M)) * TILE_M < GROUT_M / 2) {
      fillRect(img, x, atHeight(TILED_TO_M), 1, bottom - atHeight(TILED_TO_M), grout);
    }
    for (let h = SKIRTING_M + TILE_M; h <= TILED_TO_M + 1e-9; h += TILE_M) {
      const y0 = atHeight(h + GROUT_M / 2);
      fillRect(img, x, y0, 1, Math.max(1, atHeight(h - GROUT_M / 2) - y0), grout);
    }
    fillRect(img, x, atHeight(SKIRTING_M), 1, bottom - atHeight(SKIRTING_M), shade([90, 80, 70], k));
  }
  drawDock(img, map, pose, focal, horizon, depth);
  const scale = width >= 480 ? 2 : 1;
  caption.forEach((line, i) => drawText(img, line, 4 * scale, 4 * scale + i * (GLYPH_H + 3) * scale, scale, [255, 255, 255]));
  return img;
};

/** The dock as a green block on the floor, hidden behind nearer walls. */
const drawDock = (img: RgbaImage, map: TGridMap, pose: CameraPose, focal: number, horizon: number, depth: Float32Array) => {
  const dx = map.dock.x - pose.x;
  const dy = map.dock.y - pose.y;
  const dist = Math.hypot(dx, dy);
  if (dist < 0.3) return;
  let rel = Math.atan2(dy, dx) - pose.angle;
  rel = Math.atan2(Math.sin(rel), Math.cos(rel));
  if (Math.abs(rel) > FOV / 2) return;
  const perp = dist * Math.cos(rel);
  const cx = img.width / 2 - Math.tan(rel) * focal;
  const half = (0.25 * focal) / perp;
  const bottom = horizon + (CAMERA_HEIGHT_M * focal) / perp;
  const top = bottom - (0.4 * focal) / perp;
  for (let x = Math.max(0, Math.floor(cx - half)); x < Math.min(img.width, cx + half); x++) {
    if (depth[x]! > perp) fillRect(img, x, top, 1, bottom - top, shade([40, 200, 90], fog(dist)));
  }
};

export const encodeJpeg = (img: RgbaImage): Uint8Array => jpeg.encode(img, JPEG_QUALITY).data;
