import { resetConsumableRoute, type TResetConsumableBody } from '@fleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { seedCommand } from '../../../lib/robot-api';

/** A part was replaced: the robot starts its used hours again (resetConsumable). */
export const resetConsumable = (body: TResetConsumableBody) => callRoute(resetConsumableRoute, { body });

export const useResetConsumable = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: resetConsumable, onSuccess: (cmd) => seedCommand(qc, cmd) });
};
