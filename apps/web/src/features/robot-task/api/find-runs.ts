import { findRunsRoute, type TRunListQuery } from '@fleet/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { robotTaskKeys } from './keys';

/** Cleaning records of a range, newest first, with the range totals. */
export const findRuns = (body: TRunListQuery) => callRoute(findRunsRoute, { body });
export const findRunsQuery = (body: TRunListQuery) =>
  queryOptions({ queryKey: robotTaskKeys.runList(body.robotId, body), queryFn: () => findRuns(body), placeholderData: keepPreviousData });
export const useFindRuns = (body: TRunListQuery) => useQuery(findRunsQuery(body));
