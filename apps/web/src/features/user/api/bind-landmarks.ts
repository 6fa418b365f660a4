import { bindLandmarksRoute, type TBindLandmarksBody } from '@fleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { userKeys } from './keys';

/** Lets a user operate these landmarks. */
export const bindLandmarks = (body: TBindLandmarksBody) => callRoute(bindLandmarksRoute, { body });

export const useBindLandmarks = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: bindLandmarks,
    onSuccess: (_, body) => qc.invalidateQueries({ queryKey: userKeys.landmarks(body.userId) }),
  });
};
