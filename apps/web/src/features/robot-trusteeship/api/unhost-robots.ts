import { unhostRobotsRoute } from '@fleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { robotKeys } from '../../../lib/robot-api';
import { trusteeshipKeys } from './keys';

/** Ends the hosting of robots now: the hosting organisation loses sight of them at once. */
export const unhostRobots = (robotIds: number[]) => callRoute(unhostRobotsRoute, { body: { robotIds } });

export const useUnhostRobots = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: unhostRobots,
    onSuccess: () =>
      Promise.all([qc.invalidateQueries({ queryKey: robotKeys.all }), qc.invalidateQueries({ queryKey: trusteeshipKeys.histories() })]),
  });
};
