import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { getSubscribedPostsCall } from '../contract/calls/post-discovery-lists.ts';
import { DEFAULT_PAGE_SIZE } from '../contract/enums.ts';
import { callApi } from './client.ts';
import { postKeys } from './get-post-list.ts';
import {
  cursorRequestOf,
  FIRST_CURSOR_PAGE,
  nextCursorPageOf,
  type CursorPageParam,
} from './next-cursor-page.ts';

/** Under the feeds' key, so the post shadow (post-like-cache.ts) writes likes into it too. */
export const subscriptionPostKeys = {
  list: () => [...postKeys.lists(), 'subscribed'] as const,
};

/** One page of the posts of the creators the viewer subscribes to, newest first. */
export function fetchSubscriptionPosts(param: CursorPageParam, signal?: AbortSignal) {
  return callApi<typeof getSubscribedPostsCall>(
    'article/getSubscriptionArticle',
    cursorRequestOf(param, DEFAULT_PAGE_SIZE),
    { signal },
  );
}

export function subscriptionPostsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: subscriptionPostKeys.list(),
    queryFn: ({ pageParam, signal }) => fetchSubscriptionPosts(pageParam, signal),
    initialPageParam: FIRST_CURSOR_PAGE,
    getNextPageParam: nextCursorPageOf,
  });
}

/** Home's subscribed feed (spec §2), paged by key. */
export function useSubscriptionPosts() {
  return useInfiniteQuery(subscriptionPostsQueryOptions());
}
