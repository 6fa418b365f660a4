import { getHomeSummaryRoute } from '@fleet/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLiveFaults } from '../../../lib/live';
import { callRoute } from '../../../lib/request';
import { useOperateCodes } from '../../../lib/session-api';
import { homeKeys } from './keys';

/**
 * How often the summary is read again while the tab is visible. The counts are the server's
 * aggregate over every robot in scope (up to 10,000): the fleet subscription sends only robots that
 * changed, so the browser has no full set of states to count from, and loading the whole robot list to
 * count it would cost far more than one summary read. Faults, what an operator must see first, come
 * at once (fault notices below); states, battery and figures within this interval.
 */
export const HOME_REFRESH_MS = 15_000;

export const getHomeSummary = () => callRoute(getHomeSummaryRoute);

/** The summary, re-read every HOME_REFRESH_MS while visible and at once on a fault notice; errors shown on the page. */
export const useHomeSummary = () => {
  const qc = useQueryClient();
  // Fault notices reach sessions that may see faults; others refresh on the interval alone.
  const faults = useOperateCodes().has('robotFault:view');
  useLiveFaults(() => void qc.invalidateQueries({ queryKey: homeKeys.summary() }), faults);
  return useQuery({
    queryKey: homeKeys.summary(),
    queryFn: getHomeSummary,
    refetchInterval: HOME_REFRESH_MS,
    refetchIntervalInBackground: false,
    staleTime: 0,
    meta: { silent: true },
  });
};
