import type { TMapStyle } from '@fleet/contracts';
import maplibregl, { type GeoJSONSource, type Map as MapLibreMap, type StyleSpecification } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import { useEffect, useRef } from 'react';
import { STATE_COLOURS, type RobotFeatures } from './geo-features';

/** The map is redrawn from live data at most once a second: 10,000 moving points would not be read faster. */
const SET_DATA_EVERY_MS = 1000;
const SOURCE = 'robots';

interface Props {
  base: TMapStyle;
  robots: RobotFeatures;
  onSelect: (robotId: number) => void;
  label: string;
}

const colourByState = ['match', ['get', 'state'], ...Object.entries(STATE_COLOURS).flat(), '#8c8c8c'];

const addRobotLayers = (map: MapLibreMap, data: RobotFeatures) => {
  map.addSource(SOURCE, { type: 'geojson', data, cluster: true, clusterRadius: 36, clusterMaxZoom: 8 });
  map.addLayer({
    id: 'clusters',
    type: 'circle',
    source: SOURCE,
    filter: ['has', 'point_count'],
    paint: {
      'circle-color': '#1677ff',
      'circle-opacity': 0.8,
      'circle-radius': ['step', ['get', 'point_count'], 14, 10, 18, 100, 24, 1000, 30],
      'circle-stroke-width': 2,
      'circle-stroke-color': '#ffffff',
    },
  });
  map.addLayer({
    id: 'robots',
    type: 'circle',
    source: SOURCE,
    filter: ['!', ['has', 'point_count']],
    paint: {
      'circle-color': colourByState as never,
      'circle-radius': 7,
      'circle-opacity': ['case', ['get', 'stale'], 0.35, 1],
      'circle-stroke-width': 1.5,
      'circle-stroke-color': '#ffffff',
      'circle-stroke-opacity': ['case', ['get', 'stale'], 0.35, 1],
    },
  });
};

/** HTML labels: cluster counts and city names (the offline style ships no glyphs for text layers). */
const LABEL_STYLE = {
  'geo-cluster-count': 'color:#fff;font:600 12px/1 sans-serif;pointer-events:none',
  'geo-city': 'color:#4a4f55;font:11px/1 sans-serif;text-shadow:0 0 3px #fff,0 0 3px #fff;pointer-events:none;margin-top:14px',
};
const htmlLabel = (text: string, className: keyof typeof LABEL_STYLE) => {
  const el = document.createElement('div');
  el.className = className;
  el.style.cssText = LABEL_STYLE[className];
  el.textContent = text;
  return el;
};

/**
 * What the map drew, on its container for tests and e2e: whether the base's land is rendered and how
 * many robots are on screen (clusters counted by their size). Read from the rendered features, so
 * it stays empty when WebGL draws nothing.
 */
const reportRendered = (map: MapLibreMap, el: HTMLElement) => {
  const land = map.getLayer('land') ? map.queryRenderedFeatures({ layers: ['land'] }).length : -1;
  const drawn = map
    .queryRenderedFeatures({ layers: ['clusters', 'robots'] })
    .reduce((n, f) => n + (typeof f.properties.point_count === 'number' ? f.properties.point_count : 1), 0);
  el.dataset.landFeatures = String(land);
  el.dataset.robotsDrawn = String(drawn);
};

export const GeoMap = ({ base, robots, onSelect, label }: Props) => {
  const box = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const latest = useRef(robots);
  latest.current = robots;
  const select = useRef(onSelect);
  select.current = onSelect;

  useEffect(() => {
    const el = box.current!;
    const map = new maplibregl.Map({
      container: el,
      style: (base.styleUrl ?? base.style) as string | StyleSpecification,
      center: [70, 30],
      zoom: 1.3,
      attributionControl: { compact: true },
    });
    mapRef.current = map;
    map.addControl(new maplibregl.NavigationControl({ showCompass: false }), 'top-left');
    for (const c of base.cities) new maplibregl.Marker({ element: htmlLabel(c.name, 'geo-city') }).setLngLat([c.lng, c.lat]).addTo(map);
    const clusterMarkers = new Map<number, maplibregl.Marker>();
    const drawClusterCounts = () => {
      const seen = new Set<number>();
      for (const f of map.querySourceFeatures(SOURCE, { filter: ['has', 'point_count'] })) {
        const id = f.properties.cluster_id as number;
        if (seen.has(id)) continue;
        seen.add(id);
        if (!clusterMarkers.has(id)) {
          const [lng, lat] = (f.geometry as { coordinates: [number, number] }).coordinates;
          const m = new maplibregl.Marker({ element: htmlLabel(String(f.properties.point_count), 'geo-cluster-count') }).setLngLat([
            lng,
            lat,
          ]);
          clusterMarkers.set(id, m.addTo(map));
        }
      }
      for (const [id, m] of clusterMarkers) {
        if (seen.has(id)) continue;
        m.remove();
        clusterMarkers.delete(id);
      }
    };
    map.on('load', () => {
      addRobotLayers(map, latest.current);
      el.dataset.mapState = 'loaded';
    });
    map.on('render', () => map.getSource(SOURCE) && drawClusterCounts());
    map.on('idle', () => reportRendered(map, el));
    map.on('click', 'robots', (e) => {
      const id = e.features?.[0]?.properties.id as number | undefined;
      if (id !== undefined) select.current(id);
    });
    map.on('click', 'clusters', (e) => {
      const f = e.features?.[0];
      if (!f) return;
      const source = map.getSource<GeoJSONSource>(SOURCE)!;
      void source
        .getClusterExpansionZoom(f.properties.cluster_id as number)
        .then((zoom) => map.easeTo({ center: (f.geometry as { coordinates: [number, number] }).coordinates, zoom }));
    });
    for (const layer of ['robots', 'clusters']) {
      map.on('mouseenter', layer, () => (map.getCanvas().style.cursor = 'pointer'));
      map.on('mouseleave', layer, () => (map.getCanvas().style.cursor = ''));
    }
    return () => {
      map.remove();
      mapRef.current = null;
    };
  }, [base]);

  // Live updates replace the source's data in place, at most once a second.
  const lastSet = useRef(0);
  useEffect(() => {
    const push = () => {
      const source = mapRef.current?.getSource<GeoJSONSource>(SOURCE);
      if (!source) return;
      lastSet.current = Date.now();
      source.setData(latest.current);
    };
    const wait = SET_DATA_EVERY_MS - (Date.now() - lastSet.current);
    if (wait <= 0) return void push();
    const timer = setTimeout(push, wait);
    return () => clearTimeout(timer);
  }, [robots]);

  return <div ref={box} className="geo-map" role="region" aria-label={label} style={{ position: 'absolute', inset: 0 }} />;
};
