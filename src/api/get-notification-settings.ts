import { queryOptions, useQuery } from '@tanstack/react-query';
import type { notificationSettingsCall } from '../contract/calls/notifications.ts';
import { callApi } from './client.ts';
import { notificationKeys } from './notification-keys.ts';

/** Which types of notification the member receives (`user/getNotificationSettings`). */
export function fetchNotificationSettings(signal?: AbortSignal) {
  return callApi<typeof notificationSettingsCall>('user/getNotificationSettings', {}, { signal });
}

export function notificationSettingsQueryOptions() {
  return queryOptions({
    queryKey: notificationKeys.settings(),
    queryFn: ({ signal }) => fetchNotificationSettings(signal),
    select: (answer) => answer.settings,
  });
}

/** The member's per-type notification settings (every type on until turned off). */
export function useNotificationSettings() {
  return useQuery(notificationSettingsQueryOptions());
}
