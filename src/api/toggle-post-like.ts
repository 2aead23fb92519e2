import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Post } from '../contract/entities.ts';
import { runGated } from '../state/gated-action.ts';
import { showPopup } from '../state/popup.ts';
import { ApiError } from './errors.ts';
import { collectedPostKeys } from './collected-post-keys.ts';
import { likePost } from './like-post.ts';
import {
  postShadowFilter,
  readPostLikeState,
  toggledLikeState,
  writePostLikeState,
  type PostLikeState,
} from './post-like-cache.ts';
import { unlikePost } from './unlike-post.ts';

interface LikeVariables {
  postId: number;
  liked: boolean;
  /** Which click this is for the post: only the latest one may write the server's answer. */
  click: number;
}

const latestClick = new Map<number, number>();

/**
 * The like button of a post, in a feed or its detail (spec §4 "Likes toggle optimistically", §6
 * gated). A visitor is asked to log in and the like is replayed afterwards; a member sees the heart
 * and the count change at once wherever the post shows (the post shadow, post-like-cache.ts), the
 * server's answer confirms it, and a failure puts the old state back.
 */
export function useTogglePostLike(): (post: Post) => void {
  const queryClient = useQueryClient();
  const { mutate } = useMutation({
    // One after another, so the server sees the clicks in the order they were made.
    scope: { id: 'post-like' },
    mutationFn: ({ postId, liked }: LikeVariables) => (liked ? likePost(postId) : unlikePost(postId)),
    onMutate: async ({ postId, liked }): Promise<{ before?: PostLikeState }> => {
      await queryClient.cancelQueries(postShadowFilter);
      const before = readPostLikeState(queryClient, postId);
      writePostLikeState(queryClient, postId, (current) => toggledLikeState(current, liked));
      return { before };
    },
    onError: (error, { postId, click }, context) => {
      if (latestClick.get(postId) === click && context?.before) {
        const before = context.before;
        writePostLikeState(queryClient, postId, () => before);
      }
      // A 422 has its own alert; a refusal (the post is gone) is worth saying.
      if (error instanceof ApiError) showPopup(error.message, { variant: 'failure' });
    },
    onSuccess: async (state, { postId, click }) => {
      if (latestClick.get(postId) !== click) return;
      // A feed or detail refetched while the like was on its way (right after a login, say) may
      // have been read before the like was stored: drop that answer and ask again now that it is.
      const raced = queryClient.isFetching(postShadowFilter) > 0;
      if (raced) await queryClient.cancelQueries(postShadowFilter);
      writePostLikeState(queryClient, postId, () => state);
      if (raced) void queryClient.invalidateQueries(postShadowFilter);
      // The collection lists the liked posts: it is asked again when next shown.
      void queryClient.invalidateQueries({ queryKey: collectedPostKeys.root });
    },
  });

  return useCallback(
    (post: Post) => {
      // Decided at the click: a visitor's like is replayed as a like even if the feed changes.
      const liked = post.is_liked !== 1;
      runGated(() => {
        const click = (latestClick.get(post.id) ?? 0) + 1;
        latestClick.set(post.id, click);
        mutate({ postId: post.id, liked, click });
      });
    },
    [mutate],
  );
}
