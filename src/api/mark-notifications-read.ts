import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { markNotificationsReadCall } from '../contract/calls/notifications.ts';
import { callApi } from './client.ts';
import { notificationKeys } from './notification-keys.ts';

/** What to mark read: these ids (at most 100, the member's own), or every one. */
export type NotificationsToMark = { ids: readonly number[] } | { all: true };

/** `user/markNotificationsRead`: answers how many are still unread. */
export function markNotificationsRead(which: NotificationsToMark) {
  return callApi<typeof markNotificationsReadCall>(
    'user/markNotificationsRead',
    'all' in which ? { all: 1 } : { ids: [...which.ids] },
  );
}

/**
 * Marks notifications read. The bell takes the server's count at once and asks again; the list
 * is left as it is (the rows keep their unread look until the member leaves the centre), except
 * after "Mark all as read", which the member asked to see.
 */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: async ({ unread }, which) => {
      queryClient.setQueryData(notificationKeys.unread(), { unread });
      await queryClient.invalidateQueries({ queryKey: notificationKeys.unread() });
      if ('all' in which) await queryClient.invalidateQueries({ queryKey: notificationKeys.list() });
    },
  });
}
