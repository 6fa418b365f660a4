import { getRobotConfigRoute, getVideoStatusRoute } from '@fleet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { videoKeys } from './keys';

export const getVideoStatus = (robotId: number) => callRoute(getVideoStatusRoute, { params: { robotId } });

/** The recording in progress (reloaded by the `clips` notice). */
export const useRecordingStatus = (robotId: number) =>
  useQuery(queryOptions({ queryKey: videoKeys.recording(robotId), queryFn: () => getVideoStatus(robotId) }));

/**
 * The robot's reported configuration, for its streaming version (reloaded by the `config` notice).
 * Silent: before the first report the answer is CONFIG_NOT_REPORTED, and the page says so itself.
 */
export const useReportedConfig = (robotId: number) =>
  useQuery(
    queryOptions({
      queryKey: videoKeys.profile(robotId),
      queryFn: () => callRoute(getRobotConfigRoute, { params: { robotId } }),
      meta: { silent: true },
    }),
  );
