import { queryOptions, useQuery } from '@tanstack/react-query';
import type { pushKeyCall } from '../contract/calls/push.ts';
import { callApi } from './client.ts';
import { notificationKeys } from './notification-keys.ts';

/** The VAPID public key browsers subscribe with (`user/getPushKey`); '' when push is off on this server. */
export function fetchPushKey(signal?: AbortSignal) {
  return callApi<typeof pushKeyCall>('user/getPushKey', {}, { signal });
}

export function pushKeyQueryOptions() {
  return queryOptions({
    queryKey: [...notificationKeys.root, 'push-key'] as const,
    queryFn: ({ signal }) => fetchPushKey(signal),
    select: (answer) => answer.public_key,
    // The server's key changes only with its configuration.
    staleTime: Infinity,
  });
}

/** The server's push key ('' when it sends no push). */
export function usePushKey() {
  return useQuery(pushKeyQueryOptions());
}
