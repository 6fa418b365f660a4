import { stopRecordingRoute } from '@fleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { invalidateClips } from './keys';

/** The finished clip, or null when nothing was recorded (then no clip is kept). */
export const stopRecording = (robotId: number) => callRoute(stopRecordingRoute, { body: { robotId } });

export const useStopRecording = (robotId: number) => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: () => stopRecording(robotId), onSuccess: () => invalidateClips(qc, robotId) });
};
