import { unlockRobotRoute } from '@fleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { seedCommand } from '../../../lib/robot-api';

/** Sends the unlock command; the answer is the command to follow until the robot answers. */
export const unlockRobot = (id: number) => callRoute(unlockRobotRoute, { params: { id } });

export const useUnlockRobot = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: unlockRobot, onSuccess: (cmd) => seedCommand(qc, cmd) });
};
