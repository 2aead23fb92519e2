/**
 * Comment likes (`comment/like`, `comment/unlike`): comment_likes says who liked what, the
 * comment's like_count follows it; liking twice or unliking twice changes nothing, and the count
 * never goes below 0. Only a comment the viewer may see: on a post they may see, not by an
 * account they blocked.
 */
import { and, eq, sql } from 'drizzle-orm';
import { commentLikes, comments } from '../../db/schema.ts';
import { ServiceError } from '../../core/service-error.ts';
import type { CallContext } from '../../http/call-context.ts';
import { notBlockedByWhere } from '../../access/block-rule.ts';
import { type CommentsContext, requireVisiblePost } from './comments.service.ts';

/** What these services take from a call's context. */
export type CommentLikesContext = Pick<CallContext, 'db' | 'now' | 'viewer'> & CommentsContext;

export interface CommentLikeState {
  liked: 0 | 1;
  like: number;
}

async function requireVisibleComment(ctx: CommentLikesContext, commentId: number): Promise<void> {
  const [comment] = await ctx.db
    .select({ postId: comments.postId })
    .from(comments)
    .where(and(eq(comments.id, commentId), notBlockedByWhere(ctx.viewer.userId, comments.userId)));
  if (!comment) throw new ServiceError('server.comment.notFound');
  await requireVisiblePost(ctx, comment.postId);
}

export async function likeComment(
  ctx: CommentLikesContext,
  userId: number,
  commentId: number,
): Promise<CommentLikeState> {
  await requireVisibleComment(ctx, commentId);
  return ctx.db.transaction(async (tx) => {
    const added = await tx
      .insert(commentLikes)
      .values({ commentId, userId, createdAt: ctx.now() })
      .onConflictDoNothing()
      .returning({ commentId: commentLikes.commentId });
    const [comment] =
      added.length > 0
        ? await tx
            .update(comments)
            .set({ likeCount: sql`${comments.likeCount} + 1` })
            .where(eq(comments.id, commentId))
            .returning({ likeCount: comments.likeCount })
        : await tx.select({ likeCount: comments.likeCount }).from(comments).where(eq(comments.id, commentId));
    return { liked: 1, like: comment?.likeCount ?? 0 };
  });
}

export async function unlikeComment(
  ctx: CommentLikesContext,
  userId: number,
  commentId: number,
): Promise<CommentLikeState> {
  await requireVisibleComment(ctx, commentId);
  return ctx.db.transaction(async (tx) => {
    const removed = await tx
      .delete(commentLikes)
      .where(and(eq(commentLikes.commentId, commentId), eq(commentLikes.userId, userId)))
      .returning({ commentId: commentLikes.commentId });
    const [comment] =
      removed.length > 0
        ? await tx
            .update(comments)
            .set({ likeCount: sql`greatest(${comments.likeCount} - 1, 0)` })
            .where(eq(comments.id, commentId))
            .returning({ likeCount: comments.likeCount })
        : await tx.select({ likeCount: comments.likeCount }).from(comments).where(eq(comments.id, commentId));
    return { liked: 0, like: comment?.likeCount ?? 0 };
  });
}
