import { resumeRobotRoute } from '@fleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { seedCommand } from '../../../lib/robot-api';

/** Resumes the paused task; the answer is the command to follow until the robot answers. */
export const resumeRobot = (id: number) => callRoute(resumeRobotRoute, { params: { id } });

export const useResumeRobot = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: resumeRobot, onSuccess: (cmd) => seedCommand(qc, cmd) });
};
