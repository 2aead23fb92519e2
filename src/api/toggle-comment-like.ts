import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Comment } from '../contract/entities-social.ts';
import { runGated } from '../state/gated-action.ts';
import { updateCachedComment } from './comment-cache.ts';
import { likeComment } from './like-comment.ts';
import { unlikeComment } from './unlike-comment.ts';

interface CommentLikeVariables {
  comment: Comment;
  liked: boolean;
}

/** Turned down at once: the visitor was asked to log in; the like runs after it. */
export class LikeAwaitsLogin extends Error {}

/**
 * A comment's like (spec §4: optimistic, never below 0, for comments too; §6 gated). The Comment
 * component shows the change at once and rolls it back when the returned promise rejects: a
 * refused call (whose message the spec swallows, §8), or a visitor, who is asked to log in and
 * whose like is then sent. The server's answer is written into the cached threads, so the
 * comment shows it wherever it is drawn again.
 */
export function useToggleCommentLike(): (comment: Comment, liked: boolean) => Promise<unknown> {
  const queryClient = useQueryClient();
  const { mutateAsync } = useMutation({
    // One after another, so the server sees the clicks in the order they were made.
    scope: { id: 'comment-like' },
    mutationFn: ({ comment, liked }: CommentLikeVariables) =>
      liked ? likeComment(comment.id) : unlikeComment(comment.id),
    onSuccess: (state, { comment }) =>
      updateCachedComment(queryClient, comment.article_id, comment.id, (cached) => ({ ...cached, ...state })),
  });
  return useCallback(
    (comment: Comment, liked: boolean) => {
      let sent: Promise<unknown> | undefined;
      let returned = false;
      runGated(() => {
        const call = mutateAsync({ comment, liked });
        // Replayed after a login: the answer reaches the component through the cache.
        if (returned) call.catch(() => undefined);
        else sent = call;
      });
      returned = true;
      return sent ?? Promise.reject(new LikeAwaitsLogin());
    },
    [mutateAsync],
  );
}
