/** Post likes (`article/like`, `article/unlike`): post_likes says who liked what, posts.like_count follows it. */
import { and, eq, sql } from 'drizzle-orm';
import { postLikes, posts } from '../../db/schema.ts';
import { ServiceError } from '../../core/service-error.ts';
import type { CallContext } from '../../http/call-context.ts';
import { visiblePostsWhere } from '../../access/post-access.ts';
import { notify } from '../notifications/notify.ts';

/** What these services take from a call's context. */
export type LikesContext = Pick<CallContext, 'db' | 'now'>;

export interface LikeState {
  is_liked: 0 | 1;
  like_num: number;
}

/**
 * A post the viewer can see (access/post-access.ts). Locked posts can be liked; their preview is public. Anything else does not exist
 * for the viewer (content.feedNotExist).
 */
async function requireVisiblePost(ctx: LikesContext, postId: number, userId: number): Promise<void> {
  const rows = await ctx.db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.id, postId), visiblePostsWhere({ userId }, ctx.now())))
    .limit(1);
  if (rows.length === 0) throw new ServiceError('server.post.notFound');
}

/** Likes a post once; liking it again changes nothing. */
export async function likePost(ctx: LikesContext, userId: number, postId: number): Promise<LikeState> {
  await requireVisiblePost(ctx, postId, userId);
  return ctx.db.transaction(async (tx) => {
    const added = await tx
      .insert(postLikes)
      .values({ postId, userId, createdAt: ctx.now() })
      .onConflictDoNothing()
      .returning({ postId: postLikes.postId });
    const counted = added.length > 0;
    const [post] = counted
      ? await tx
          .update(posts)
          .set({ likeCount: sql`${posts.likeCount} + 1` })
          .where(eq(posts.id, postId))
          .returning({ likeCount: posts.likeCount, authorId: posts.userId })
      : await tx
          .select({ likeCount: posts.likeCount, authorId: posts.userId })
          .from(posts)
          .where(eq(posts.id, postId));
    // Only a new like tells the author (grouped per post while unread: notify.ts).
    if (post && counted)
      await notify(tx, { userId: post.authorId, type: 'like', actorId: userId, postId }, ctx.now());
    return { is_liked: 1, like_num: post?.likeCount ?? 0 };
  });
}

/** Takes a like back; without a like nothing changes, and the count never goes below 0. */
export async function unlikePost(ctx: LikesContext, userId: number, postId: number): Promise<LikeState> {
  await requireVisiblePost(ctx, postId, userId);
  return ctx.db.transaction(async (tx) => {
    const removed = await tx
      .delete(postLikes)
      .where(and(eq(postLikes.postId, postId), eq(postLikes.userId, userId)))
      .returning({ postId: postLikes.postId });
    const [post] =
      removed.length > 0
        ? await tx
            .update(posts)
            .set({ likeCount: sql`greatest(${posts.likeCount} - 1, 0)` })
            .where(eq(posts.id, postId))
            .returning({ likeCount: posts.likeCount })
        : await tx.select({ likeCount: posts.likeCount }).from(posts).where(eq(posts.id, postId));
    return { is_liked: 0, like_num: post?.likeCount ?? 0 };
  });
}
