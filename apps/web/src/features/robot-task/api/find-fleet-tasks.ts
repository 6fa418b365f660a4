import { findFleetTasksRoute, type TFleetTaskListQuery } from '@fleet/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { robotTaskKeys } from './keys';

/** taskManage: tasks of every robot the user sees. */
export const findFleetTasks = (body: TFleetTaskListQuery) => callRoute(findFleetTasksRoute, { body });
export const findFleetTasksQuery = (body: TFleetTaskListQuery) =>
  queryOptions({ queryKey: robotTaskKeys.taskList('fleet', body), queryFn: () => findFleetTasks(body), placeholderData: keepPreviousData });
export const useFindFleetTasks = (body: TFleetTaskListQuery) => useQuery(findFleetTasksQuery(body));
