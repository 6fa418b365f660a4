import type { TRobot } from '@fleet/contracts';
import { useTranslation } from 'react-i18next';
import { useGetCurrentRun } from '../api/get-current-run';

/**
 * The task the robot is on, in the user's words: a console task's or reservation's name, or where the
 * run came from (the robot's own autopilot, a start from the console). The id the robot reports
 * (`auto-1`, `manual-…`) means nothing to a user and is never shown.
 */
export const CurrentTask = ({ robot }: { robot: TRobot }) => {
  const { t } = useTranslation('robotOperate');
  const taskId = robot.live.taskId;
  const { data: run } = useGetCurrentRun(robot.id, taskId);
  if (!taskId) return <>{t('overview.noTask')}</>;
  // The run report follows the telemetry that names the task: until it is in, say only that one runs.
  if (!run) return <>{t('overview.currentRun.pending')}</>;
  if ((run.source === 'task' || run.source === 'reservation') && run.name)
    return <>{t(`overview.currentRun.${run.source}`, { name: run.name })}</>;
  return <>{t(`overview.currentRun.${run.source === 'manual' ? 'manual' : 'auto'}`)}</>;
};
