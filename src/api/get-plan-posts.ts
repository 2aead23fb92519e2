import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { getPlanPostsCall } from '../contract/calls/subscribed-posts.ts';
import { CONTAIN, DEFAULT_PAGE_SIZE } from '../contract/enums.ts';
import { callApi } from './client.ts';
import { nextPageOf } from './next-page.ts';
import { planKeys } from './plan-keys.ts';

export type PlanPostsKind = (typeof CONTAIN)[keyof typeof CONTAIN];

/** One page of a plan's posts: contained (1, unlocked by a subscription) or expired (2). */
export function fetchPlanPosts(planId: number, unlock: PlanPostsKind, page: number, signal?: AbortSignal) {
  return callApi<typeof getPlanPostsCall>(
    'subscription/getSubscriptionArticles',
    { subscription_id: planId, subscription_unlock: unlock, page, limit: DEFAULT_PAGE_SIZE },
    { signal },
  );
}

/** Pages of 10; a page shorter than its limit is the last (spec §7). */
export function planPostsQueryOptions(planId: number, unlock: PlanPostsKind) {
  return infiniteQueryOptions({
    queryKey: planKeys.posts(planId, unlock),
    queryFn: ({ pageParam, signal }) => fetchPlanPosts(planId, unlock, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
}

export function usePlanPosts(planId: number, unlock: PlanPostsKind = CONTAIN.contain) {
  return useInfiniteQuery(planPostsQueryOptions(planId, unlock));
}
