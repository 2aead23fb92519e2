/** Feeds of published posts: popular, newest, and from subscribed creators. */
import { and, asc, desc, eq, ilike, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Post } from '../../../src/contract/entities.ts';
import { ARTICLE_TYPE, LIST_FILTER, REVIEW_STATUS } from '../../../src/contract/enums.ts';
import { categories, postMedia, posts, users } from '../../db/schema.ts';
import type { CallContext } from '../../http/call-context.ts';
import { likedAmong } from './likes.service.ts';
import { toWirePost, type MediaRow } from './posts.mapper.ts';

export interface PostListQuery {
  page: number;
  limit: number;
  filter_by: number;
  keyword?: string | undefined;
  uuid?: string | undefined;
  category?: string | undefined;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * One page of the feed. Only published posts whose display time has passed; private posts only
 * to their author. A page shorter than `limit` tells the client there is no more.
 */
export async function listPosts(ctx: CallContext, query: PostListQuery): Promise<Post[]> {
  // No subscriptions exist yet, so the subscribed feed is empty for everyone.
  if (query.filter_by === LIST_FILTER.subscribed) return [];
  if (query.uuid !== undefined && !UUID_PATTERN.test(query.uuid)) return [];

  const conditions: SQL[] = [eq(posts.status, REVIEW_STATUS.published), lte(posts.displayAt, new Date())];
  const visible =
    ctx.viewer.userId === undefined
      ? ne(posts.articleType, ARTICLE_TYPE.private)
      : or(ne(posts.articleType, ARTICLE_TYPE.private), eq(posts.userId, ctx.viewer.userId));
  if (visible) conditions.push(visible);
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

  const order =
    query.filter_by === LIST_FILTER.new
      ? [desc(posts.displayAt), desc(posts.id)]
      : [desc(sql`${posts.likeCount} * 10 + ${posts.viewCount}`), desc(posts.id)];

  const rows = await ctx.db
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
    .leftJoin(categories, eq(posts.categoryId, categories.id))
    .where(and(...conditions))
    .orderBy(...order)
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);

  const ids = rows.map((row) => row.id);
  const [media, liked] = await Promise.all([mediaOf(ctx, ids), likedAmong(ctx, ctx.viewer.userId, ids)]);
  return rows.map((row) => toWirePost(ctx, row, media.get(row.id) ?? [], liked.has(row.id)));
}

async function mediaOf(ctx: CallContext, postIds: number[]): Promise<Map<number, MediaRow[]>> {
  const byPost = new Map<number, MediaRow[]>();
  if (postIds.length === 0) return byPost;
  const rows = await ctx.db
    .select({
      postId: postMedia.postId,
      originalKey: postMedia.originalKey,
      blurKey: postMedia.blurKey,
      width: postMedia.width,
      height: postMedia.height,
      videoTime: postMedia.videoTime,
    })
    .from(postMedia)
    .where(inArray(postMedia.postId, postIds))
    .orderBy(asc(postMedia.postId), asc(postMedia.position));
  for (const row of rows) {
    const list = byPost.get(row.postId) ?? [];
    list.push(row);
    byPost.set(row.postId, list);
  }
  return byPost;
}
