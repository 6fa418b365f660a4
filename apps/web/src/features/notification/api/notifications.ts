import {
  findNotificationsRoute,
  getUnreadCountRoute,
  readAllNotificationsRoute,
  readNotificationRoute,
  type TUnreadCount,
} from '@fleet/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';

/** How many the bell's panel shows: the newest, unread first; older ones are not kept in a header. */
export const BELL_PAGE_SIZE = 8;
/**
 * The badge is kept current by the hub's notices; this re-read covers a notice lost while the
 * server's listening connection was down (the hub also sends the count on every reconnection).
 */
const UNREAD_REREAD_MS = 5 * 60_000;

export const notificationKeys = {
  all: ['notifications'] as const,
  unread: () => [...notificationKeys.all, 'unread'] as const,
  newest: () => [...notificationKeys.all, 'newest'] as const,
};

export const useUnreadCount = () =>
  useQuery({
    queryKey: notificationKeys.unread(),
    queryFn: () => callRoute(getUnreadCountRoute, {}),
    refetchInterval: UNREAD_REREAD_MS,
    // A badge that could not be read stays as it was: an error box on every page for it would say
    // nothing the offline banner does not (the panel's own list still reports its errors).
    meta: { silent: true },
  });

/** The panel's list: read only while it is open, and again whenever the count changes. */
export const useNewestNotifications = (enabled: boolean) =>
  useQuery({
    queryKey: notificationKeys.newest(),
    queryFn: () => callRoute(findNotificationsRoute, { query: { page: 1, pageSize: BELL_PAGE_SIZE, order: 'unread' } }),
    enabled,
    staleTime: 0,
  });

/** What a mark-read answers is the new count: the badge takes it at once, the list is read again. */
const useMarkRead = <V>(mutationFn: (v: V) => Promise<TUnreadCount>) => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (count) => {
      qc.setQueryData(notificationKeys.unread(), count);
      void qc.invalidateQueries({ queryKey: notificationKeys.newest() });
    },
  });
};

export const useReadNotification = () => useMarkRead((id: number) => callRoute(readNotificationRoute, { params: { id } }));
export const useReadAllNotifications = () => useMarkRead(() => callRoute(readAllNotificationsRoute, {}));
