import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getPostDetailCall } from '../contract/calls/post-detail.ts';
import { callApi } from './client.ts';
import { postKeys } from './get-post-list.ts';

/**
 * One post with its creator. The address's username goes with it: a post that is not that
 * creator's, or that the viewer may not see, is refused with content.feedNotExist.
 */
export function fetchPostDetail(id: number, username: string, signal?: AbortSignal) {
  return callApi<typeof getPostDetailCall>('article/getDetail', { id, username }, { signal });
}

/** Under `['posts', 'detail', …]`: the post shadow writes likes and comment counts here too. */
export function postDetailQueryOptions(id: number, username: string) {
  return queryOptions({
    queryKey: postKeys.detail(id, username),
    queryFn: ({ signal }) => fetchPostDetail(id, username, signal),
  });
}

/** The post detail's post and creator. */
export function usePostDetail(id: number, username: string) {
  return useQuery(postDetailQueryOptions(id, username));
}
