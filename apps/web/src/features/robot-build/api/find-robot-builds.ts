import { findRobotBuildsRoute, type TRobotBuildListQuery } from '@fleet/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { robotBuildKeys } from './keys';

export const findRobotBuilds = (body: TRobotBuildListQuery) => callRoute(findRobotBuildsRoute, { body });

/** One page of robots with what they are built from. */
export const useFindRobotBuilds = (q: TRobotBuildListQuery) =>
  useQuery({ queryKey: robotBuildKeys.list(q), queryFn: () => findRobotBuilds(q), placeholderData: keepPreviousData });
