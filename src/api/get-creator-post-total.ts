import { queryOptions, useQuery } from '@tanstack/react-query';
import type { countCreatorsAndPostsCall } from '../contract/calls/post-discovery-lists.ts';
import { callApi } from './client.ts';
import type { CreatorPostsFilter } from './get-creator-posts.ts';

/**
 * Totals of a filter (`article/totalCreatorAndArticle`). Their own root, not under `['posts']`:
 * the post shadow walks that root for posts, and a like changes no total.
 */
export const postTotalKeys = {
  root: ['post-totals'] as const,
  creator: (filter: CreatorPostsFilter) => [...postTotalKeys.root, 'creator', filter] as const,
};

/** How many posts a creator page's chip finds. */
export function fetchCreatorPostTotal(filter: CreatorPostsFilter, signal?: AbortSignal) {
  return callApi<typeof countCreatorsAndPostsCall>('article/totalCreatorAndArticle', filter, { signal });
}

export function creatorPostTotalQueryOptions(filter: CreatorPostsFilter) {
  return queryOptions({
    queryKey: postTotalKeys.creator(filter),
    queryFn: ({ signal }) => fetchCreatorPostTotal(filter, signal),
    select: (answer) => answer.article_total,
  });
}

/** The number of posts the chosen chip finds (spec §2 "total post count"). */
export function useCreatorPostTotal(filter: CreatorPostsFilter, enabled = true) {
  return useQuery({ ...creatorPostTotalQueryOptions(filter), enabled });
}
