import { requestRobotLogRoute } from '@fleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { logKeys } from './keys';

/** Asks the robot for its log of the last `minutes`; the answer is the request row to follow. */
export const requestRobotLog = (robotId: number, minutes: number) =>
  callRoute(requestRobotLogRoute, { params: { id: robotId }, body: { minutes } });

export const useRequestRobotLog = (robotId: number) => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (minutes: number) => requestRobotLog(robotId, minutes),
    onSuccess: () => qc.invalidateQueries({ queryKey: logKeys.all(robotId) }),
  });
};
