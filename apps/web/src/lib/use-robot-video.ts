import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNow } from './clock';
import { liveClientFor, type LiveFrame } from './live';

/** A picture older than this has stopped: the robot went away, or the network between. */
export const VIDEO_STALLED_AFTER_MS = 5_000;

/** Frames counted for the fps shown: a few seconds at 5 fps. */
const FPS_WINDOW = 10;

export interface RobotVideo {
  /** The newest frame as a data URL, with its capture time and when it arrived (epoch ms). */
  frame: { url: string; ts: number; receivedAt: number } | null;
  /** Frames per second over the last few frames (0 before two arrived). */
  fps: number;
  /** Why the hub refused the watch (PERMISSION_DENIED, NOT_FOUND), else null. */
  error: string | null;
  /** Milliseconds since the newest frame was captured (updated every second by the shared clock), null before one. */
  ageMs: number | null;
}

const fpsOf = (arrivals: number[]) => {
  if (arrivals.length < 2) return 0;
  const span = arrivals.at(-1)! - arrivals[0]!;
  return span > 0 ? ((arrivals.length - 1) * 1000) / span : 0;
};

/**
 * Watches a robot's live video while mounted (null: nothing). Frames are not cached: each one replaces
 * the last in component state (a data URL, which needs no revoking), so a page showing 16 robots holds
 * 16 pictures, never a backlog.
 */
export const useRobotVideo = (robotId: number | null): RobotVideo => {
  const qc = useQueryClient();
  const [state, setState] = useState<Omit<RobotVideo, 'ageMs'>>({ frame: null, fps: 0, error: null });
  const now = useNow();
  useEffect(() => {
    setState({ frame: null, fps: 0, error: null });
    if (robotId === null) return;
    const arrivals: number[] = [];
    return liveClientFor(qc).watchVideo(robotId, {
      frame(f: LiveFrame) {
        const now = Date.now();
        arrivals.push(now);
        if (arrivals.length > FPS_WINDOW) arrivals.shift();
        setState({ frame: { url: `data:image/jpeg;base64,${f.jpeg}`, ts: f.ts, receivedAt: now }, fps: fpsOf(arrivals), error: null });
      },
      error: (code) => setState((s) => ({ ...s, error: code })),
    });
  }, [qc, robotId]);
  return { ...state, ageMs: state.frame ? Math.max(0, now - state.frame.ts) : null };
};
