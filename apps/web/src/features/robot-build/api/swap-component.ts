import { swapComponentRoute, type TComponentSwapBody } from '@fleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { robotBuildKeys } from './keys';

export const swapComponent = (body: TComponentSwapBody) => callRoute(swapComponentRoute, { body });

/** A swap changes the robot's build, the list's component counts and the inventory's states. */
export const useSwapComponent = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: swapComponent,
    onSuccess: (_data, body) =>
      Promise.all([
        qc.invalidateQueries({ queryKey: robotBuildKeys.detail(body.robotId) }),
        qc.invalidateQueries({ queryKey: robotBuildKeys.all }),
        qc.invalidateQueries({ queryKey: robotBuildKeys.components }),
      ]),
  });
};
