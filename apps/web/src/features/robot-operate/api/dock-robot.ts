import { dockRobotRoute } from '@fleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { seedCommand } from '../../../lib/robot-api';

/** Ends the task and sends the robot to its dock; the answer is the command to follow until the robot answers. */
export const dockRobot = (id: number) => callRoute(dockRobotRoute, { params: { id } });

export const useDockRobot = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: dockRobot, onSuccess: (cmd) => seedCommand(qc, cmd) });
};
