/**
 * The posts a fan bought (type 1, mine-buy's purchased tab) or liked (type 2, the collection),
 * `user/getArticleList`: newest purchase or like first, only posts the fan may still see, and
 * with `unlock` only those the fan may open now (1) or only the locked ones (0), by the one
 * access rule (access/post-access.ts `entitledWhere`).
 */
import { and, desc, eq, isNull, not, type SQL } from 'drizzle-orm';
import type { Post } from '../../../src/contract/entities.ts';
import { COLLECT_KIND } from '../../../src/contract/enums.ts';
import { postLikes, posts, purchases } from '../../db/schema.ts';
import type { CallContext } from '../../http/call-context.ts';
import { entitledWhere, visiblePostsWhere } from '../../access/post-access.ts';
import { type PostsContext, selectPosts, wirePostsOf } from './posts.service.ts';
import { offsetOf } from '../../core/paging.ts';

/** What these services take from a call's context. */
export type UserPostsContext = Pick<CallContext, 'db' | 'now'> & PostsContext;

export interface UserPostsQuery {
  type: number;
  unlock?: number | undefined;
  page: number;
  limit: number;
}

export async function listUserPosts(
  ctx: UserPostsContext,
  userId: number,
  query: UserPostsQuery,
): Promise<Post[]> {
  const now = ctx.now();
  const viewer = { userId };
  const unlock: SQL | undefined =
    query.unlock === undefined
      ? undefined
      : query.unlock === 1
        ? entitledWhere(viewer, now)
        : not(entitledWhere(viewer, now));
  const visible = and(visiblePostsWhere(viewer, now), unlock);
  const offset = offsetOf(query);
  const rows =
    query.type === COLLECT_KIND.bought
      ? await selectPosts(ctx.db)
          .innerJoin(
            purchases,
            and(eq(purchases.postId, posts.id), eq(purchases.userId, userId), isNull(purchases.revokedAt)),
          )
          .where(visible)
          .orderBy(desc(purchases.createdAt), desc(purchases.id))
          .limit(query.limit)
          .offset(offset)
      : await selectPosts(ctx.db)
          .innerJoin(postLikes, and(eq(postLikes.postId, posts.id), eq(postLikes.userId, userId)))
          .where(visible)
          .orderBy(desc(postLikes.createdAt), desc(posts.id))
          .limit(query.limit)
          .offset(offset);
  return wirePostsOf(ctx, rows);
}
