/**
 * Comments inside the cached threads (comment-keys.ts): a new comment goes in at once, a like's
 * answer is written where the comment is shown. A comment can then appear twice across pages (a
 * new one shifts the server's pages by one): lists dedupe by id when they flatten their pages.
 */
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { Comment } from '../contract/entities-social.ts';
import { commentKeys } from './comment-keys.ts';

type CommentPages = InfiniteData<{ list: Comment[]; page: number; limit: number }>;

/** The pages' comments in order, each once. */
export function commentsOfPages(data: CommentPages | undefined): Comment[] {
  const seen = new Set<number>();
  return (data?.pages ?? [])
    .flatMap((page) => page.list)
    .filter((comment) => !seen.has(comment.id) && Boolean(seen.add(comment.id)));
}

/** Replaces a comment with `update(comment)` in every cached thread of its post. */
export function updateCachedComment(
  queryClient: QueryClient,
  articleId: number,
  commentId: number,
  update: (comment: Comment) => Comment,
): void {
  queryClient.setQueriesData<CommentPages>({ queryKey: commentKeys.post(articleId) }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            list: page.list.map((comment) => (comment.id === commentId ? update(comment) : comment)),
          })),
        }
      : data,
  );
}

/**
 * Puts a comment just added where its thread shows it: a post's comments are newest first, so it
 * leads the first page; replies are oldest first, so it ends the last page loaded. The parent's
 * reply count goes up by one. A thread not in the cache is left to its first fetch.
 */
export function insertCachedComment(queryClient: QueryClient, comment: Comment): void {
  const replyTo = comment.reply_comment_id;
  queryClient.setQueryData<CommentPages>(commentKeys.thread(comment.article_id, replyTo), (data) => {
    if (!data || data.pages.length === 0) return data;
    const pages = [...data.pages];
    const at = replyTo ? pages.length - 1 : 0;
    const page = pages[at]!;
    pages[at] = { ...page, list: replyTo ? [...page.list, comment] : [comment, ...page.list] };
    return { ...data, pages };
  });
  if (replyTo)
    updateCachedComment(queryClient, comment.article_id, replyTo, (parent) => ({
      ...parent,
      reply_num: parent.reply_num + 1,
    }));
}
