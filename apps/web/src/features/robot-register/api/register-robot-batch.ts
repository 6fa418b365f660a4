import { registerRobotBatchRoute, type TRobotRegisterBatchBody } from '@fleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { robotKeys } from '../../../lib/robot-api';

/** Registers `count` robots with consecutive numbers, all or nothing; the secrets come back once. */
export const registerRobotBatch = (body: TRobotRegisterBatchBody) => callRoute(registerRobotBatchRoute, { body });

export const useRegisterRobotBatch = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: registerRobotBatch,
    onSuccess: () => qc.invalidateQueries({ queryKey: robotKeys.all }),
    gcTime: 0,
  });
};
