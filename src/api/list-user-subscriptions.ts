import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { listUserSubscriptionsCall } from '../contract/calls/user-subscriptions.ts';
import { DEFAULT_PAGE_SIZE, type SUBSCRIPTION_POSITION } from '../contract/enums.ts';
import { callApi } from './client.ts';
import { nextPageOf } from './next-page.ts';
import { userSubscriptionKeys } from './user-subscription-keys.ts';

export type SubscriptionPosition = (typeof SUBSCRIPTION_POSITION)[keyof typeof SUBSCRIPTION_POSITION];

/** One page of the fan's subscriptions at `position` (1 running or cancelled, 2 expired). */
export function fetchUserSubscriptions(position: SubscriptionPosition, page: number, signal?: AbortSignal) {
  return callApi<typeof listUserSubscriptionsCall>(
    'user/listSubs',
    { position, page, limit: DEFAULT_PAGE_SIZE },
    { signal },
  );
}

export function userSubscriptionsQueryOptions(position: SubscriptionPosition) {
  return infiniteQueryOptions({
    queryKey: userSubscriptionKeys.list(position),
    queryFn: ({ pageParam, signal }) => fetchUserSubscriptions(position, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
}

/** The fan's subscriptions at `position`, page by page. */
export function useUserSubscriptions(position: SubscriptionPosition) {
  return useInfiniteQuery(userSubscriptionsQueryOptions(position));
}
