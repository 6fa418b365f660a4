import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNow } from './clock';
import { liveClientFor, type LiveFrame } from './live';

/** A picture older than this has stopped: the robot went away, or the network between. */
export const VIDEO_STALLED_AFTER_MS = 5_000;

/** The frame rate shown is the frames received over the last few seconds. */
const FPS_WINDOW_MS = 5_000;

export interface RobotVideo {
  /** The newest frame as a data URL, with its capture time and when it arrived (epoch ms). */
  frame: { url: string; ts: number; receivedAt: number } | null;
  /** Frames per second received over the last few seconds (see fpsOf). */
  fps: number;
  /** Why the hub refused the watch (PERMISSION_DENIED, NOT_FOUND), else null. */
  error: string | null;
  /** Milliseconds since the newest frame was captured (updated every second by the shared clock), null before one. */
  ageMs: number | null;
}

/**
 * Frames per second over the frames received in the last FPS_WINDOW_MS, counted over at least a second
 * since the first frame: frames that arrive in a burst (after a stall, or the first two) do not read as
 * hundreds per second.
 */
export const fpsOf = (arrivals: readonly number[], since: number, now: number) => {
  const recent = arrivals.filter((t) => now - t < FPS_WINDOW_MS);
  const seconds = Math.max(1, Math.min(FPS_WINDOW_MS, now - since) / 1000);
  return recent.length / seconds;
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
    let since: number | undefined;
    let arrivals: number[] = [];
    return liveClientFor(qc).watchVideo(robotId, {
      frame(f: LiveFrame) {
        const now = Date.now();
        since ??= now;
        arrivals = [...arrivals.filter((t) => now - t < FPS_WINDOW_MS), now];
        setState({
          frame: { url: `data:image/jpeg;base64,${f.jpeg}`, ts: f.ts, receivedAt: now },
          fps: fpsOf(arrivals, since, now),
          error: null,
        });
      },
      error: (code) => setState((s) => ({ ...s, error: code })),
    });
  }, [qc, robotId]);
  return { ...state, ageMs: state.frame ? Math.max(0, now - state.frame.ts) : null };
};
