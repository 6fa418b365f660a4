import type { TMapStyle } from '@fleet/contracts';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

/** A few labels so a viewer knows where they are; drawn as HTML by the page (no glyphs offline). */
const CITIES = [
  { name: 'Beijing', lng: 116.4074, lat: 39.9042 },
  { name: 'Shanghai', lng: 121.4737, lat: 31.2304 },
  { name: 'Tokyo', lng: 139.6917, lat: 35.6895 },
  { name: 'Singapore', lng: 103.8198, lat: 1.3521 },
  { name: 'Mumbai', lng: 72.8777, lat: 19.076 },
  { name: 'Dubai', lng: 55.2708, lat: 25.2048 },
  { name: 'Berlin', lng: 13.405, lat: 52.52 },
  { name: 'London', lng: -0.1276, lat: 51.5072 },
  { name: 'New York', lng: -74.006, lat: 40.7128 },
  { name: 'São Paulo', lng: -46.6333, lat: -23.5505 },
  { name: 'Sydney', lng: 151.2093, lat: -33.8688 },
];

/** Colours of the offline base: calm, so the robots' state colours stand out. */
const SEA = '#dbe7f0';
const LAND = '#f6f5f0';
const BORDER = '#b9bcc0';

let offline: TMapStyle['style'] | undefined;

type Ring = [number, number][];
/**
 * Natural Earth cuts the countries that cross the 180° meridian (Russia's far east, Fiji) into rings
 * that jump from +180 to -180: a map draws that jump as a line across the whole world. Shifting the
 * points after a jump by 360° keeps the ring continuous (MapLibre draws longitudes past 180 on the
 * next world copy). A ring that would no longer close (Antarctica runs along the edge) stays as it is.
 */
export const unwrapRing = (ring: Ring): Ring => {
  let shift = 0;
  const out = ring.map(([lng, lat], i) => {
    const prev = ring[i - 1];
    if (prev && Math.abs(lng - prev[0]) > 180) shift += lng > prev[0] ? -360 : 360;
    return [lng + shift, lat] as [number, number];
  });
  return out[0]![0] === out.at(-1)![0] ? out : ring;
};
const unwrapGeometry = (g: { type: string; coordinates: unknown }) => {
  if (g.type === 'Polygon') g.coordinates = (g.coordinates as Ring[]).map(unwrapRing);
  if (g.type === 'MultiPolygon') g.coordinates = (g.coordinates as Ring[][]).map((p) => p.map(unwrapRing));
};

/**
 * The offline style: Natural Earth 1:110m countries (the `world-atlas` package) converted from
 * TopoJSON once per process and sent inline in the style, so the map needs no other request.
 */
const offlineStyle = () => {
  if (offline) return offline;
  const require = createRequire(import.meta.url);
  const topology = JSON.parse(readFileSync(require.resolve('world-atlas/countries-110m.json'), 'utf8')) as Topology;
  const countries = feature(topology, topology.objects.countries as GeometryCollection);
  for (const f of countries.features) if (f.geometry) unwrapGeometry(f.geometry as { type: string; coordinates: unknown });
  offline = {
    version: 8,
    name: 'Fleet Console offline (Natural Earth)',
    sources: { countries: { type: 'geojson', data: countries, attribution: 'Natural Earth' } },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': SEA } },
      { id: 'land', type: 'fill', source: 'countries', paint: { 'fill-color': LAND } },
      { id: 'borders', type: 'line', source: 'countries', paint: { 'line-color': BORDER, 'line-width': 0.6 } },
    ],
  };
  return offline;
};

export const mapStyle = (styleUrl: string | undefined): TMapStyle =>
  styleUrl ? { styleUrl, style: null, cities: [] } : { styleUrl: null, style: offlineStyle(), cities: CITIES };
