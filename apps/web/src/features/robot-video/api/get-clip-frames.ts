import { CLIP_FRAMES_PAGE_MAX, getClipFramesRoute, type TClip, type TClipFrame } from '@fleet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { videoKeys } from './keys';

export const getClipFrames = (id: number, offset: number) =>
  callRoute(getClipFramesRoute, { params: { id }, query: { offset, limit: CLIP_FRAMES_PAGE_MAX } });

/**
 * Every frame of a finished clip, a page at a time (at most 5 minutes: 1,500 frames at 5 fps).
 * `onProgress` tells the player how far loading got.
 */
export const getAllClipFrames = async (id: number, onProgress?: (loaded: number, total: number) => void) => {
  const frames: TClipFrame[] = [];
  for (;;) {
    const page = await getClipFrames(id, frames.length);
    frames.push(...page.frames);
    onProgress?.(frames.length, page.total);
    if (page.frames.length < CLIP_FRAMES_PAGE_MAX || frames.length >= page.total) return frames;
  }
};

export const useClipFrames = (clip: TClip | null, onProgress?: (loaded: number, total: number) => void) =>
  useQuery(
    queryOptions({
      queryKey: videoKeys.frames(clip?.robotId ?? 0, clip?.id ?? 0),
      queryFn: () => getAllClipFrames(clip!.id, onProgress),
      enabled: clip !== null,
      // A finished clip never changes: keep it while the player is open, drop it soon after.
      staleTime: Infinity,
      gcTime: 60_000,
    }),
  );
