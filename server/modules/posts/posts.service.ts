/**
 * What every list of posts shares: the columns a post is mapped from (`postColumns`,
 * `selectPosts`) and the page-wide extras (`wirePostsOf`: files, likes, plans, entitlements). The
 * feeds themselves are feeds.service.ts.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { Post } from '../../../src/contract/entities.ts';
import { categories, planPosts, postLikes, postMedia, posts, users } from '../../db/schema.ts';
import type { Database } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { subqueryField } from '../../db/select-fields.ts';
import type { CallContext } from '../../http/call-context.ts';
import type { LikesContext } from './likes.service.ts';
import {
  boughtSql,
  runningSubscriptionsJson,
  subscriptionEntitlementsFrom,
  subscriptionEntitlementsOf,
  type RunningSubscription,
} from '../../access/post-access.ts';
import { type PostMapContext, toWirePost, type MediaRow, type PostRow } from './posts.mapper.ts';

/** What these services take from a call's context. */
export type PostsContext = Pick<CallContext, 'db' | 'now' | 'viewer'> & LikesContext & PostMapContext;

/**
 * A page of stored posts in the contract's shape, with what each list adds to its rows: the
 * files, whether the viewer liked each, the plans that unlock each, what the viewer holds. One
 * place for every list of posts (the feeds, a plan's posts, the creator's own).
 */
export async function wirePostsOf(ctx: PostsContext, rows: PostRow[]): Promise<Post[]> {
  if (rows.length === 0) return [];
  const memberId = ctx.viewer.userId;
  const [extras, visitorHolds] = await Promise.all([
    preparedPageExtras(ctx.db).execute({
      postIds: rows.map((row) => row.id),
      viewerId: memberId ?? 0,
      now: ctx.now(),
    }),
    // A visitor holds nothing, or, previewing their own page as a subscriber, its plans.
    memberId === undefined ? subscriptionEntitlementsOf(ctx.db, ctx.viewer, ctx.now()) : undefined,
  ]);
  const held =
    visitorHolds ??
    subscriptionEntitlementsFrom(memberId!, extras.find((extra) => extra.running)?.running ?? []);
  const byPost = new Map(extras.map((extra) => [extra.postId, extra]));
  const bought = new Set(extras.filter((extra) => extra.bought).map((extra) => extra.postId));
  const holds = { ...held, purchased: bought };
  return rows.map((row) => {
    const extra = byPost.get(row.id);
    const media = (extra?.media ?? []).map((item) => ({ ...item, postId: row.id }));
    return toWirePost(ctx, row, media, extra?.liked === true, extra?.planIds ?? [], holds);
  });
}

/**
 * What a page of posts adds to its rows, in one statement (five lookups of a few microseconds each
 * cost more in round trips than in work; docs/decisions/server-cost-per-call.md): each post's
 * files in order, its plans in id order, whether the viewer liked it and whether they bought it
 * and hold it still, and, on the first row only, the viewer's running subscriptions
 * (access/post-access.ts). A visitor asks as user 0, who liked, bought and subscribed to nothing.
 */
const preparedPageExtras = preparedPerDatabase((db) => {
  const viewerId = sql.placeholder('viewerId');
  const post = sql`page.id`;
  const media = sql`(select json_agg(json_build_object('originalKey', ${postMedia.originalKey},
      'blurKey', ${postMedia.blurKey}, 'width', ${postMedia.width}, 'height', ${postMedia.height},
      'videoTime', ${postMedia.videoTime}) order by ${postMedia.position})
    from ${postMedia} where ${postMedia.postId} = ${post})`;
  const plans = sql`array(select ${planPosts.planId} from ${planPosts}
    where ${planPosts.postId} = ${post} order by ${planPosts.planId})`;
  const liked = sql`exists (select 1 from ${postLikes}
    where ${postLikes.postId} = ${post} and ${postLikes.userId} = ${viewerId})`;
  const running = sql`case when page.n = 1
    then ${runningSubscriptionsJson(sql`${viewerId}::integer`, sql.placeholder('now'))} end`;
  return db
    .select({
      postId: sql<number>`page.id`,
      media: subqueryField<Omit<MediaRow, 'postId'>[] | null>(media),
      planIds: subqueryField<number[]>(plans),
      liked: subqueryField<boolean>(liked),
      bought: subqueryField<boolean>(boughtSql(viewerId, post)),
      running: subqueryField<RunningSubscription[] | null>(running),
    })
    .from(sql`unnest(${sql.placeholder('postIds')}::integer[]) with ordinality as page (id, n)`)
    .prepare('page_extras');
});

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
