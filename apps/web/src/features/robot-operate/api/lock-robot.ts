import { lockRobotRoute } from '@fleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { seedCommand } from '../../../lib/robot-api';

/** Sends the lock command (stops cleaning); the answer is the command to follow until the robot answers. */
export const lockRobot = (id: number) => callRoute(lockRobotRoute, { params: { id } });

export const useLockRobot = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: lockRobot, onSuccess: (cmd) => seedCommand(qc, cmd) });
};
