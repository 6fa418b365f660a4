import { decodeGeoRobot, type TFleetState, type TGeoRobot, type TGeoRobotRow } from '@fleet/contracts';

/** design.md §7's one meaning per colour (antd's palette), as the map draws the states. */
export const STATE_COLOURS: Record<TFleetState, string> = {
  working: '#1677ff',
  idle: '#52c41a',
  charging: '#13c2c2',
  paused: '#722ed1',
  fault: '#ff4d4f',
  offline: '#8c8c8c',
  locked: '#595959',
};

/*
 * A live tick replaces a third of 10,000 rows or so and keeps the others' identity (lib/live-cache.ts
 * writeFleetTick): what is derived from a row is kept per robot id with the row it came from, so a tick
 * decodes, parses and allocates only for the robots it changed (bench:map measures the tick; a Map by
 * id costs a fraction of WeakMaps by object at this size). Bounded by the robots this tab has seen.
 */
interface Derived {
  row: TGeoRobotRow;
  robot: TGeoRobot;
  /** Epoch ms of its last report, null without one. */
  at: number | null;
  feature?: RobotFeature;
}
const derived = new Map<number, Derived>();
const deriveOf = (row: TGeoRobotRow) => {
  let d = derived.get(row[0]);
  if (d?.row !== row) {
    const robot = decodeGeoRobot(row);
    const iso = robot.updatedAt ?? robot.lastSeenAt;
    derived.set(row[0], (d = { row, robot, at: iso ? new Date(iso).getTime() : null }));
  }
  return d;
};
/** What was derived for this very robot object (decodeGeoRows made it), else nothing. */
const derivedOf = (r: TGeoRobot) => {
  const d = derived.get(r.id);
  return d?.robot === r ? d : undefined;
};

/** The geography's rows decoded, each row once. */
export const decodeGeoRows = (rows: readonly TGeoRobotRow[]) => rows.map((row) => deriveOf(row).robot);

/** No report for longer than `staleMinutes` (home's attention rule): drawn faded. */
export const isGeoStale = (r: TGeoRobot, now: number, staleMinutes: number) => {
  const d = derivedOf(r);
  const iso = r.updatedAt ?? r.lastSeenAt;
  const at = d ? d.at : iso ? new Date(iso).getTime() : null;
  return at === null || now - at > staleMinutes * 60_000;
};

export interface RobotFeature {
  type: 'Feature';
  geometry: { type: 'Point'; coordinates: [number, number] };
  properties: { id: number; state: TFleetState; stale: boolean };
}

/** The placed robots as GeoJSON points for the map's clustered source (a robot's point made once per staleness). */
export const toFeatures = (robots: readonly TGeoRobot[], now: number, staleMinutes: number) => ({
  type: 'FeatureCollection' as const,
  features: robots
    .filter((r) => r.lng !== null && r.lat !== null)
    .map((r): RobotFeature => {
      const stale = isGeoStale(r, now, staleMinutes);
      const d = derivedOf(r);
      if (d?.feature?.properties.stale === stale) return d.feature;
      const f: RobotFeature = {
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [r.lng!, r.lat!] },
        properties: { id: r.id, state: r.state, stale },
      };
      if (d) d.feature = f;
      return f;
    }),
});
export type RobotFeatures = ReturnType<typeof toFeatures>;

/**
 * What the map must be told since it was sent `sent`: the robots gone, and the new or changed ones (a
 * robot's feature is a new object only when its point, state or staleness changed); null before
 * anything was sent. A diff spares MapLibre's worker message a deep copy of every feature, which was
 * most of the page's long tasks at 10,000 (when nearly all changed, the diff costs about what setData does).
 */
export const featureDiff = (sent: ReadonlyMap<number, RobotFeature> | null, next: readonly RobotFeature[]) => {
  if (!sent) return null;
  const add = next.filter((f) => sent.get(f.properties.id) !== f);
  const kept = new Set(next.map((f) => f.properties.id));
  const remove = [...sent.keys()].filter((id) => !kept.has(id));
  return { add, remove };
};

/** The features the map holds after being sent `data`, by robot id (what featureDiff compares with). */
export const sentFeatures = (data: RobotFeatures) => new Map(data.features.map((f) => [f.properties.id, f]));
