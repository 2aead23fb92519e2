import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { PostQueue, postsToReviewCall } from '../contract/calls/ops-posts.ts';
import { DEFAULT_PAGE_SIZE } from '../contract/enums.ts';
import { callApi } from './client.ts';
import { nextPageOf } from './next-page.ts';
import { opsKeys } from './ops-keys.ts';

/** Query keys of the console's posts queue; under the console's root, so signing out drops them. */
export const opsPostKeys = {
  root: [...opsKeys.root, 'posts'] as const,
  queue: (queue: PostQueue) => [...opsKeys.root, 'posts', queue] as const,
};

/** One page of a tab's posts (waiting, or published and not reviewed), the longest waiting first. */
export function fetchPostsToReview(queue: PostQueue, page: number, signal?: AbortSignal) {
  return callApi<typeof postsToReviewCall>(
    'ops/postsToReview',
    { queue, page, limit: DEFAULT_PAGE_SIZE },
    { signal },
  );
}

export function postsToReviewQueryOptions(queue: PostQueue) {
  return infiniteQueryOptions({
    queryKey: opsPostKeys.queue(queue),
    queryFn: ({ pageParam, signal }) => fetchPostsToReview(queue, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
}

/** A tab's posts, page by page, each with its media signed for the operator. */
export function usePostsToReview(queue: PostQueue) {
  return useInfiniteQuery(postsToReviewQueryOptions(queue));
}
