import { hostRobotsRoute, type THostRobotsBody } from '@fleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { robotKeys } from '../../../lib/robot-api';
import { trusteeshipKeys } from './keys';

/** Hosts robots to an organisation for a window; the device action guards answer as server messages. */
export const hostRobots = (body: THostRobotsBody) => callRoute(hostRobotsRoute, { body });

export const useHostRobots = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: hostRobots,
    onSuccess: () =>
      Promise.all([qc.invalidateQueries({ queryKey: robotKeys.all }), qc.invalidateQueries({ queryKey: trusteeshipKeys.histories() })]),
  });
};
