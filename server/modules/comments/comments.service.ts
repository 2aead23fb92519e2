/**
 * Comments and replies (`comment/add`, `comment/list`): on a post the viewer may see
 * (access/post-access.ts), by a member the post's author has not blocked, a reply always to a comment
 * of the same post. Replies are one level deep: a reply to a reply joins the thread of the
 * top-level comment (its `reply_comment_id`). The post's comment_num counts comments and replies,
 * a comment's reply_num its replies, both kept in the transaction that adds one. Lists leave out
 * the accounts the viewer blocked (access/block-rule.ts).
 */
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Comment } from '../../../src/contract/entities-social.ts';
import type { Database } from '../../db/client.ts';
import { commentLikes, comments, posts, users } from '../../db/schema.ts';
import { notify } from '../notifications/notify.ts';
import { ServiceError } from '../../core/service-error.ts';
import type { CallContext } from '../../http/call-context.ts';
import type { Transaction } from '../../db/client.ts';
import { hasBlocked, notBlockedByWhere } from '../../access/block-rule.ts';
import { notSuspendedWhere } from '../../access/suspension-rule.ts';
import { visiblePostsWhere } from '../../access/post-access.ts';
import { type CommentMapContext, toWireComment, type CommentRow } from './comments.mapper.ts';
import { offsetOf } from '../../core/paging.ts';

/** What these services take from a call's context. */
export type CommentsContext = Pick<CallContext, 'db' | 'limits' | 'now' | 'viewer'> & CommentMapContext;

const commentColumns = {
  id: comments.id,
  postId: comments.postId,
  parentId: comments.parentId,
  content: comments.content,
  likeCount: comments.likeCount,
  replyCount: comments.replyCount,
  createdAt: comments.createdAt,
  author: { nickname: users.nickname, thumb: users.thumb },
};

/** The post as the viewer may see it, with its author; otherwise it does not exist for them. */
export async function requireVisiblePost(
  ctx: CommentsContext,
  postId: number,
): Promise<{ authorId: number }> {
  const [post] = await ctx.db
    .select({ authorId: posts.userId })
    .from(posts)
    .where(and(eq(posts.id, postId), visiblePostsWhere(ctx.viewer, ctx.now())))
    .limit(1);
  if (!post) throw new ServiceError('server.post.notFound');
  return post;
}

/** Counts one more comment of the user, or answers how long to wait (COMMENTS_PER_USER). */
async function consumeCommentAllowance(ctx: CommentsContext, userId: number): Promise<void> {
  try {
    await ctx.limits.consume(['commentPerUser', String(userId)]);
  } catch (error) {
    if (error instanceof ServiceError && error.messageId === 'server.account.tooManyAttempts')
      throw new ServiceError('server.comment.tooMany', error.values);
    throw error;
  }
}

/** Adds a comment, or a reply to one of the same post; answers it as stored. */
export async function addComment(
  ctx: CommentsContext,
  userId: number,
  input: { article_id: number; content: string; reply_comment_id?: number | undefined },
): Promise<Comment> {
  const { authorId } = await requireVisiblePost(ctx, input.article_id);
  if (await hasBlocked(ctx.db, authorId, userId)) throw new ServiceError('server.comment.blocked');
  let threadId: number | null = null;
  let repliedToId: number | null = null;
  if (input.reply_comment_id !== undefined) {
    const [parent] = await ctx.db
      .select({
        id: comments.id,
        postId: comments.postId,
        parentId: comments.parentId,
        userId: comments.userId,
      })
      .from(comments)
      .where(eq(comments.id, input.reply_comment_id));
    if (!parent || parent.postId !== input.article_id) throw new ServiceError('server.comment.notFound');
    threadId = parent.parentId ?? parent.id;
    repliedToId = parent.userId;
  }
  await consumeCommentAllowance(ctx, userId);
  const now = ctx.now();
  const id = await ctx.db.transaction(async (tx) => {
    const [added] = await tx
      .insert(comments)
      .values({
        postId: input.article_id,
        userId,
        parentId: threadId,
        content: input.content,
        createdAt: now,
      })
      .returning({ id: comments.id });
    await tx
      .update(posts)
      .set({ commentCount: sql`${posts.commentCount} + 1` })
      .where(eq(posts.id, input.article_id));
    if (threadId !== null)
      await tx
        .update(comments)
        .set({ replyCount: sql`${comments.replyCount} + 1` })
        .where(eq(comments.id, threadId));
    // A comment tells the post's author; a reply, the author of the comment replied to.
    await notify(
      tx,
      {
        userId: repliedToId ?? authorId,
        type: repliedToId === null ? 'comment' : 'reply',
        actorId: userId,
        postId: input.article_id,
        text: input.content,
      },
      now,
    );
    return added!.id;
  });
  const [row] = await selectComments(ctx.db).where(eq(comments.id, id));
  return toWireComment(ctx, row!, false);
}

function selectComments(db: Database) {
  return db.select(commentColumns).from(comments).innerJoin(users, eq(users.id, comments.userId));
}

/**
 * A post's comments (reply_comment_id 0), newest first, or the replies to one of them, oldest
 * first; paged. Each with whether the viewer liked it.
 */
export async function listComments(
  ctx: CommentsContext,
  query: { article_id: number; reply_comment_id: number; page: number; limit: number },
): Promise<Comment[]> {
  await requireVisiblePost(ctx, query.article_id);
  // A comment of an account the viewer blocked, or of a suspended one, is not shown.
  const notBlocked = and(
    notBlockedByWhere(ctx.viewer.userId, comments.userId),
    notSuspendedWhere(comments.userId, ctx.now()),
  );
  const offset = offsetOf(query);
  let rows: CommentRow[];
  if (query.reply_comment_id === 0) {
    rows = await selectComments(ctx.db)
      .where(and(eq(comments.postId, query.article_id), isNull(comments.parentId), notBlocked))
      .orderBy(desc(comments.createdAt), desc(comments.id))
      .limit(query.limit)
      .offset(offset);
  } else {
    const [thread] = await ctx.db
      .select({ id: comments.id })
      .from(comments)
      .where(
        and(
          eq(comments.id, query.reply_comment_id),
          eq(comments.postId, query.article_id),
          isNull(comments.parentId),
        ),
      );
    if (!thread) throw new ServiceError('server.comment.notFound');
    rows = await selectComments(ctx.db)
      .where(and(eq(comments.parentId, thread.id), notBlocked))
      .orderBy(asc(comments.createdAt), asc(comments.id))
      .limit(query.limit)
      .offset(offset);
  }
  const liked = await likedCommentsAmong(
    ctx,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toWireComment(ctx, row, liked.has(row.id)));
}

async function likedCommentsAmong(ctx: CommentsContext, ids: number[]): Promise<Set<number>> {
  const userId = ctx.viewer.userId;
  if (userId === undefined || ids.length === 0) return new Set();
  const rows = await ctx.db
    .select({ commentId: commentLikes.commentId })
    .from(commentLikes)
    .where(and(eq(commentLikes.userId, userId), inArray(commentLikes.commentId, ids)));
  return new Set(rows.map((row) => row.commentId));
}

/**
 * Before an account goes (accounts/delete-account.service.ts, in its transaction): the counts
 * lose what the database is about to remove with it, its comments (and the replies under its
 * top-level comments), its replies and its comment likes, so no count keeps what no longer exists.
 */
export async function forgetCommentsOf(tx: Transaction, userId: number): Promise<void> {
  await tx.execute(sql`
    update ${posts} set comment_count = greatest(${posts.commentCount} - gone.n, 0)
    from (
      select post_id, count(*)::int as n from ${comments}
      where user_id = ${userId}
        or parent_id in (select id from ${comments} where user_id = ${userId} and parent_id is null)
      group by post_id
    ) as gone
    where ${posts.id} = gone.post_id`);
  await tx.execute(sql`
    update ${comments} set reply_count = greatest(${comments.replyCount} - mine.n, 0)
    from (
      select parent_id, count(*)::int as n from ${comments}
      where user_id = ${userId} and parent_id is not null
      group by parent_id
    ) as mine
    where ${comments.id} = mine.parent_id`);
  await tx
    .update(comments)
    .set({ likeCount: sql`greatest(${comments.likeCount} - 1, 0)` })
    .where(
      inArray(
        comments.id,
        tx.select({ id: commentLikes.commentId }).from(commentLikes).where(eq(commentLikes.userId, userId)),
      ),
    );
}
