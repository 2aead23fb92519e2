import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { getCollectedPostsCall } from '../contract/calls/collected-posts.ts';
import { DEFAULT_PAGE_SIZE, type COLLECT_KIND } from '../contract/enums.ts';
import { callApi } from './client.ts';
import { collectedPostKeys } from './collected-post-keys.ts';
import { nextPageOf } from './next-page.ts';

export type CollectKind = (typeof COLLECT_KIND)[keyof typeof COLLECT_KIND];

export interface CollectedPostsFilter {
  /** 1 the posts bought, 2 the posts liked. */
  type: CollectKind;
  /** 1 only those the fan may open now, 0 only the locked ones; absent, all. */
  unlock?: 0 | 1;
}

export { collectedPostKeys };

/** One page of the fan's bought or liked posts, newest first. */
export function fetchCollectedPosts(filter: CollectedPostsFilter, page: number, signal?: AbortSignal) {
  return callApi<typeof getCollectedPostsCall>(
    'user/getArticleList',
    { ...filter, page, limit: DEFAULT_PAGE_SIZE },
    { signal },
  );
}

export function collectedPostsQueryOptions(filter: CollectedPostsFilter) {
  return infiniteQueryOptions({
    queryKey: collectedPostKeys.list(filter),
    queryFn: ({ pageParam, signal }) => fetchCollectedPosts(filter, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
}

/** The fan's bought (type 1) or liked (type 2) posts, page by page. */
export function useCollectedPosts(filter: CollectedPostsFilter) {
  return useInfiniteQuery(collectedPostsQueryOptions(filter));
}
