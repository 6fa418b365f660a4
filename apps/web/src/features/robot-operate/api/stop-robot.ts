import { stopRobotRoute } from '@fleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { seedCommand } from '../../../lib/robot-api';

/** Stops the task where the robot is; the answer is the command to follow until the robot answers. */
export const stopRobot = (id: number) => callRoute(stopRobotRoute, { params: { id } });

export const useStopRobot = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: stopRobot, onSuccess: (cmd) => seedCommand(qc, cmd) });
};
