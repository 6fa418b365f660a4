import { registerRobotRoute, type TRobotRegisterBody } from '@fleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { robotKeys } from '../../../lib/robot-api';

/** Registers one robot; the answer is the only place its device secret ever appears. */
export const registerRobot = (body: TRobotRegisterBody) => callRoute(registerRobotRoute, { body });

export const useRegisterRobot = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: registerRobot,
    onSuccess: () => qc.invalidateQueries({ queryKey: robotKeys.all }),
    // Not kept in the mutation cache: the secret must not outlive the modal that shows it.
    gcTime: 0,
  });
};
