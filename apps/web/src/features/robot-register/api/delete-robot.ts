import { deleteRobotRoute } from '@fleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { robotKeys } from '../../../lib/robot-api';

/** Deletes a registration: the robot is disconnected and can never connect again. */
export const deleteRobot = (id: number) => callRoute(deleteRobotRoute, { params: { id } });

export const useDeleteRobot = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: deleteRobot, onSuccess: () => qc.invalidateQueries({ queryKey: robotKeys.all }) });
};
