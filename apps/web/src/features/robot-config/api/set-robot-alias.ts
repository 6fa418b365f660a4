import { setRobotAliasRoute, type TRobotAliasBody } from '@fleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { robotKeys } from '../../../lib/robot-api';

/** The alias is the console's, not the robot's: saved at once, and every robot list and header reloads. */
export const setRobotAlias = (body: TRobotAliasBody) => callRoute(setRobotAliasRoute, { body });

export const useSetRobotAlias = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: setRobotAlias, onSuccess: () => qc.invalidateQueries({ queryKey: robotKeys.all }) });
};
