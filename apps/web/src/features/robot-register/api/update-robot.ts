import { updateRobotRoute, type TRobotUpdateBody } from '@fleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { robotKeys } from '../../../lib/robot-api';

/** Changes alias, organisation, the enabled switch (a disabled robot is disconnected) or "marked for testing". */
export const updateRobot = (body: TRobotUpdateBody) => callRoute(updateRobotRoute, { body });

export const useUpdateRobot = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: updateRobot, onSuccess: () => qc.invalidateQueries({ queryKey: robotKeys.all }) });
};
