import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { managePostCall } from '../contract/calls/managed-posts.ts';
import { DEFAULT_PAGE_SIZE } from '../contract/enums.ts';
import { callApi } from './client.ts';
import { nextPageOf } from './next-page.ts';

export interface ManagedPostsFilter {
  /** Only this access level (1 subscription, 2 pay-per-post, 3 free, 4 private); absent: all. */
  article_type?: number;
  /** 1: only scheduled posts; 0: only posts already shown. */
  pre_display: 0 | 1;
}

export const managedPostKeys = {
  root: ['managed-posts'] as const,
  list: (filter: ManagedPostsFilter) => [...managedPostKeys.root, filter] as const,
};

/** One page of the signed-in creator's own posts, in every review status (mine-post). */
export function fetchManagedPosts(filter: ManagedPostsFilter, page: number, signal?: AbortSignal) {
  return callApi<typeof managePostCall>(
    'article/managePost',
    { ...filter, page, limit: DEFAULT_PAGE_SIZE },
    { signal },
  );
}

export function managedPostsQueryOptions(filter: ManagedPostsFilter) {
  return infiniteQueryOptions({
    queryKey: managedPostKeys.list(filter),
    queryFn: ({ pageParam, signal }) => fetchManagedPosts(filter, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
}

export function useManagedPosts(filter: ManagedPostsFilter) {
  return useInfiniteQuery(managedPostsQueryOptions(filter));
}
