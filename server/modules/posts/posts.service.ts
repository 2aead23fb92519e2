/**
 * What every list of posts shares: the columns a post is mapped from (`postColumns`,
 * `selectPosts`) and the page-wide extras (`wirePostsOf`: files, likes, plans, entitlements). The
 * feeds themselves are feeds.service.ts.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { Post } from '../../../src/contract/entities.ts';
import { categories, planPosts, postMedia, posts, users } from '../../db/schema.ts';
import type { Database } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import type { CallContext } from '../../http/call-context.ts';
import { type LikesContext, likedAmong } from './likes.service.ts';
import { entitlementsOf } from '../../access/post-access.ts';
import { type PostMapContext, toWirePost, type MediaRow, type PostRow } from './posts.mapper.ts';

/** What these services take from a call's context. */
export type PostsContext = Pick<CallContext, 'db' | 'now' | 'viewer'> & LikesContext & PostMapContext;

/**
 * A page of stored posts in the contract's shape, with what each list adds to its rows: the
 * files, whether the viewer liked each, the plans that unlock each. One place for every list of
 * posts (the feeds, a plan's posts, the creator's own).
 */
export async function wirePostsOf(ctx: PostsContext, rows: PostRow[]): Promise<Post[]> {
  const ids = rows.map((row) => row.id);
  const [media, liked, plans, held] = await Promise.all([
    mediaOf(ctx, ids),
    likedAmong(ctx, ctx.viewer.userId, ids),
    planIdsOf(ctx, ids),
    entitlementsOf(ctx.db, ctx.viewer, ctx.now(), ids),
  ]);
  return rows.map((row) =>
    toWirePost(ctx, row, media.get(row.id) ?? [], liked.has(row.id), plans.get(row.id) ?? [], held),
  );
}

/** The columns toWirePost maps, with author and category (from posts joined as `selectPosts` joins them). */
export const postColumns = {
  id: posts.id,
  userId: posts.userId,
  title: posts.title,
  content: posts.content,
  tags: posts.tags,
  resourceType: posts.resourceType,
  articleType: posts.articleType,
  priceCents: posts.priceCents,
  status: posts.status,
  /** Why review refused the post; only the owner's list (managePost) answers it. */
  reviewNote: posts.reviewNote,
  /** The rejection's reason code; only the owner's list answers it. */
  reviewReason: posts.reviewReason,
  displayAt: posts.displayAt,
  createdAt: posts.createdAt,
  likeCount: posts.likeCount,
  commentCount: posts.commentCount,
  shareCount: posts.shareCount,
  viewCount: posts.viewCount,
  buyCount: posts.buyCount,
  categoryCode: categories.code,
  author: {
    username: users.username,
    nickname: users.nickname,
    thumb: users.thumb,
    aff: users.aff,
    uuid: users.uuid,
  },
};

/** `postColumns` from posts with their author and category; other lists (a plan's posts) start from it. */
export function selectPosts(db: Database) {
  return db
    .select(postColumns)
    .from(posts)
    .innerJoin(users, eq(posts.userId, users.id))
    .leftJoin(categories, eq(posts.categoryId, categories.id));
}

/** The media of a page of posts, in order. */
const preparedMedia = preparedPerDatabase((db) =>
  db
    .select({
      postId: postMedia.postId,
      originalKey: postMedia.originalKey,
      blurKey: postMedia.blurKey,
      width: postMedia.width,
      height: postMedia.height,
      videoTime: postMedia.videoTime,
    })
    .from(postMedia)
    .where(sql`${postMedia.postId} = any(${sql.placeholder('postIds')}::integer[])`)
    .orderBy(asc(postMedia.postId), asc(postMedia.position))
    .prepare('feed_media'),
);

/** The plans that unlock a page of posts; every list of posts asks it. */
const preparedPlanIds = preparedPerDatabase((db) =>
  db
    .select({ postId: planPosts.postId, planId: planPosts.planId })
    .from(planPosts)
    .where(sql`${planPosts.postId} = any(${sql.placeholder('postIds')}::integer[])`)
    .orderBy(asc(planPosts.postId), asc(planPosts.planId))
    .prepare('feed_plan_ids'),
);

/** The media of a page of posts, by post id, in order. */
export async function mediaOf(ctx: PostsContext, postIds: number[]): Promise<Map<number, MediaRow[]>> {
  const byPost = new Map<number, MediaRow[]>();
  if (postIds.length === 0) return byPost;
  for (const row of await preparedMedia(ctx.db).execute({ postIds })) {
    const list = byPost.get(row.postId);
    if (list) list.push(row);
    else byPost.set(row.postId, [row]);
  }
  return byPost;
}

/** The plans that unlock each of these posts (subscription_ids), by post id, in plan id order. */
export async function planIdsOf(ctx: PostsContext, postIds: number[]): Promise<Map<number, number[]>> {
  const byPost = new Map<number, number[]>();
  if (postIds.length === 0) return byPost;
  for (const row of await preparedPlanIds(ctx.db).execute({ postIds })) {
    const list = byPost.get(row.postId);
    if (list) list.push(row.planId);
    else byPost.set(row.postId, [row.planId]);
  }
  return byPost;
}
