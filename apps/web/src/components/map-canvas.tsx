import { CompressOutlined, MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { decodeGrid } from '@fleet/contracts';
import { Alert, Button, Flex, Tooltip } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState, type PointerEvent, type WheelEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  drawBase,
  drawPose,
  fitView,
  gridPixels,
  zoomAt,
  type Ctx,
  type HeatCells,
  type MapFrame,
  type Pose,
  type View,
} from './map-canvas-draw';

export interface MapCanvasProps {
  map: MapFrame & { name?: string };
  /** rle8 grid (contracts device/map-grid.ts); without it only the overlays are drawn. */
  grid?: string | null;
  /** The robot on this map, live; null when it is elsewhere or unknown. */
  pose?: Pose | null;
  trail?: { x: number; y: number }[];
  /** A small preview: no controls, no pan or zoom, no labels. */
  thumbnail?: boolean;
  height?: number;
  /** A heatmap over the grid (visualizeRobot's coverage). */
  heat?: HeatCells | null;
}

const NO_TRAIL: { x: number; y: number }[] = [];

const context = (c: HTMLCanvasElement | null) =>
  (c?.getContext('2d') ?? null) as unknown as (Ctx & { setTransform: (...a: number[]) => void }) | null;

/** Sizes the canvas for the screen's pixel ratio and draws in CSS pixels. */
const prepare = (c: HTMLCanvasElement | null, size: { w: number; h: number }) => {
  const ctx = context(c);
  if (!c || !ctx) return null;
  const dpr = window.devicePixelRatio || 1;
  if (c.width !== Math.round(size.w * dpr)) c.width = Math.round(size.w * dpr);
  if (c.height !== Math.round(size.h * dpr)) c.height = Math.round(size.h * dpr);
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  return ctx;
};

/** A canvas holding the grid at one pixel per cell, drawn once per grid and scaled on every paint. */
const useGridImage = (map: MapFrame, grid: string | null | undefined) =>
  useMemo(() => {
    if (!grid) return { image: null, error: false };
    try {
      const cells = decodeGrid(grid, map.width * map.height);
      const canvas = document.createElement('canvas');
      canvas.width = map.width;
      canvas.height = map.height;
      const ctx = canvas.getContext('2d');
      if (ctx) ctx.putImageData(new ImageData(gridPixels(cells, map.width, map.height), map.width, map.height), 0, 0);
      return { image: ctx ? canvas : null, error: false };
    } catch {
      return { image: null, error: true };
    }
  }, [map.width, map.height, grid]);

/**
 * An occupancy grid with its paths, landmarks, dock and the live robot pose. Two stacked canvases:
 * the still one repaints when the view or the map changes, the top one on every pose, so a robot
 * reporting once a second never makes the grid repaint. Drag pans, the wheel and buttons zoom.
 */
export const MapCanvas = ({ map, grid, pose = null, trail = NO_TRAIL, thumbnail = false, height, heat = null }: MapCanvasProps) => {
  const { t } = useTranslation('robotMap');
  const box = useRef<HTMLDivElement>(null);
  const base = useRef<HTMLCanvasElement>(null);
  const top = useRef<HTMLCanvasElement>(null);
  const [size, setSize] = useState({ w: thumbnail ? 240 : 800, h: height ?? (thumbnail ? 160 : 520) });
  const [view, setView] = useState<View>(() => fitView(map, size.w, size.h));
  const drag = useRef<{ x: number; y: number; v: View } | null>(null);
  const { image, error } = useGridImage(map, grid);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => el.clientWidth > 0 && setSize((s) => (s.w === el.clientWidth ? s : { ...s, w: el.clientWidth }));
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  const { width, height: rows } = map;
  const fit = useCallback(() => setView(fitView({ width, height: rows }, size.w, size.h)), [width, rows, size.w, size.h]);
  useEffect(fit, [fit]);

  useEffect(() => {
    const ctx = prepare(base.current, size);
    if (ctx) drawBase(ctx, map, view, size, image, { labels: !thumbnail, heat });
  }, [map, view, size, image, thumbnail, heat]);
  const { x, y, angle } = pose ?? { x: NaN, y: NaN, angle: NaN };
  useEffect(() => {
    const ctx = prepare(top.current, size);
    if (ctx) drawPose(ctx, map, view, size, Number.isNaN(x) ? null : { x, y, angle }, trail);
  }, [map, view, size, x, y, angle, trail]);

  const onWheel = (e: WheelEvent) => {
    if (thumbnail) return;
    const r = e.currentTarget.getBoundingClientRect();
    setView((v) => zoomAt(v, e.deltaY < 0 ? 1.2 : 1 / 1.2, e.clientX - r.left, e.clientY - r.top));
  };
  const onDown = (e: PointerEvent<HTMLCanvasElement>) => {
    if (thumbnail) return;
    drag.current = { x: e.clientX, y: e.clientY, v: view };
    e.currentTarget.setPointerCapture?.(e.pointerId);
  };
  const onMove = (e: PointerEvent) => {
    const d = drag.current;
    if (d) setView({ ...d.v, tx: d.v.tx + e.clientX - d.x, ty: d.v.ty + e.clientY - d.y });
  };
  const zoomBy = (f: number) => setView((v) => zoomAt(v, f, size.w / 2, size.h / 2));

  const metres = `${(map.width * map.resolution).toFixed(1)} × ${(map.height * map.resolution).toFixed(1)} m`;
  const label = [
    t('canvas.label', { name: map.name ?? '', size: metres }),
    pose ? t('canvas.robotAt', { x: pose.x.toFixed(2), y: pose.y.toFixed(2) }) : t('canvas.robotAway'),
  ].join(' · ');
  const layer = { position: 'absolute', inset: 0, width: size.w, height: size.h } as const;
  return (
    <div>
      {error && <Alert type="error" showIcon title={t('canvas.badGrid')} style={{ marginBottom: 8 }} />}
      {!thumbnail && (
        <Flex gap={4} justify="flex-end" style={{ marginBottom: 8 }}>
          <Tooltip title={t('canvas.zoomIn')}>
            <Button size="small" icon={<PlusOutlined />} aria-label={t('canvas.zoomIn')} onClick={() => zoomBy(1.25)} />
          </Tooltip>
          <Tooltip title={t('canvas.zoomOut')}>
            <Button size="small" icon={<MinusOutlined />} aria-label={t('canvas.zoomOut')} onClick={() => zoomBy(0.8)} />
          </Tooltip>
          <Tooltip title={t('canvas.fit')}>
            <Button size="small" icon={<CompressOutlined />} aria-label={t('canvas.fit')} onClick={fit} />
          </Tooltip>
          <span aria-label={t('canvas.zoom')} style={{ minWidth: 56, textAlign: 'right' }}>
            {Math.round((view.k / fitView(map, size.w, size.h).k) * 100)} %
          </span>
        </Flex>
      )}
      <div
        ref={box}
        role="img"
        aria-label={label}
        style={{ position: 'relative', width: '100%', height: size.h, overflow: 'hidden', background: '#f0f2f5', borderRadius: 6 }}
      >
        <canvas ref={base} style={layer} />
        <canvas
          ref={top}
          style={{ ...layer, cursor: thumbnail ? 'default' : drag.current ? 'grabbing' : 'grab', touchAction: 'none' }}
          onWheel={onWheel}
          onPointerDown={onDown}
          onPointerMove={onMove}
          onPointerUp={() => (drag.current = null)}
          onPointerLeave={() => (drag.current = null)}
        />
      </div>
    </div>
  );
};
