import { importRobotConfigRoute, type TImportRobotConfigBody } from '@fleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { seedCommand } from '../../../lib/robot-api';

/** Overwrites every value with an exported file (setConfig with replace). */
export const importRobotConfig = (body: TImportRobotConfigBody) => callRoute(importRobotConfigRoute, { body });

export const useImportRobotConfig = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: importRobotConfig, onSuccess: (cmd) => seedCommand(qc, cmd) });
};
