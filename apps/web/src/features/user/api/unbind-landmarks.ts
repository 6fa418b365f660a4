import { unbindLandmarksRoute, type TBindLandmarksBody } from '@fleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { userKeys } from './keys';

/** Stops a user operating these landmarks. */
export const unbindLandmarks = (body: TBindLandmarksBody) => callRoute(unbindLandmarksRoute, { body });

export const useUnbindLandmarks = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: unbindLandmarks,
    onSuccess: (_, body) => qc.invalidateQueries({ queryKey: userKeys.landmarks(body.userId) }),
  });
};
