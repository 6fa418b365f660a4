import { refreshRobotConfigRoute } from '@fleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { seedCommand } from '../../../lib/robot-api';

/** Asks the robot to report its configuration again (getConfig); the report arrives as a data notice. */
export const refreshRobotConfig = (robotId: number) => callRoute(refreshRobotConfigRoute, { body: { robotId } });

export const useRefreshRobotConfig = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: refreshRobotConfig, onSuccess: (cmd) => seedCommand(qc, cmd) });
};
