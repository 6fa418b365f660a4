import { copyRobotMapRoute } from '@fleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { seedCommand } from '../../../lib/robot-api';

/** Sends importMap to the target robot; the command to follow is the target's. */
export const copyRobotMap = (v: { robotId: number; mapId: string; targetRobotId: number }) =>
  callRoute(copyRobotMapRoute, { params: { id: v.robotId }, body: { mapId: v.mapId, targetRobotId: v.targetRobotId } });

export const useCopyRobotMap = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: copyRobotMap, onSuccess: (cmd) => seedCommand(qc, cmd) });
};
