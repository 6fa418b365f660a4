import type { TLandmark, TMapPath } from '@fleet/contracts';

/**
 * Geometry and painting of MapCanvas, free of React so it can be tested with a recording context.
 * World coordinates are metres in the map frame (ROS: y up); screen coordinates are CSS pixels with
 * y down. Cell row 0 lies at origin.y, i.e. at the BOTTOM of the picture.
 */
export interface MapFrame {
  width: number;
  height: number;
  resolution: number;
  origin: { x: number; y: number };
  dock: { x: number; y: number; angle: number };
  landmarks?: TLandmark[];
  paths?: TMapPath[];
}
export interface Pose {
  x: number;
  y: number;
  angle: number;
}
/** Screen = t + k · (map pixel), where a map pixel is one cell. */
export interface View {
  k: number;
  tx: number;
  ty: number;
}

export const MIN_ZOOM = 0.05;
export const MAX_ZOOM = 80;

export const toScreen = (map: MapFrame, v: View, p: { x: number; y: number }) => ({
  x: v.tx + ((p.x - map.origin.x) / map.resolution) * v.k,
  y: v.ty + (map.height - (p.y - map.origin.y) / map.resolution) * v.k,
});

/** The whole map centred in a w × h box with a small margin. */
export const fitView = (map: Pick<MapFrame, 'width' | 'height'>, w: number, h: number): View => {
  const k = Math.max(MIN_ZOOM, Math.min(MAX_ZOOM, Math.min((w * 0.96) / map.width, (h * 0.96) / map.height)));
  return { k, tx: (w - map.width * k) / 2, ty: (h - map.height * k) / 2 };
};

/** Zooms by `factor` keeping the screen point (cx, cy) over the same spot of the map. */
export const zoomAt = (v: View, factor: number, cx: number, cy: number): View => {
  const k = Math.max(MIN_ZOOM, Math.min(MAX_ZOOM, v.k * factor));
  const f = k / v.k;
  return { k, tx: cx - (cx - v.tx) * f, ty: cy - (cy - v.ty) * f };
};

const FREE = [246, 248, 250, 255];
const OCCUPIED = [38, 50, 56, 255];
const UNKNOWN = [0, 0, 0, 0];

/** RGBA pixels of the grid, one per cell, flipped so row 0 is the bottom line of the image. */
export const gridPixels = (cells: Int8Array, width: number, height: number) => {
  const out = new Uint8ClampedArray(width * height * 4);
  for (let r = 0; r < height; r++) {
    const line = (height - 1 - r) * width;
    for (let c = 0; c < width; c++) {
      const v = cells[r * width + c]!;
      const rgba = v < 0 ? UNKNOWN : v >= 50 ? OCCUPIED : FREE;
      out.set(rgba, (line + c) * 4);
    }
  }
  return out;
};

export type Ctx = Pick<
  CanvasRenderingContext2D,
  | 'clearRect'
  | 'drawImage'
  | 'beginPath'
  | 'moveTo'
  | 'lineTo'
  | 'stroke'
  | 'fill'
  | 'arc'
  | 'fillText'
  | 'closePath'
  | 'save'
  | 'restore'
  | 'setLineDash'
  | 'fillRect'
> & { imageSmoothingEnabled: boolean; strokeStyle: unknown; fillStyle: unknown; lineWidth: number; font: string; globalAlpha: number };

const PATH_COLOURS = ['#1677ff', '#722ed1', '#13c2c2'];

/** The still layer: grid image, paths, landmarks and the dock. */
export const drawBase = (
  ctx: Ctx,
  map: MapFrame,
  v: View,
  size: { w: number; h: number },
  image: CanvasImageSource | null,
  opts: { labels: boolean; heat?: HeatCells | null },
) => {
  ctx.clearRect(0, 0, size.w, size.h);
  ctx.fillStyle = '#e9ecef';
  ctx.fillRect(v.tx, v.ty, map.width * v.k, map.height * v.k);
  if (image) {
    // Crisp cells when zoomed in: a map is a picture of squares, not a photo.
    ctx.imageSmoothingEnabled = v.k < 1;
    ctx.drawImage(image, v.tx, v.ty, map.width * v.k, map.height * v.k);
  }
  if (opts.heat) drawHeat(ctx, map, v, opts.heat);
  (map.paths ?? []).forEach((p, i) => {
    ctx.beginPath();
    ctx.strokeStyle = PATH_COLOURS[i % PATH_COLOURS.length];
    ctx.lineWidth = 2;
    ctx.setLineDash([6, 4]);
    p.points.forEach((q, n) => {
      const s = toScreen(map, v, q);
      if (n === 0) ctx.moveTo(s.x, s.y);
      else ctx.lineTo(s.x, s.y);
    });
    ctx.stroke();
  });
  ctx.setLineDash([]);
  for (const lm of map.landmarks ?? []) {
    const s = toScreen(map, v, lm);
    ctx.beginPath();
    ctx.fillStyle = '#fa8c16';
    ctx.arc(s.x, s.y, 4, 0, Math.PI * 2);
    ctx.fill();
    if (opts.labels) {
      ctx.fillStyle = '#262626';
      ctx.font = '12px sans-serif';
      ctx.fillText(lm.name, s.x + 6, s.y - 6);
    }
  }
  const d = toScreen(map, v, map.dock);
  ctx.fillStyle = '#52c41a';
  ctx.fillRect(d.x - 5, d.y - 5, 10, 10);
};

/** Cells counted on the map (a coverage heatmap): [cell index, count, …] flattened, the highest count `max`. */
export interface HeatCells {
  cells: readonly number[];
  max: number;
}

/**
 * The heatmap over the grid: each counted cell a square from pale to deep orange by its share of the
 * highest count, so a cell cleaned once still shows and the most cleaned stand out.
 */
export const drawHeat = (ctx: Ctx, map: MapFrame, v: View, heat: HeatCells) => {
  if (heat.max <= 0) return;
  ctx.save();
  ctx.fillStyle = '#fa541c';
  for (let k = 0; k < heat.cells.length; k += 2) {
    const i = heat.cells[k]!;
    const row = Math.floor(i / map.width);
    const col = i - row * map.width;
    ctx.globalAlpha = 0.2 + 0.6 * (heat.cells[k + 1]! / heat.max);
    ctx.fillRect(v.tx + col * v.k, v.ty + (map.height - 1 - row) * v.k, Math.max(v.k, 1), Math.max(v.k, 1));
  }
  ctx.restore();
};

/** The moving layer: the trail and the robot as an arrow along its heading (radians, counter-clockwise). */
export const drawPose = (
  ctx: Ctx,
  map: MapFrame,
  v: View,
  size: { w: number; h: number },
  pose: Pose | null,
  trail: { x: number; y: number }[],
) => {
  ctx.clearRect(0, 0, size.w, size.h);
  if (trail.length > 1) {
    ctx.beginPath();
    ctx.strokeStyle = '#69b1ff';
    ctx.lineWidth = 2;
    trail.forEach((q, n) => {
      const s = toScreen(map, v, q);
      if (n === 0) ctx.moveTo(s.x, s.y);
      else ctx.lineTo(s.x, s.y);
    });
    ctx.stroke();
  }
  if (!pose) return;
  const s = toScreen(map, v, pose);
  const r = Math.max(7, (0.35 / map.resolution) * v.k);
  // Screen y points down, so a counter-clockwise world angle is clockwise on screen.
  const at = (a: number, len: number) => ({ x: s.x + Math.cos(a) * len, y: s.y - Math.sin(a) * len });
  const tip = at(pose.angle, r * 1.6);
  const left = at(pose.angle + 2.5, r);
  const right = at(pose.angle - 2.5, r);
  ctx.beginPath();
  ctx.fillStyle = '#f5222d';
  ctx.moveTo(tip.x, tip.y);
  ctx.lineTo(left.x, left.y);
  ctx.lineTo(right.x, right.y);
  ctx.closePath();
  ctx.fill();
};
