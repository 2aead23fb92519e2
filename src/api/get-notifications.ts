import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { listNotificationsCall } from '../contract/calls/notifications.ts';
import { DEFAULT_PAGE_SIZE } from '../contract/enums.ts';
import { callApi } from './client.ts';
import { nextPageOf } from './next-page.ts';
import { notificationKeys } from './notification-keys.ts';

/** One page of the member's notifications, the newest first (`user/getNotificationList`). */
export function fetchNotifications(page: number, signal?: AbortSignal) {
  return callApi<typeof listNotificationsCall>(
    'user/getNotificationList',
    { page, limit: DEFAULT_PAGE_SIZE },
    { signal },
  );
}

export function notificationsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: notificationKeys.list(),
    queryFn: ({ pageParam, signal }) => fetchNotifications(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    // Read afresh each time the centre opens: what is new since the last visit is the point.
    staleTime: 0,
  });
}

/** The notification centre's list, page by page. */
export function useNotifications() {
  return useInfiniteQuery(notificationsQueryOptions());
}
