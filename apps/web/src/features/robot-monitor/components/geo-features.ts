import type { TFleetState, TGeoRobot } from '@fleet/contracts';

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

/** No report for longer than `staleMinutes` (home's attention rule): drawn faded. */
export const isGeoStale = (r: TGeoRobot, now: number, staleMinutes: number) => {
  const at = r.updatedAt ?? r.lastSeenAt;
  return !at || now - new Date(at).getTime() > staleMinutes * 60_000;
};

export interface RobotFeature {
  type: 'Feature';
  geometry: { type: 'Point'; coordinates: [number, number] };
  properties: { id: number; state: TFleetState; stale: boolean };
}

/** The placed robots as GeoJSON points for the map's clustered source. */
export const toFeatures = (robots: readonly TGeoRobot[], now: number, staleMinutes: number) => ({
  type: 'FeatureCollection' as const,
  features: robots
    .filter((r) => r.lng !== null && r.lat !== null)
    .map((r): RobotFeature => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [r.lng!, r.lat!] },
      properties: { id: r.id, state: r.state, stale: isGeoStale(r, now, staleMinutes) },
    })),
});
export type RobotFeatures = ReturnType<typeof toFeatures>;
