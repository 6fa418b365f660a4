import type { TMapStyle } from '@fleet/contracts';
import maplibregl, { type Marker } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import { useEffect, useRef } from 'react';
import { startMap } from './geo-layers';
import { LIGHT_LOOK } from './map-look';

export interface LngLat {
  lng: number;
  lat: number;
}

/** A click on a world copy east or west of the first gives a longitude past ±180: back into -180…180. */
export const wrapLng = (lng: number) => (lng >= -180 && lng <= 180 ? lng : ((((lng + 180) % 360) + 360) % 360) - 180);

/**
 * A placed site opens at city scale on a deployment's tile style, at country scale on the offline
 * base (its 1:110m outlines show nothing closer in); with no place yet, the whole world.
 */
const siteZoom = (base: TMapStyle) => (base.styleUrl ? 12 : 5);
const WORLD = { center: [0, 20] as [number, number], zoom: 0.8 };

interface Props {
  base: TMapStyle;
  /** The point the map opens on (and marks); null opens on the whole world. */
  initial: LngLat | null;
  onChange: (p: LngLat) => void;
  label: string;
  /** MapLibre could not start (no WebGL): the caller lets the user type instead. */
  onUnavailable?: (error: unknown) => void;
}

/**
 * The organisation form's map picker: the base map (as the geography view draws it), a click places
 * the marker, a drag moves it; every change reports the point. MapLibre is heavy: import this file
 * only lazily (the picker's dialog does, when it opens).
 */
export const PointPickerMap = ({ base, initial, onChange, label, onUnavailable }: Props) => {
  const box = useRef<HTMLDivElement>(null);
  const report = useRef(onChange);
  report.current = onChange;
  const unavailable = useRef(onUnavailable);
  unavailable.current = onUnavailable;
  // The point to open on: read once, the map then owns the marker.
  const start = useRef(initial);

  useEffect(() => {
    const el = box.current!;
    const at = start.current;
    const view = at ? { center: [at.lng, at.lat] as [number, number], zoom: siteZoom(base) } : WORLD;
    const map = startMap(el, base, view, LIGHT_LOOK.city, unavailable.current);
    if (!map) return;
    map.addControl(new maplibregl.NavigationControl({ showCompass: false }), 'top-left');
    let marker: Marker | null = null;
    const place = (p: LngLat) => {
      if (!marker) {
        marker = new maplibregl.Marker({ draggable: true, color: LIGHT_LOOK.cluster }).setLngLat([p.lng, p.lat]).addTo(map);
        const dragged = marker;
        dragged.on('dragend', () => {
          const q = dragged.getLngLat();
          report.current({ lng: wrapLng(q.lng), lat: q.lat });
        });
      } else marker.setLngLat([p.lng, p.lat]);
    };
    if (at) place(at);
    map.on('click', (e: { lngLat: LngLat }) => {
      place(e.lngLat);
      report.current({ lng: wrapLng(e.lngLat.lng), lat: e.lngLat.lat });
    });
    map.getCanvas().style.cursor = 'crosshair';
    return () => map.remove();
  }, [base]);

  return <div ref={box} className="geo-map" role="region" aria-label={label} style={{ position: 'absolute', inset: 0 }} />;
};
