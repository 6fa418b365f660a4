import type { TMapStyle } from '@fleet/contracts';
import maplibregl, { type Map as MapLibreMap, type StyleSpecification } from 'maplibre-gl';
import type { RobotFeatures } from './geo-features';
import type { MapLook } from './map-look';

export const SOURCE = 'robots';

/** Robots as GPU circles coloured by state, clustered when zoomed out (one GeoJSON source). */
export const addRobotLayers = (map: MapLibreMap, data: RobotFeatures, look: MapLook) => {
  const colourByState = ['match', ['get', 'state'], ...Object.entries(look.states).flat(), '#8c8c8c'];
  const k = look.scale ?? 1;
  // promoteId: features are known by robot id, so a tick sends only what changed (updateData).
  map.addSource(SOURCE, { type: 'geojson', data, promoteId: 'id', cluster: true, clusterRadius: 36, clusterMaxZoom: 8 });
  map.addLayer({
    id: 'clusters',
    type: 'circle',
    source: SOURCE,
    filter: ['has', 'point_count'],
    paint: {
      'circle-color': look.cluster,
      'circle-opacity': 0.8,
      'circle-radius': ['step', ['get', 'point_count'], 14 * k, 10, 18 * k, 100, 24 * k, 1000, 30 * k],
      'circle-stroke-width': 2 * k,
      'circle-stroke-color': look.ring,
    },
  });
  map.addLayer({
    id: 'robots',
    type: 'circle',
    source: SOURCE,
    filter: ['!', ['has', 'point_count']],
    paint: {
      'circle-color': colourByState as never,
      'circle-radius': 7 * k,
      'circle-opacity': ['case', ['get', 'stale'], 0.35, 1],
      'circle-stroke-width': 1.5 * k,
      'circle-stroke-color': look.ring,
      'circle-stroke-opacity': ['case', ['get', 'stale'], 0.35, 1],
    },
  });
};

/** An HTML label (cluster count, city name) in the look's inline style. */
export const htmlLabel = (text: string, css: string, className: string) => {
  const el = document.createElement('div');
  el.className = className;
  el.style.cssText = css;
  el.textContent = text;
  return el;
};

/**
 * A MapLibre map in `container` on a base (its style URL, else its inline style) with the base's city
 * labels; null when MapLibre cannot start (it throws without WebGL), after telling `onUnavailable`.
 */
export const startMap = (
  container: HTMLElement,
  base: TMapStyle,
  view: { center: [number, number]; zoom: number },
  cityCss: string,
  onUnavailable?: (error: unknown) => void,
) => {
  let map: MapLibreMap;
  try {
    map = new maplibregl.Map({
      container,
      style: (base.styleUrl ?? base.style) as string | StyleSpecification,
      ...view,
      attributionControl: { compact: true },
    });
  } catch (e) {
    onUnavailable?.(e);
    return null;
  }
  for (const c of base.cities)
    new maplibregl.Marker({ element: htmlLabel(c.name, cityCss, 'geo-city') }).setLngLat([c.lng, c.lat]).addTo(map);
  return map;
};

/** The box around the placed robots (west, south, east, north), or null when none is placed. */
export const robotBounds = (data: RobotFeatures): [number, number, number, number] | null => {
  if (data.features.length === 0) return null;
  const box: [number, number, number, number] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const f of data.features) {
    const [lng, lat] = f.geometry.coordinates;
    box[0] = Math.min(box[0], lng);
    box[1] = Math.min(box[1], lat);
    box[2] = Math.max(box[2], lng);
    box[3] = Math.max(box[3], lat);
  }
  return box;
};

/**
 * What the map drew, on its container for tests and e2e: whether the base's land is rendered and how
 * many robots are on screen (clusters counted by their size). Read from the rendered features, so
 * it stays empty when WebGL draws nothing.
 */
export const reportRendered = (map: MapLibreMap, el: HTMLElement) => {
  const land = map.getLayer('land') ? map.queryRenderedFeatures({ layers: ['land'] }).length : -1;
  const drawn = map
    .queryRenderedFeatures({ layers: ['clusters', 'robots'] })
    .reduce((n, f) => n + (typeof f.properties.point_count === 'number' ? f.properties.point_count : 1), 0);
  el.dataset.landFeatures = String(land);
  el.dataset.robotsDrawn = String(drawn);
};
