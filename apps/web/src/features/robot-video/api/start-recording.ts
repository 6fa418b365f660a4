import { startRecordingRoute } from '@fleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { invalidateClips } from './keys';

export const startRecording = (robotId: number) => callRoute(startRecordingRoute, { body: { robotId } });

export const useStartRecording = (robotId: number) => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: () => startRecording(robotId), onSuccess: () => invalidateClips(qc, robotId) });
};
