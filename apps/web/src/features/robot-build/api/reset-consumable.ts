import { resetConsumableRoute, type TResetConsumableBody } from '@fleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { seedCommand } from '../../../lib/robot-api';

/**
 * The operate settings tab's reset-consumable command (features/robot-config/api/reset-consumable.ts),
 * called the same way: a feature may not import another, so the route goes through the shared client.
 */
export const resetConsumable = (body: TResetConsumableBody) => callRoute(resetConsumableRoute, { body });

export const useResetConsumable = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: resetConsumable, onSuccess: (cmd) => seedCommand(qc, cmd) });
};
