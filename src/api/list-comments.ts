import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { listCommentsCall } from '../contract/calls/comment-calls.ts';
import { DEFAULT_PAGE_SIZE } from '../contract/enums.ts';
import { callApi } from './client.ts';
import { commentKeys } from './comment-keys.ts';
import { nextPageOf } from './next-page.ts';

/** One page of a post's comments (`replyTo` 0) or of one comment's replies. */
export function fetchComments(articleId: number, replyTo: number, page: number, signal?: AbortSignal) {
  return callApi<typeof listCommentsCall>(
    'comment/list',
    { article_id: articleId, reply_comment_id: replyTo, page, limit: DEFAULT_PAGE_SIZE },
    { signal },
  );
}

export function commentsQueryOptions(articleId: number, replyTo = 0) {
  return infiniteQueryOptions({
    queryKey: commentKeys.thread(articleId, replyTo),
    queryFn: ({ pageParam, signal }) => fetchComments(articleId, replyTo, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
}

/** A thread of comments, page by page; replies are asked for once `enabled` (expanded). */
export function useComments(articleId: number, replyTo = 0, enabled = true) {
  return useInfiniteQuery({ ...commentsQueryOptions(articleId, replyTo), enabled });
}
