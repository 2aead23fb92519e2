/**
 * Feeds read by key (docs/decisions.md, "Feeds"): every list of posts ordered popular (a like
 * weighs ten views, the newer id first on ties), newest (display time, then id) or by search
 * score reads the page after a position `(key, id)` rather than skipping rows, so a page 50,000
 * deep costs what the first does, and posts arriving meanwhile neither repeat nor skip a post of
 * the walk. `page` without a cursor still counts from the start (offset), as the app always paged.
 * The unfiltered feeds and searches are prepared statements (docs/decisions.md, "The server's cost
 * per call").
 */
import { and, desc, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Post } from '../../../src/contract/entities.ts';
import { categories, posts, users } from '../../db/schema.ts';
import type { Database } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import type { CallContext } from '../../http/call-context.ts';
import {
  decodeCursor,
  encodeCursor,
  FIRST_POSITION,
  type FeedOrder,
  type FeedPosition,
} from './feed-cursor.ts';
import { postSearchMatchOf, searchCandidatesWhere } from './post-search.ts';
import { subscribedCreatorIds, visiblePostsWhere } from '../../access/post-access.ts';
import { type PostsContext, postColumns, wirePostsOf } from './posts.service.ts';
import { offsetOf } from '../../core/paging.ts';

/** What these services take from a call's context. */
export type FeedsContext = Pick<CallContext, 'db' | 'now' | 'viewer'> & PostsContext;

/** A page of a feed and the cursor of the next ('' after a short, last page). */
export interface FeedPage {
  list: Post[];
  cursor: string;
}

export interface FeedRequest {
  order: FeedOrder;
  /** Conditions beyond what the viewer may see (a category, a plan...). */
  where?: readonly (SQL | undefined)[];
  /** Only this creator's posts (by public id): a prepared statement of its own when alone. */
  creatorUuid?: string | undefined;
  /**
   * Only the posts of the creators this member holds a subscription to that has not ended (the
   * subscribed feed): a prepared statement of its own when alone.
   */
  subscriberId?: number | undefined;
  /**
   * What a search looks for (order `search` by lexemes, `similar` by similarity; post-search.ts):
   * it ranks the most recent posts the keyword and `where` find.
   */
  keyword?: string | undefined;
  cursor?: string | undefined;
  page: number;
  limit: number;
}

interface Ordering {
  /** The sort key, highest first. */
  key: SQL;
  /** The key as text, exactly as the database compares it (the cursor carries it). */
  keyText: SQL;
  /** Rows after `position` in this order. */
  after(position: { key: SQL | string; id: SQL | number }): SQL;
}

/** What a feed reads beyond what the viewer may see: a search's match, ranked by its score. */
interface Selection {
  ordering: Ordering;
  /** The search's candidates (post-search.ts), with the feed's own conditions inside them. */
  candidates?: (viewer: { userId?: number | Placeholder | undefined }, now: Date | Placeholder) => SQL;
}

/**
 * The order and, for a search, the candidates of a feed; `keyword` may be a prepared statement's
 * placeholder. A search's conditions go inside its candidates, as they choose which posts rank.
 */
function selectionOf(
  order: FeedOrder,
  keyword: string | Placeholder | undefined,
  filters: readonly SQL[],
): Selection {
  if (order !== 'search' && order !== 'similar') return { ordering: orderingOf(order) };
  if (keyword === undefined) throw new Error('a search feed needs its keyword');
  const match = postSearchMatchOf(order === 'search' ? 'lexemes' : 'similar', keyword);
  return {
    ordering: orderingOf(order, match.score),
    candidates: (viewer, now) => searchCandidatesWhere(viewer, now, [...filters, match.where]),
  };
}

function orderingOf(order: FeedOrder, score?: SQL): Ordering {
  if (order === 'new') {
    return {
      key: sql`${posts.displayAt}`,
      keyText: sql<string>`((extract(epoch from ${posts.displayAt}) * 1000000)::bigint)::text`,
      after: ({ key, id }) =>
        sql`(${posts.displayAt}, ${posts.id}) < (timestamptz 'epoch' + ${key}::bigint * interval '1 microsecond', ${id}::integer)`,
    };
  }
  const searching = order === 'search' || order === 'similar';
  if (searching && !score) throw new Error('a search feed needs its score');
  const key = searching && score ? score : sql`(${posts.likeCount} * 10 + ${posts.viewCount})`;
  const type = searching ? sql`float8` : sql`bigint`;
  return {
    key,
    keyText: sql<string>`(${key})::${type}::text`,
    after: (position) => sql`(${key}, ${posts.id}) < (${position.key}::${type}, ${position.id}::integer)`,
  };
}

/**
 * The subscribed feed's candidates: of each subscribed creator, their first `count` posts (offset
 * plus limit) in the feed's order among those `conditions` keep (the viewer's rule, the position,
 * the filters), read by that creator's own index (posts_user_key_idx for the newest first); of
 * those, the first `count`. The page is among them, since no creator has more than `count` posts
 * on or before its last row. This reads what nine creators' first pages do, where filtering the
 * whole feed by creator read every post of theirs (804 for the benchmark's fan: 4 to 37 ms, now
 * under 1; docs/benchmarks.md). The inner `posts` is the subquery's own.
 */
function subscribedCandidatesWhere(
  subscriberId: number | Placeholder,
  now: Date | Placeholder,
  ordering: Ordering,
  conditions: SQL,
  count: SQL,
): SQL {
  return sql`${posts.id} = any(array(select newest.id from (${subscribedCreatorIds(subscriberId, now)}) as subscribed
    cross join lateral (select ${posts.id}, ${ordering.key} as key from ${posts}
      where ${posts.userId} = subscribed.creator_id and ${conditions}
      order by ${ordering.key} desc, ${posts.id} desc limit ${count}) as newest
    order by newest.key desc, newest.id desc limit ${count}))`;
}

/** Posts of one creator, by public id. */
export const creatorPostsWhere = (uuid: SQL | string) =>
  sql`${posts.userId} = (select ${users.id} from ${users} where ${users.uuid} = ${uuid})`;

function feedSelect(db: Database, ordering: Ordering) {
  return db
    .select({ ...postColumns, feedKey: ordering.keyText.mapWith(String) })
    .from(posts)
    .innerJoin(users, eq(posts.userId, users.id))
    .leftJoin(categories, eq(posts.categoryId, categories.id));
}

/**
 * The unfiltered feeds (popular and new, for a visitor and for a signed-in viewer, of everyone, of
 * one creator or of the creators a member subscribes to) and the unfiltered searches (by lexemes or similarity, the keyword a parameter)
 * as prepared statements: Drizzle builds their SQL once per database and PostgreSQL parses them
 * once per connection. The first page reads after FIRST_POSITION, so one statement serves every
 * page. A search's statement is unnamed, so PostgreSQL still plans it for its keyword: how many
 * posts a word finds decides which index picks the candidates (post-search.ts), which a plan made
 * once for any keyword could not know.
 */
interface FeedShape {
  order: FeedOrder;
  signedIn: boolean;
  byCreator: boolean;
  bySubscriptions: boolean;
}

function buildPreparedFeed(db: Database, { order, signedIn, byCreator, bySubscriptions }: FeedShape) {
  const { ordering, candidates } = selectionOf(order, sql.placeholder('keyword'), []);
  const viewer = { userId: signedIn ? sql.placeholder('viewerId') : undefined };
  const now = sql.placeholder('now');
  const conditions = and(
    visiblePostsWhere(viewer, now),
    byCreator ? creatorPostsWhere(sql`${sql.placeholder('creatorUuid')}`) : undefined,
    candidates?.(viewer, now),
    ordering.after({ key: sql`${sql.placeholder('key')}`, id: sql`${sql.placeholder('id')}` }),
  ) as SQL;
  const count = sql`${sql.placeholder('limit')}::integer + ${sql.placeholder('offset')}::integer`;
  return feedSelect(db, ordering)
    .where(
      bySubscriptions
        ? and(
            conditions,
            subscribedCandidatesWhere(sql.placeholder('subscriberId'), now, ordering, conditions, count),
          )
        : conditions,
    )
    .orderBy(desc(ordering.key), desc(posts.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(
      candidates
        ? ''
        : `feed_${order}_${signedIn ? 'member' : 'visitor'}${byCreator ? '_creator' : ''}${bySubscriptions ? '_subscribed' : ''}`,
    );
}

/** Each database's feed statements, by shape, built as they are first asked for. */
const preparedFeeds = preparedPerDatabase(() => new Map<string, ReturnType<typeof buildPreparedFeed>>());

function preparedFeed(db: Database, shape: FeedShape) {
  const byShape = preparedFeeds(db);
  const key = `${shape.order}:${shape.signedIn}:${shape.byCreator}:${shape.bySubscriptions}`;
  let prepared = byShape.get(key);
  if (!prepared) {
    prepared = buildPreparedFeed(db, shape);
    byShape.set(key, prepared);
  }
  return prepared;
}

/** One page of a feed as `ctx`'s viewer may see it (access/post-access.ts), with the next page's cursor. */
export async function readFeed(ctx: FeedsContext, request: FeedRequest): Promise<FeedPage> {
  const position: FeedPosition = request.cursor
    ? decodeCursor(request.order, request.cursor)
    : FIRST_POSITION[request.order];
  // A cursor names where to go on; without one, `page` counts from the start.
  const offset = request.cursor ? 0 : offsetOf(request);
  const now = ctx.now();
  const filters = (request.where ?? []).filter((condition): condition is SQL => condition !== undefined);
  let rows;
  if (filters.length === 0) {
    rows = await preparedFeed(ctx.db, {
      order: request.order,
      signedIn: ctx.viewer.userId !== undefined,
      byCreator: request.creatorUuid !== undefined,
      bySubscriptions: request.subscriberId !== undefined,
    }).execute({
      now,
      viewerId: ctx.viewer.userId ?? 0,
      creatorUuid: request.creatorUuid ?? '',
      subscriberId: request.subscriberId ?? 0,
      keyword: request.keyword ?? '',
      key: position.key,
      id: position.id,
      limit: request.limit,
      offset,
    });
  } else {
    const { ordering, candidates } = selectionOf(request.order, request.keyword, filters);
    const conditions = and(
      visiblePostsWhere(ctx.viewer, now),
      request.creatorUuid === undefined ? undefined : creatorPostsWhere(request.creatorUuid),
      ...(candidates ? [candidates(ctx.viewer, now)] : filters),
      ordering.after(position),
    ) as SQL;
    const subscriberId = request.subscriberId;
    rows = await feedSelect(ctx.db, ordering)
      .where(
        subscriberId === undefined
          ? conditions
          : and(
              conditions,
              subscribedCandidatesWhere(
                subscriberId,
                now,
                ordering,
                conditions,
                sql`${request.limit + offset}`,
              ),
            ),
      )
      .orderBy(desc(ordering.key), desc(posts.id))
      .limit(request.limit)
      .offset(offset);
  }
  const last = rows.at(-1);
  return {
    list: await wirePostsOf(ctx, rows),
    cursor:
      last && rows.length === request.limit
        ? encodeCursor(request.order, { key: last.feedKey, id: last.id })
        : '',
  };
}
