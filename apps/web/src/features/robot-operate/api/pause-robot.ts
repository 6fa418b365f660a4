import { pauseRobotRoute } from '@fleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { seedCommand } from '../../../lib/robot-api';

/** Pauses the running task; the answer is the command to follow until the robot answers. */
export const pauseRobot = (id: number) => callRoute(pauseRobotRoute, { params: { id } });

export const usePauseRobot = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: pauseRobot, onSuccess: (cmd) => seedCommand(qc, cmd) });
};
