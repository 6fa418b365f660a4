import { switchRobotMapRoute } from '@fleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { seedCommand } from '../../../lib/robot-api';

/** Sends setMap; the robot's new manifest (a data notice) refreshes the list when it has switched. */
export const switchRobotMap = (v: { robotId: number; mapId: string }) =>
  callRoute(switchRobotMapRoute, { params: { id: v.robotId, mapId: v.mapId } });

export const useSwitchRobotMap = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: switchRobotMap, onSuccess: (cmd) => seedCommand(qc, cmd) });
};
