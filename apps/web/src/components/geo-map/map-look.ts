import type { TFleetState, TMapStyle } from '@fleet/contracts';
import { STATE_COLOURS } from './geo-features';

/** How a map draws its robots and labels: the console's light look, or a dark one (the large screen). */
export interface MapLook {
  /** One colour per fleet state (design.md §7's meanings). */
  states: Record<TFleetState, string>;
  cluster: string;
  /** The ring around robots and clusters, so they stand out from the land. */
  ring: string;
  /** Inline CSS of the HTML labels (the offline style ships no glyphs for text layers). */
  clusterCount: string;
  city: string;
  /** The base style's own colours, by layer type; none keeps the base as served. */
  base?: { background: string; fill: string; line: string };
  /** Size of circles and labels against the console's (1): a wall display's board scales with its screen. */
  scale?: number;
}

/**
 * A label's inline CSS at the look's scale: every pixel size in it (font, offset, shadow) times the
 * scale. Not CSS zoom: MapLibre places a marker with a transform, which zoom would scale too.
 */
export const labelCss = (css: string, look: MapLook) => {
  const k = look.scale ?? 1;
  return k === 1 ? css : css.replace(/(\d+(?:\.\d+)?)px/g, (_, n: string) => `${Math.round(Number(n) * k * 10) / 10}px`);
};

export const LIGHT_LOOK: MapLook = {
  states: STATE_COLOURS,
  cluster: '#1677ff',
  ring: '#ffffff',
  clusterCount: 'color:#fff;font:600 12px/1 sans-serif;pointer-events:none',
  city: 'color:#4a4f55;font:11px/1 sans-serif;text-shadow:0 0 3px #fff,0 0 3px #fff;pointer-events:none;margin-top:14px',
};

const BASE_PAINT = { background: 'background-color', fill: 'fill-color', line: 'line-color' } as const;

/**
 * The base style in a look's colours: each background, fill and line layer of the offline style is
 * recoloured by its type (sea, land, borders). A deployment's own style (MAP_STYLE_URL) is drawn as
 * it is: its layers are not ours to guess.
 */
export const styleInLook = (base: TMapStyle, look: MapLook): TMapStyle => {
  const colours = look.base;
  if (!colours || !base.style) return base;
  const layers = (base.style.layers as { type: string; paint?: Record<string, unknown> }[]).map((layer) => {
    const kind = layer.type as keyof typeof BASE_PAINT;
    if (!(kind in BASE_PAINT)) return layer;
    return { ...layer, paint: { ...layer.paint, [BASE_PAINT[kind]]: colours[kind] } };
  });
  return { ...base, style: { ...base.style, layers } };
};
