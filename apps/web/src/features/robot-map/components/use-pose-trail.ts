import { useEffect, useState } from 'react';

/** How many past positions the trail keeps: a few minutes of 1 Hz telemetry. */
const TRAIL_MAX = 300;

/** Where the robot has been on this map since the page opened; a new map starts a new trail. */
export const usePoseTrail = (mapId: string | null, pose: { x: number; y: number } | null) => {
  const [trail, setTrail] = useState<{ mapId: string | null; points: { x: number; y: number }[] }>({ mapId, points: [] });
  const x = pose?.x;
  const y = pose?.y;
  useEffect(() => {
    setTrail((t) => {
      const base = t.mapId === mapId ? t.points : [];
      if (x === undefined || y === undefined) return { mapId, points: base };
      const last = base[base.length - 1];
      if (last && last.x === x && last.y === y) return t.mapId === mapId ? t : { mapId, points: base };
      return { mapId, points: [...base.slice(-(TRAIL_MAX - 1)), { x, y }] };
    });
  }, [mapId, x, y]);
  return trail.mapId === mapId ? trail.points : [];
};
