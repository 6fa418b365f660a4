import { listBoundLandmarksRoute } from '@fleet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { userKeys } from './keys';

/** The landmarks (point organisations) a user operates. */
export const listBoundLandmarks = (userId: number) => callRoute(listBoundLandmarksRoute, { query: { userId } });

export const listBoundLandmarksQuery = (userId: number) =>
  queryOptions({ queryKey: userKeys.landmarks(userId), queryFn: () => listBoundLandmarks(userId) });
export const useListBoundLandmarks = (userId: number) => useQuery(listBoundLandmarksQuery(userId));
