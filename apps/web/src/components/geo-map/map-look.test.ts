import { describe, expect, it } from 'vitest';
import { labelCss, LIGHT_LOOK, styleInLook, type MapLook } from './map-look';

const DARK: MapLook = { ...LIGHT_LOOK, base: { background: '#000001', fill: '#000002', line: '#000003' } };
const OFFLINE = {
  styleUrl: null,
  cities: [],
  style: {
    version: 8,
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': '#dbe7f0' } },
      { id: 'land', type: 'fill', paint: { 'fill-color': '#f6f5f0' } },
      { id: 'borders', type: 'line', paint: { 'line-color': '#b9bcc0', 'line-width': 0.6 } },
      { id: 'dots', type: 'circle', paint: { 'circle-color': '#123456' } },
    ],
  },
};

describe('map looks', () => {
  it('recolours the offline base by layer type and keeps everything else of it', () => {
    const dark = styleInLook(OFFLINE, DARK).style as typeof OFFLINE.style;
    expect(dark.layers.map((l) => l.paint)).toEqual([
      { 'background-color': '#000001' },
      { 'fill-color': '#000002' },
      { 'line-color': '#000003', 'line-width': 0.6 },
      { 'circle-color': '#123456' },
    ]);
    // The served style is shared by every map: never changed in place.
    expect(OFFLINE.style.layers[0]!.paint).toEqual({ 'background-color': '#dbe7f0' });
  });

  it("draws a deployment's own style (MAP_STYLE_URL) as it is", () => {
    const own = { styleUrl: 'https://tiles.example.com/style.json', style: null, cities: [] };
    expect(styleInLook(own, DARK)).toBe(own);
    expect(styleInLook(OFFLINE, LIGHT_LOOK)).toBe(OFFLINE);
  });

  it("scales every pixel size of a label's CSS with the look", () => {
    expect(labelCss('font:600 12px/1 sans-serif;margin-top:14px', { ...LIGHT_LOOK, scale: 2 })).toBe(
      'font:600 24px/1 sans-serif;margin-top:28px',
    );
    expect(labelCss('font:11px/1 sans-serif', LIGHT_LOOK)).toBe('font:11px/1 sans-serif');
  });
});
