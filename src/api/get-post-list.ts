import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { getPostListCall } from '../contract/calls/post-list.ts';
import { DEFAULT_PAGE_SIZE, LIST_FILTER } from '../contract/enums.ts';
import { callApi } from './client.ts';
import { nextPageOf } from './next-page.ts';

export type PostListFilter = (typeof LIST_FILTER)[keyof typeof LIST_FILTER];

export interface PostListParams {
  /** 0 popular, 1 newest, 2 subscribed. @default 0 */
  filter_by?: PostListFilter;
  keyword?: string;
  uuid?: string;
  category?: string;
}

export const postKeys = {
  root: ['posts'] as const,
  lists: () => [...postKeys.root, 'list'] as const,
  list: (params: PostListParams) => [...postKeys.lists(), params] as const,
  /** One post's detail (`article/getDetail`), asked under the creator named in the address. */
  details: () => [...postKeys.root, 'detail'] as const,
  detail: (id: number, username: string) => [...postKeys.details(), id, username] as const,
};

export function fetchPostPage(params: PostListParams, page: number, signal?: AbortSignal) {
  return callApi<typeof getPostListCall>(
    'article/getList',
    { ...params, page, limit: DEFAULT_PAGE_SIZE },
    { signal },
  );
}

/** Pages of 10; a page shorter than its limit is the last one (spec §7). */
export function postListQueryOptions(params: PostListParams = {}) {
  return infiniteQueryOptions({
    queryKey: postKeys.list(params),
    queryFn: ({ pageParam, signal }) => fetchPostPage(params, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
}

export function usePostList(params: PostListParams = {}) {
  return useInfiniteQuery(postListQueryOptions(params));
}
