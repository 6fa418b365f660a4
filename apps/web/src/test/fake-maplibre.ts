/**
 * MapLibre needs WebGL, which jsdom has not: tests replace it at the module boundary with this
 * recorder of what a page feeds it (style, source data, fitted bounds, clicks, markers), so the
 * page around it is real:
 *   vi.mock('maplibre-gl', () => import('../../../test/fake-maplibre'));
 *   vi.mock('maplibre-gl/dist/maplibre-gl.css', () => ({}));
 * `fake.failNext` makes the next map throw as MapLibre does without WebGL.
 */
export interface FakeMapRecord {
  style: unknown;
  center: unknown;
  zoom: unknown;
  /** What the robots' source held after each change: its first data, each setData, each updateData applied. */
  data: unknown[];
  /** The diffs given to updateData, in order (a tick sends only what changed). */
  diffs: FakeDiff[];
  fitted: unknown[];
  handlers: Map<string, (e: unknown) => void>;
  markers: FakeMarker[];
  removed: boolean;
}
export const fake = { maps: [] as FakeMapRecord[], failNext: false };

interface FakeFeature {
  properties: { id: number };
}
interface FakeCollection {
  type: 'FeatureCollection';
  features: FakeFeature[];
}
export interface FakeDiff {
  add?: FakeFeature[];
  remove?: number[];
}

/** MapLibre's diff rule for a source with promoteId 'id': remove by id, then add (replacing the same id). */
const applyDiff = (data: FakeCollection, diff: FakeDiff): FakeCollection => {
  const byId = new Map(data.features.map((f) => [f.properties.id, f]));
  for (const id of diff.remove ?? []) byId.delete(id);
  for (const f of diff.add ?? []) byId.set(f.properties.id, f);
  return { type: 'FeatureCollection', features: [...byId.values()] };
};

class FakeMap {
  rec: FakeMapRecord;
  private source: { setData: (d: unknown) => void; updateData: (diff: FakeDiff) => void } | undefined;
  constructor(o: { style: unknown; center?: unknown; zoom?: unknown }) {
    if (fake.failNext) {
      fake.failNext = false;
      throw new Error('Failed to initialize WebGL');
    }
    this.rec = {
      style: o.style,
      center: o.center,
      zoom: o.zoom,
      data: [],
      diffs: [],
      fitted: [],
      handlers: new Map(),
      markers: [],
      removed: false,
    };
    fake.maps.push(this.rec);
  }
  addControl() {}
  on(event: string, a: unknown, b?: unknown) {
    const handler = (typeof a === 'function' ? a : b) as (e: unknown) => void;
    this.rec.handlers.set(typeof a === 'string' ? `${event}:${a}` : event, handler);
    if (event === 'load') queueMicrotask(() => handler({}));
  }
  addSource(_id: string, s: { data: unknown }) {
    this.rec.data.push(s.data);
    this.source = {
      setData: (d) => this.rec.data.push(d),
      updateData: (diff) => {
        this.rec.diffs.push(diff);
        this.rec.data.push(applyDiff(this.rec.data.at(-1) as FakeCollection, diff));
      },
    };
  }
  addLayer() {}
  getSource() {
    return this.source;
  }
  getCanvas() {
    return { style: {} };
  }
  fitBounds(bounds: unknown) {
    this.rec.fitted.push(bounds);
  }
  remove() {
    this.rec.removed = true;
  }
}

export class FakeMarker {
  lngLat: [number, number] | undefined;
  private readonly handlers = new Map<string, () => void>();
  constructor(readonly options: { draggable?: boolean } = {}) {}
  setLngLat(p: [number, number] | { lng: number; lat: number }) {
    this.lngLat = Array.isArray(p) ? p : [p.lng, p.lat];
    return this;
  }
  getLngLat() {
    return { lng: this.lngLat![0], lat: this.lngLat![1] };
  }
  on(event: string, handler: () => void) {
    this.handlers.set(event, handler);
    return this;
  }
  /** What a user's drag ends with: the marker at its new place, then MapLibre's `dragend`. */
  drag(lng: number, lat: number) {
    this.setLngLat([lng, lat]);
    this.handlers.get('dragend')?.();
  }
  addTo(map: FakeMap) {
    map.rec.markers.push(this);
    return this;
  }
  remove() {}
}

export default { Map: FakeMap, Marker: FakeMarker, NavigationControl: class {} };
