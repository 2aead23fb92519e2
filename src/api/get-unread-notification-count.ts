import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import type { unreadNotificationsCall } from '../contract/calls/notifications.ts';
import { session } from '../state/session.ts';
import { callApi } from './client.ts';
import { notificationKeys } from './notification-keys.ts';

/** How often the bell asks again while the page is visible (docs/decisions/notifications.md). */
export const UNREAD_NOTIFICATIONS_POLL_MS = 60_000;

/** How many of the member's notifications are unread (`user/getUnreadNotificationCount`). */
export function fetchUnreadNotificationCount(signal?: AbortSignal) {
  return callApi<typeof unreadNotificationsCall>('user/getUnreadNotificationCount', {}, { signal });
}

/**
 * The bell's count: asked every minute while the page is visible (TanStack Query pauses the
 * interval in a hidden tab) and again when the window regains focus, so a member coming back sees
 * what came meanwhile without a socket of its own.
 */
export function unreadNotificationCountQueryOptions() {
  return queryOptions({
    queryKey: notificationKeys.unread(),
    queryFn: ({ signal }) => fetchUnreadNotificationCount(signal),
    select: (answer) => answer.unread,
    refetchInterval: UNREAD_NOTIFICATIONS_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });
}

/** The signed-in member's unread notifications; idle for a visitor. */
export function useUnreadNotificationCount() {
  const { token } = useSnapshot(session);
  return useQuery({ ...unreadNotificationCountQueryOptions(), enabled: Boolean(token) });
}
