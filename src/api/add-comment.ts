import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { addCommentCall } from '../contract/calls/comment-calls.ts';
import { callApi } from './client.ts';
import { insertCachedComment } from './comment-cache.ts';
import { updateCachedPost } from './post-like-cache.ts';

export interface NewComment {
  articleId: number;
  content: string;
  /** The comment answered; absent for a comment on the post. */
  replyTo?: number;
}

/** Adds a comment or a reply; the answer is the stored comment. */
export function addComment({ articleId, content, replyTo }: NewComment) {
  return callApi<typeof addCommentCall>('comment/add', {
    article_id: articleId,
    content,
    ...(replyTo ? { reply_comment_id: replyTo } : {}),
  });
}

/**
 * Sends a comment (spec §5: trimmed, never empty, not while one is sending; the caller checks
 * both before calling). The stored comment joins its thread at once and the post's comment count
 * goes up wherever the post is shown (the post shadow).
 */
export function useAddComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addComment,
    onSuccess: (comment) => {
      insertCachedComment(queryClient, comment);
      updateCachedPost(queryClient, comment.article_id, (post) => ({
        ...post,
        comment_num: post.comment_num + 1,
      }));
    },
  });
}
