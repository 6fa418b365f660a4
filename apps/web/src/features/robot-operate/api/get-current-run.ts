import { findRunsRoute } from '@fleet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { robotDataKeys } from '../../../lib/robot-api';

/** A run lasts hours at most; the window is only there because the list takes a range. */
const WINDOW_MS = 24 * 3600_000;

/**
 * The run the robot is on, as it reported it (up/run: its name and where it came from), or null.
 * Under the `runs` data topic, so the hub's notice of a new or ended run reloads it; keyed by the
 * robot's live task id too, so a new task asks at once. The range is taken when it asks.
 */
export const getCurrentRun = async (robotId: number) => {
  const now = Date.now();
  const body = {
    robotId,
    start: new Date(now - WINDOW_MS).toISOString(),
    end: new Date(now + WINDOW_MS).toISOString(),
    page: 1,
    pageSize: 1,
  };
  const [latest] = (await callRoute(findRunsRoute, { body })).list;
  return latest?.state === 'running' ? latest : null;
};
export const getCurrentRunQuery = (robotId: number, taskId: string) =>
  queryOptions({
    queryKey: [...robotDataKeys.topic('runs', robotId), 'current', taskId],
    queryFn: () => getCurrentRun(robotId),
    meta: { silent: true },
  });
export const useGetCurrentRun = (robotId: number, taskId: string | null | undefined) =>
  useQuery({ ...getCurrentRunQuery(robotId, taskId ?? ''), enabled: !!taskId });
