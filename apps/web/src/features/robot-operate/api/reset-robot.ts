import { resetRobotRoute } from '@fleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { seedCommand } from '../../../lib/robot-api';

/** Sends the reset command (clears maps, tasks and history on the robot); the answer is the command to follow until the robot answers. */
export const resetRobot = (id: number) => callRoute(resetRobotRoute, { params: { id } });

export const useResetRobot = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: resetRobot, onSuccess: (cmd) => seedCommand(qc, cmd) });
};
