/** Feeds of published posts: popular, newest, and from subscribed creators. */
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Post } from '../../../src/contract/entities.ts';
import { LIST_FILTER } from '../../../src/contract/enums.ts';
import { categories, planPosts, postMedia, posts, users } from '../../db/schema.ts';
import type { Database } from '../../db/client.ts';
import type { CallContext } from '../../http/call-context.ts';
import { likedAmong } from './likes.service.ts';
import { entitlementsOf, subscribedCreatorsWhere, visiblePostsWhere } from './posts.access.ts';
import { toWirePost, type MediaRow, type PostRow } from './posts.mapper.ts';
import { isUuid } from '../../../src/contract/uuid.ts';

export interface PostListQuery {
  page: number;
  limit: number;
  filter_by: number;
  keyword?: string | undefined;
  uuid?: string | undefined;
  category?: string | undefined;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * One page of the feed: the posts the viewer may see (posts.access.ts). A page shorter than
 * `limit` tells the client there is no more.
 */
export async function listPosts(ctx: CallContext, query: PostListQuery): Promise<Post[]> {
  if (query.uuid !== undefined && !isUuid(query.uuid)) return [];
  const now = ctx.now();
  const offset = (query.page - 1) * query.limit;
  if (query.filter_by === LIST_FILTER.subscribed) {
    // The subscribed feed: the posts of creators the viewer holds a subscription to that has not
    // ended, newest first; a visitor subscribes to nobody.
    if (ctx.viewer.userId === undefined) return [];
    const rows = await selectPosts(ctx.db)
      .where(
        and(
          visiblePostsWhere(ctx.viewer, now),
          subscribedCreatorsWhere(ctx.viewer.userId, now),
          ...filterConditions(query),
        ),
      )
      .orderBy(...feedOrder(LIST_FILTER.new))
      .limit(query.limit)
      .offset(offset);
    return wirePostsOf(ctx, rows);
  }

  const filtered = Boolean(query.keyword || query.uuid || query.category);
  const rows = filtered
    ? await selectPosts(ctx.db)
        .where(and(visiblePostsWhere(ctx.viewer, now), ...filterConditions(query)))
        .orderBy(...feedOrder(query.filter_by))
        .limit(query.limit)
        .offset(offset)
    : await preparedFeed(ctx.db, query.filter_by, ctx.viewer.userId !== undefined).execute({
        now,
        viewerId: ctx.viewer.userId ?? 0,
        limit: query.limit,
        offset,
      });

  return wirePostsOf(ctx, rows);
}

/**
 * A page of stored posts in the contract's shape, with what each list adds to its rows: the
 * files, whether the viewer liked each, the plans that unlock each. One place for every list of
 * posts (the feeds, a plan's posts, the creator's own).
 */
export async function wirePostsOf(ctx: CallContext, rows: PostRow[]): Promise<Post[]> {
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

function filterConditions(query: PostListQuery): SQL[] {
  const conditions: SQL[] = [];
  if (query.keyword) {
    const pattern = likePattern(query.keyword);
    const matches = or(
      ilike(posts.title, pattern),
      ilike(posts.content, pattern),
      sql`exists (select 1 from unnest(${posts.tags}) as tag where tag ilike ${pattern})`,
    );
    if (matches) conditions.push(matches);
  }
  if (query.uuid) conditions.push(eq(users.uuid, query.uuid));
  if (query.category) conditions.push(eq(categories.code, query.category));
  return conditions;
}

function feedOrder(filterBy: number) {
  return filterBy === LIST_FILTER.new
    ? [desc(posts.displayAt), desc(posts.id)]
    : [desc(sql`${posts.likeCount} * 10 + ${posts.viewCount}`), desc(posts.id)];
}

/** The columns toWirePost maps, with author and category; other lists (a plan's posts) start from it. */
export function selectPosts(db: Database) {
  return db
    .select({
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
    })
    .from(posts)
    .innerJoin(users, eq(posts.userId, users.id))
    .leftJoin(categories, eq(posts.categoryId, categories.id));
}

/**
 * The unfiltered feeds (popular and new, for a visitor and for a signed-in viewer) as prepared
 * statements: Drizzle builds their SQL once per database instead of on every call, and PostgreSQL
 * parses them once per connection (docs/decisions.md, "The server's cost per call").
 */
function buildPreparedFeed(db: Database, filterBy: number, signedIn: boolean) {
  const viewer = { userId: signedIn ? sql.placeholder('viewerId') : undefined };
  return selectPosts(db)
    .where(visiblePostsWhere(viewer, sql.placeholder('now')))
    .orderBy(...feedOrder(filterBy))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(`feed_${filterBy === LIST_FILTER.new ? 'new' : 'popular'}_${signedIn ? 'member' : 'visitor'}`);
}

const preparedFeeds = new WeakMap<Database, Map<string, ReturnType<typeof buildPreparedFeed>>>();

function preparedFeed(db: Database, filterBy: number, signedIn: boolean) {
  let byShape = preparedFeeds.get(db);
  if (!byShape) {
    byShape = new Map();
    preparedFeeds.set(db, byShape);
  }
  const shape = `${filterBy === LIST_FILTER.new ? 'new' : 'popular'}:${signedIn}`;
  let prepared = byShape.get(shape);
  if (!prepared) {
    prepared = buildPreparedFeed(db, filterBy, signedIn);
    byShape.set(shape, prepared);
  }
  return prepared;
}

/** The media of a page of posts, in order; prepared once per database like the feeds. */
function buildPreparedMedia(db: Database) {
  return db
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
    .prepare('feed_media');
}

const preparedMedia = new WeakMap<Database, ReturnType<typeof buildPreparedMedia>>();

/** The media of a page of posts, by post id, in order. */
export async function mediaOf(ctx: CallContext, postIds: number[]): Promise<Map<number, MediaRow[]>> {
  const byPost = new Map<number, MediaRow[]>();
  if (postIds.length === 0) return byPost;
  let prepared = preparedMedia.get(ctx.db);
  if (!prepared) {
    prepared = buildPreparedMedia(ctx.db);
    preparedMedia.set(ctx.db, prepared);
  }
  for (const row of await prepared.execute({ postIds })) {
    const list = byPost.get(row.postId);
    if (list) list.push(row);
    else byPost.set(row.postId, [row]);
  }
  return byPost;
}

/** The plans that unlock each of these posts (subscription_ids), by post id, in plan id order. */
export async function planIdsOf(ctx: CallContext, postIds: number[]): Promise<Map<number, number[]>> {
  const byPost = new Map<number, number[]>();
  if (postIds.length === 0) return byPost;
  const rows = await ctx.db
    .select({ postId: planPosts.postId, planId: planPosts.planId })
    .from(planPosts)
    .where(inArray(planPosts.postId, postIds))
    .orderBy(asc(planPosts.postId), asc(planPosts.planId));
  for (const row of rows) {
    const list = byPost.get(row.postId);
    if (list) list.push(row.planId);
    else byPost.set(row.postId, [row.planId]);
  }
  return byPost;
}
