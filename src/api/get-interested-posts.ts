import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { getInterestPostsCall } from '../contract/calls/post-discovery-lists.ts';
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
export const interestedPostKeys = {
  list: () => [...postKeys.lists(), 'interested'] as const,
};

/** One page of the posts in the categories the viewer picked, newest first. */
export function fetchInterestedPosts(param: CursorPageParam, signal?: AbortSignal) {
  return callApi<typeof getInterestPostsCall>(
    'article/getArticleByInterseted',
    cursorRequestOf(param, DEFAULT_PAGE_SIZE),
    { signal },
  );
}

export function interestedPostsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: interestedPostKeys.list(),
    queryFn: ({ pageParam, signal }) => fetchInterestedPosts(pageParam, signal),
    initialPageParam: FIRST_CURSOR_PAGE,
    getNextPageParam: nextCursorPageOf,
  });
}

/** Home's "For you" feed: the posts of the viewer's interests (user/updateinterested). */
export function useInterestedPosts() {
  return useInfiniteQuery(interestedPostsQueryOptions());
}
