import { ErrorCode, getLargeScreenSummaryRoute } from '@fleet/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLiveFaults } from '../../../lib/live';
import { callRoute, type ApiError } from '../../../lib/request';
import { largeScreenKeys } from './keys';

/**
 * How often the wall re-reads its figures: the same reasoning as home's HOME_REFRESH_MS (the counts are
 * the server's aggregate over the whole scope); faults come at once through the hub's notices.
 */
export const LARGE_SCREEN_REFRESH_MS = 15_000;

export const getLargeScreenSummary = () => callRoute(getLargeScreenSummaryRoute);

/** The display link behind the page ended (revoked, expired, deleted): asking again is pointless. */
export const isDisplayEnded = (error: unknown) => (error as ApiError | null)?.code === ErrorCode.DISPLAY_LINK_ENDED;

/**
 * The summary, re-read every LARGE_SCREEN_REFRESH_MS (also while the browser calls the tab hidden: a
 * kiosk browser on a wall may never give it focus) and at once on a fault notice; an ended display
 * link stops the polling. `faults`: whether the caller may hear fault notices (the hub refuses others).
 */
export const useLargeScreenSummary = (faults: boolean) => {
  const qc = useQueryClient();
  useLiveFaults(() => void qc.invalidateQueries({ queryKey: largeScreenKeys.summary() }), faults);
  return useQuery({
    queryKey: largeScreenKeys.summary(),
    queryFn: getLargeScreenSummary,
    refetchInterval: (q) => (isDisplayEnded(q.state.error) ? false : LARGE_SCREEN_REFRESH_MS),
    refetchIntervalInBackground: true,
    staleTime: 0,
    retry: (n, e) => !isDisplayEnded(e) && n < 2,
    meta: { silent: true },
  });
};
