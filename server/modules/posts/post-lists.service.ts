/**
 * The lists of posts the app shows, each a feed (feeds.service.ts) with its filters:
 * `article/getList` (popular, newest, subscribed, a search, with the spec's filters), a creator's
 * posts (`getArticleByUser`), the subscribed feed (`getSubscriptionArticle`) and the interested
 * feed (`getArticleByInterseted`).
 */
import { eq, ne, sql, type SQL } from 'drizzle-orm';
import { LIST_FILTER } from '../../../src/contract/enums.ts';
import { isUuid } from '../../../src/contract/uuid.ts';
import { categories, planPosts, posts, userInterests } from '../../db/schema.ts';
import type { CallContext } from '../../http/call-context.ts';
import { type FeedsContext, creatorPostsWhere, readFeed, type FeedPage } from './feeds.service.ts';
import { cursorOrderOf } from './feed-cursor.ts';
import { searchesSimilar } from '../../db/search-match.ts';
import { subscribedCreatorsWhere } from '../../access/post-access.ts';

/** What these services take from a call's context. */
export type PostListsContext = Pick<CallContext, 'db' | 'now' | 'viewer'> & FeedsContext;

export interface PostListQuery {
  page: number;
  limit: number;
  filter_by: number;
  keyword?: string | undefined;
  uuid?: string | undefined;
  category?: string | undefined;
  user_interested?: number | undefined;
  include_my_article?: number | undefined;
  subscription_id?: number | undefined;
  resource_type?: number | undefined;
  cursor?: string | undefined;
}

const EMPTY: FeedPage = { list: [], cursor: '' };

/** Posts one plan contains. */
const planWhere = (planId: number) =>
  sql`exists (select 1 from ${planPosts} where ${planPosts.planId} = ${planId} and ${planPosts.postId} = ${posts.id})`;

/** Posts in the categories the user picked (user/updateinterested). */
const interestedWhere = (userId: number) =>
  sql`${posts.categoryId} in (select ${userInterests.categoryId} from ${userInterests} where ${userInterests.userId} = ${userId})`;

async function hasInterests(ctx: PostListsContext, userId: number): Promise<boolean> {
  const rows = await ctx.db
    .select({ userId: userInterests.userId })
    .from(userInterests)
    .where(eq(userInterests.userId, userId))
    .limit(1);
  return rows.length > 0;
}

/** The conditions of getList's filters (each optional); null when they cannot match anything. */
async function listFilters(ctx: PostListsContext, query: PostListQuery): Promise<SQL[] | null> {
  const conditions: SQL[] = [];
  const viewerId = ctx.viewer.userId;
  if (query.uuid !== undefined) {
    if (!isUuid(query.uuid)) return null;
    conditions.push(creatorPostsWhere(query.uuid));
  }
  if (query.category)
    conditions.push(
      sql`${posts.categoryId} = (select ${categories.id} from ${categories} where ${categories.code} = ${query.category})`,
    );
  if (query.user_interested === 1 && viewerId !== undefined && (await hasInterests(ctx, viewerId)))
    conditions.push(interestedWhere(viewerId));
  if (query.include_my_article === 0 && viewerId !== undefined) conditions.push(ne(posts.userId, viewerId));
  if (query.subscription_id !== undefined) conditions.push(planWhere(query.subscription_id));
  if (query.resource_type !== undefined) conditions.push(eq(posts.resourceType, query.resource_type));
  if (query.filter_by === LIST_FILTER.subscribed) {
    // The subscribed feed: posts of creators the viewer holds a subscription to that has not
    // ended; a visitor subscribes to nobody. A search among them filters by creator; the feed
    // itself reads each creator's newest (listPosts, feeds.service.ts).
    if (viewerId === undefined) return null;
    if (query.keyword) conditions.push(subscribedCreatorsWhere(viewerId, ctx.now()));
  }
  return conditions;
}

/**
 * `article/getList`: a search (keyword) is ranked by relevance and recency; otherwise popular
 * (filter_by 0), newest (1) or the subscribed feed (2, newest first).
 */
export async function listPosts(ctx: PostListsContext, query: PostListQuery): Promise<FeedPage> {
  const where = await listFilters(ctx, query);
  if (where === null) return EMPTY;
  const page = { cursor: query.cursor, page: query.page, limit: query.limit };
  if (query.keyword) return searchPosts(ctx, query.keyword, where, page);
  const order = query.filter_by === LIST_FILTER.popular ? 'popular' : 'new';
  const subscriberId = query.filter_by === LIST_FILTER.subscribed ? ctx.viewer.userId : undefined;
  return readFeed(ctx, { order, where, subscriberId, ...page });
}

/**
 * A search among the posts `where` allows: by lexemes, and by similarity when they find nothing
 * (db/search-match.ts); a cursor says which of the two it walks.
 */
async function searchPosts(
  ctx: PostListsContext,
  keyword: string,
  where: SQL[],
  page: PagedCursor,
): Promise<FeedPage> {
  const similarToo = searchesSimilar(keyword);
  const read = (order: 'search' | 'similar', at: PagedCursor) =>
    readFeed(ctx, { order, where, keyword, ...at });
  if (page.cursor) {
    const similar = cursorOrderOf(page.cursor) === 'similar';
    if (similar && !similarToo) return EMPTY;
    return read(similar ? 'similar' : 'search', page);
  }
  const exact = await read('search', page);
  if (exact.list.length > 0 || !similarToo) return exact;
  if (page.page > 1 && (await read('search', { page: 1, limit: 1 })).list.length > 0) return exact;
  return read('similar', page);
}

export interface PagedCursor {
  page: number;
  limit: number;
  cursor?: string | undefined;
}

/** One creator's posts, newest first: all, one plan's, or one kind (the creator page's chips). */
export async function listCreatorPosts(
  ctx: PostListsContext,
  query: PagedCursor & {
    uuid: string;
    subscription_id?: number | undefined;
    resource_type?: number | undefined;
  },
): Promise<FeedPage> {
  if (!isUuid(query.uuid)) return EMPTY;
  return readFeed(ctx, {
    order: 'new',
    creatorUuid: query.uuid,
    where: [
      query.subscription_id === undefined ? undefined : planWhere(query.subscription_id),
      query.resource_type === undefined ? undefined : eq(posts.resourceType, query.resource_type),
    ],
    ...query,
  });
}

/** The posts of the creators the viewer subscribes to, newest first. */
export async function listSubscribedPosts(
  ctx: PostListsContext,
  userId: number,
  query: PagedCursor,
): Promise<FeedPage> {
  return readFeed(ctx, { order: 'new', subscriberId: userId, ...query });
}

/**
 * The posts of the categories the viewer picked, newest first; popular for a visitor or a member
 * who has picked none yet (what the home feed shows them).
 */
export async function listInterestedPosts(ctx: PostListsContext, query: PagedCursor): Promise<FeedPage> {
  const userId = ctx.viewer.userId;
  if (userId === undefined || !(await hasInterests(ctx, userId)))
    return readFeed(ctx, { order: 'popular', ...query });
  return readFeed(ctx, { order: 'new', where: [interestedWhere(userId)], ...query });
}
