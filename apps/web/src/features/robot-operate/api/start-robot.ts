import { startRobotRoute } from '@fleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { seedCommand } from '../../../lib/robot-api';

/** Starts a full coverage run on the active map now (startTask); the answer is the command to follow until the robot answers. */
export const startRobot = (id: number) => callRoute(startRobotRoute, { params: { id } });

export const useStartRobot = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: startRobot, onSuccess: (cmd) => seedCommand(qc, cmd) });
};
