import type { TClipListQuery } from '@fleet/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { robotDataKeys } from '../../../lib/robot-api';

/**
 * Clips and the recording in progress live under the robot's `clips` data topic (the hub's notice
 * when a recording starts or ends, or a clip is deleted, reloads them); the streaming version under
 * `config`, so a new configuration report shows without a reload.
 */
export const videoKeys = {
  clips: (robotId: number) => robotDataKeys.topic('clips', robotId),
  recording: (robotId: number) => [...videoKeys.clips(robotId), 'status'] as const,
  list: (robotId: number, q: TClipListQuery) => [...videoKeys.clips(robotId), 'list', q] as const,
  frames: (robotId: number, clipId: number) => [...videoKeys.clips(robotId), 'frames', clipId] as const,
  profile: (robotId: number) => [...robotDataKeys.topic('config', robotId), 'video'] as const,
};

export const invalidateClips = (qc: QueryClient, robotId: number) => qc.invalidateQueries({ queryKey: videoKeys.clips(robotId) });
