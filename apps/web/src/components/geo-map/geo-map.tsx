import type { TMapStyle } from '@fleet/contracts';
import maplibregl, { type GeoJSONSource, type Map as MapLibreMap } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import { useEffect, useRef } from 'react';
import { DiffSender } from './diff-sender';
import { featureDiff, sentFeatures, type RobotFeatures, type RobotFeature } from './geo-features';
import { addRobotLayers, htmlLabel, reportRendered, robotBounds, SOURCE, startMap } from './geo-layers';
import { labelCss, LIGHT_LOOK, styleInLook, type MapLook } from './map-look';

/** The map is redrawn from live data at most once a second: 10,000 moving points would not be read faster. */
const SET_DATA_EVERY_MS = 1000;

/** The view takes in every placed robot (a single site is not zoomed in to a street), once. */
const fitToRobots = (map: MapLibreMap, data: RobotFeatures, toFit: { current: boolean }) => {
  const bounds = toFit.current ? robotBounds(data) : null;
  if (!bounds) return;
  toFit.current = false;
  map.fitBounds(bounds, { padding: 48, maxZoom: 9, animate: false });
};

interface Props {
  base: TMapStyle;
  robots: RobotFeatures;
  label: string;
  /** A click on a robot; without it the map only shows (the large screen). */
  onSelect?: (robotId: number) => void;
  /** Robots', labels' and the base's colours: the console's light look unless given. */
  look?: MapLook;
  /** Fit the view to the placed robots when they are first known (a wall shows where its robots are). */
  fitRobots?: boolean;
  /** Zoom buttons: the console's map has them; a wall display is not touched. */
  controls?: boolean;
  /** MapLibre could not start (no WebGL): the caller shows something else. */
  onUnavailable?: (error: unknown) => void;
}

/**
 * The fleet map (geography view, large screen): the base style, robots as clustered GPU circles
 * coloured by state (geo-layers.ts), HTML city labels and cluster counts. MapLibre is heavy: import
 * this file only from lazy chunks.
 */
export const GeoMap = ({ base, robots, onSelect, label, look = LIGHT_LOOK, fitRobots = false, controls = true, onUnavailable }: Props) => {
  const box = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const latest = useRef(robots);
  latest.current = robots;
  const select = useRef(onSelect);
  select.current = onSelect;
  const unavailable = useRef(onUnavailable);
  unavailable.current = onUnavailable;
  // What the map's source holds, by robot id: a tick sends it only the difference.
  const sent = useRef<Map<number, RobotFeature> | null>(null);
  // Whether the view still waits to be fitted to the robots: once per map, when robots are first placed.
  const toFit = useRef(fitRobots);
  const sender = useRef<DiffSender | null>(null);

  useEffect(() => {
    const el = box.current!;
    const map = startMap(el, styleInLook(base, look), { center: [70, 30], zoom: 1.3 }, labelCss(look.city, look), unavailable.current);
    if (!map) return;
    toFit.current = fitRobots;
    mapRef.current = map;
    if (controls) map.addControl(new maplibregl.NavigationControl({ showCompass: false }), 'top-left');
    sender.current = new DiffSender(() => map.getSource<GeoJSONSource>(SOURCE));
    const clusterMarkers = new Map<number, maplibregl.Marker>();
    // The clusters change only with the source's tiles (new data, a zoom, tiles loaded by a pan): reading
    // them on every frame of a pan cost a scan of every loaded feature per frame at 10,000 robots.
    let countsStale = true;
    const drawClusterCounts = () => {
      const seen = new Set<number>();
      for (const f of map.querySourceFeatures(SOURCE, { filter: ['has', 'point_count'] })) {
        const id = f.properties.cluster_id as number;
        if (seen.has(id)) continue;
        seen.add(id);
        if (!clusterMarkers.has(id)) {
          const [lng, lat] = (f.geometry as { coordinates: [number, number] }).coordinates;
          const count = htmlLabel(String(f.properties.point_count), labelCss(look.clusterCount, look), 'geo-cluster-count');
          clusterMarkers.set(id, new maplibregl.Marker({ element: count }).setLngLat([lng, lat]).addTo(map));
        }
      }
      for (const [id, m] of clusterMarkers) {
        if (seen.has(id)) continue;
        m.remove();
        clusterMarkers.delete(id);
      }
    };
    map.on('load', () => {
      addRobotLayers(map, latest.current, look);
      sent.current = sentFeatures(latest.current);
      fitToRobots(map, latest.current, toFit);
      el.dataset.mapState = 'loaded';
    });
    map.on('sourcedata', (e) => {
      if (e.sourceId === SOURCE) countsStale = true;
    });
    map.on('render', () => {
      if (!countsStale || !map.getSource(SOURCE)) return;
      countsStale = false;
      drawClusterCounts();
    });
    map.on('idle', () => reportRendered(map, el));
    map.on('click', 'robots', (e) => {
      const id = e.features?.[0]?.properties.id as number | undefined;
      if (id !== undefined) select.current?.(id);
    });
    map.on('click', 'clusters', (e) => {
      const f = e.features?.[0];
      if (!f) return;
      const source = map.getSource<GeoJSONSource>(SOURCE)!;
      void source
        .getClusterExpansionZoom(f.properties.cluster_id as number)
        .then((zoom) => map.easeTo({ center: (f.geometry as { coordinates: [number, number] }).coordinates, zoom }));
    });
    for (const layer of select.current ? ['robots', 'clusters'] : ['clusters']) {
      map.on('mouseenter', layer, () => (map.getCanvas().style.cursor = 'pointer'));
      map.on('mouseleave', layer, () => (map.getCanvas().style.cursor = ''));
    }
    return () => {
      sender.current?.stop();
      sender.current = null;
      map.remove();
      mapRef.current = null;
    };
  }, [base, look, controls, fitRobots]);

  // Live updates replace the source's data in place, at most once a second, in slices (diff-sender.ts).
  const lastSet = useRef(0);
  useEffect(() => {
    const push = () => {
      const map = mapRef.current;
      const source = map?.getSource<GeoJSONSource>(SOURCE);
      if (!map || !source) return;
      lastSet.current = Date.now();
      const diff = featureDiff(sent.current, latest.current.features);
      if (!diff) source.setData(latest.current);
      else if (diff.add.length > 0 || diff.remove.length > 0) sender.current?.send(diff);
      sent.current = sentFeatures(latest.current);
      fitToRobots(map, latest.current, toFit);
    };
    const wait = SET_DATA_EVERY_MS - (Date.now() - lastSet.current);
    if (wait <= 0) return void push();
    const timer = setTimeout(push, wait);
    return () => clearTimeout(timer);
  }, [robots]);

  return <div ref={box} className="geo-map" role="region" aria-label={label} style={{ position: 'absolute', inset: 0 }} />;
};
