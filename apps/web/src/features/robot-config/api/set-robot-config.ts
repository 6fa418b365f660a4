import { setRobotConfigRoute, type TSetRobotConfigBody } from '@fleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { seedCommand } from '../../../lib/robot-api';

/**
 * Sends the changed values (setConfig); the answer is the command to follow. The page keeps showing
 * the reported values until the robot's new report replaces them.
 */
export const setRobotConfig = (body: TSetRobotConfigBody) => callRoute(setRobotConfigRoute, { body });

export const useSetRobotConfig = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: setRobotConfig, onSuccess: (cmd) => seedCommand(qc, cmd) });
};
