import { findRobotTasksRoute, type TTaskListQuery } from '@fleet/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { robotTaskKeys } from './keys';

/** Tasks of one robot, paged. */
export const findRobotTasks = (body: TTaskListQuery) => callRoute(findRobotTasksRoute, { body });
export const findRobotTasksQuery = (body: TTaskListQuery) =>
  queryOptions({
    queryKey: robotTaskKeys.taskList(body.robotId, body),
    queryFn: () => findRobotTasks(body),
    placeholderData: keepPreviousData,
  });
export const useFindRobotTasks = (body: TTaskListQuery) => useQuery(findRobotTasksQuery(body));
