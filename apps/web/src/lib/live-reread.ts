import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useLiveFaults } from './live';
import { useOperateCodes } from './session-api';

/**
 * How often a list of robots' live states (areas, landmarks) is read again while the tab is visible:
 * the same reasoning and interval as home's HOME_REFRESH_MS. The states are the server's view of every
 * robot in the list, which the fleet subscription (changed robots only) cannot rebuild in the browser;
 * faults, what needs a person first, come at once through the hub's notices (useFaultReread).
 */
export const LIVE_REREAD_MS = 15_000;

/**
 * The query options of such a read. Silent: a failed first load is shown on the page, a failed re-read
 * by the data age turning stale (DataAge).
 */
export const liveReread = {
  refetchInterval: LIVE_REREAD_MS,
  refetchIntervalInBackground: false,
  staleTime: 0,
  meta: { silent: true },
} as const;

/** Re-reads the queries under `key` at once when a robot raises or clears a fault (the hub only tells those who may see faults). */
export const useFaultReread = (key: QueryKey) => {
  const qc = useQueryClient();
  useLiveFaults(() => void qc.invalidateQueries({ queryKey: key }), useOperateCodes().has('robotFault:view'));
};
