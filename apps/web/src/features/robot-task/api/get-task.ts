import { getTaskRoute } from '@fleet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { robotTaskKeys } from './keys';

export const getTask = (id: number) => callRoute(getTaskRoute, { params: { id } });
export const getTaskQuery = (robotId: number, id: number) =>
  queryOptions({ queryKey: robotTaskKeys.task(robotId, id), queryFn: () => getTask(id) });
export const useGetTask = (robotId: number, id: number | null) => useQuery({ ...getTaskQuery(robotId, id ?? 0), enabled: id !== null });
