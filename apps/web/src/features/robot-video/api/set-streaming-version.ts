import { setRobotConfigRoute, type TStreamingVersion } from '@fleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { seedCommand } from '../../../lib/robot-api';

/**
 * A configuration change like any other (command setConfig, the robotConfig tab's route): the robot
 * validates and acks it, then reports its configuration, whose notice reloads the profile shown.
 */
export const setStreamingVersion = (robotId: number, streamingVersion: TStreamingVersion) =>
  callRoute(setRobotConfigRoute, { body: { robotId, values: { streamingVersion } } });

export const useSetStreamingVersion = (robotId: number) => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (v: TStreamingVersion) => setStreamingVersion(robotId, v), onSuccess: (cmd) => seedCommand(qc, cmd) });
};
