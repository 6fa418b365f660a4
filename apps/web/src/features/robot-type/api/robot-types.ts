import {
  createRobotTypeRoute,
  deleteRobotTypeRoute,
  findRobotTypesRoute,
  updateRobotTypeRoute,
  type ROBOT_TYPE_SORT_FIELDS,
  type TRobotTypeListQuery,
  type TRobotTypeSaveBody,
  type TRobotTypeUpdateBody,
} from '@fleet/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { robotTypeKeys } from '../../../lib/robot-types';

export type TRobotTypeSortField = (typeof ROBOT_TYPE_SORT_FIELDS)[number];

/**
 * The catalogue's list sits under `robotTypeKeys.all` with the options every screen names types from:
 * one invalidation after a change reloads this list and the names shown everywhere else.
 */
const listKey = (q: TRobotTypeListQuery) => [...robotTypeKeys.all, 'list', q] as const;

export const useFindRobotTypes = (q: TRobotTypeListQuery) =>
  useQuery({
    queryKey: listKey(q),
    queryFn: () => callRoute(findRobotTypesRoute, { body: q }),
    placeholderData: keepPreviousData,
  });

const useRobotTypeMutation = <V, R>(fn: (v: V) => Promise<R>) => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: robotTypeKeys.all }) });
};
export const useCreateRobotType = () => useRobotTypeMutation((body: TRobotTypeSaveBody) => callRoute(createRobotTypeRoute, { body }));
export const useUpdateRobotType = () => useRobotTypeMutation((body: TRobotTypeUpdateBody) => callRoute(updateRobotTypeRoute, { body }));
export const useDeleteRobotType = () => useRobotTypeMutation((code: number) => callRoute(deleteRobotTypeRoute, { params: { code } }));
