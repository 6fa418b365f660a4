import { startTaskRoute } from '@fleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { seedCommand } from '../../../lib/robot-api';

/** "Start now": the startTask command; its operate state follows until the robot answers. */
export const startTask = (id: number) => callRoute(startTaskRoute, { params: { id } });

export const useStartTask = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: startTask, onSuccess: (cmd) => seedCommand(qc, cmd) });
};
