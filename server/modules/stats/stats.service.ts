/**
 * A creator's numbers over a range (mine-earn: `user/getUserStatistic`, `article/stats`), start
 * included, end excluded. Every number comes from what is recorded with a time: income from the
 * ledger (earnings after the fee, less refunds and chargebacks, by when they were written),
 * subscriptions and buyers from paid orders, cancellations from the subscriptions, likes and
 * comments from their rows, views of the posts and of the creator's page from the view records
 * (views/views.service.ts, once per viewer and UTC day). The overall views and the per-post views
 * count the same records of the same posts (the published ones `article/stats` lists), so the
 * posts' views over a range add up to the overall figure. Shares alone are totals: nothing
 * records when one happened.
 */
import { and, count, countDistinct, desc, eq, gte, inArray, lt, sql, sum } from 'drizzle-orm';
import type { OverallStats, PostPerformance, PostStatistics } from '../../../src/contract/entities-money.ts';
import { REVIEW_STATUS } from '../../../src/contract/enums.ts';
import { centsToAmount } from '../../../src/contract/rules/money-rules.ts';
import {
  comments,
  ledgerEntries,
  orders,
  postLikes,
  posts,
  postViews,
  profileViews,
  userSubscriptions,
} from '../../db/schema.ts';
import type { CallContext } from '../../http/call-context.ts';
import { LEDGER_ACCOUNT, LEDGER_KIND } from '../ledger/ledger-accounts.ts';
import { creatorBalanceCents } from '../ledger/ledger.service.ts';
import { type PostsContext, selectPosts, wirePostsOf } from '../posts/posts.service.ts';
import { offsetOf } from '../../core/paging.ts';

/** What these services take from a call's context. */
export type StatsContext = Pick<CallContext, 'db' | 'now'> & PostsContext;

export interface StatsRange {
  start_time: number;
  end_time: number;
}

const DAY_MS = 24 * 3600 * 1000;
const dates = (range: StatsRange) => ({
  start: new Date(range.start_time * 1000),
  end: new Date(range.end_time * 1000),
});

/** The posts statistics count: the creator's published posts (scheduled ones included). */
function listedPostsWhere(userId: number) {
  return and(eq(posts.userId, userId), eq(posts.status, REVIEW_STATUS.published));
}

/** Counted views in the range; with listedPostsWhere, the views both the overall and per-post figures count. */
function viewsInRange(range: StatsRange) {
  const { start, end } = dates(range);
  return and(gte(postViews.viewedAt, start), lt(postViews.viewedAt, end));
}

/** Earnings lines (payments and their reversals) of a creator in the range. */
function earningsWhere(userId: number, range: StatsRange) {
  const { start, end } = dates(range);
  return and(
    eq(ledgerEntries.userId, userId),
    eq(ledgerEntries.account, LEDGER_ACCOUNT.creatorPayable),
    inArray(ledgerEntries.kind, [LEDGER_KIND.payment, LEDGER_KIND.reversal]),
    gte(ledgerEntries.createdAt, start),
    lt(ledgerEntries.createdAt, end),
  );
}

function paidWhere(userId: number, range: StatsRange) {
  const { start, end } = dates(range);
  return and(eq(orders.creatorId, userId), gte(orders.paidAt, start), lt(orders.paidAt, end));
}

const cents = (value: string | number | null | undefined) => 0 - Number(value ?? 0);

/** The creator's overall numbers over the range, and the balance now. */
export async function overallStats(
  ctx: StatsContext,
  userId: number,
  range: StatsRange,
): Promise<OverallStats> {
  const { start, end } = dates(range);
  const [[views], [clicks], [paid], [income], [cancelled], balance] = await Promise.all([
    // Views counted in the range (views/views.service.ts records each with its time) of the posts
    // `article/stats` lists, so its per-post views add up to this.
    ctx.db
      .select({ n: count() })
      .from(postViews)
      .innerJoin(posts, eq(posts.id, postViews.postId))
      .where(and(eq(postViews.creatorId, userId), listedPostsWhere(userId), viewsInRange(range))),
    ctx.db
      .select({ n: count() })
      .from(profileViews)
      .where(
        and(
          eq(profileViews.creatorId, userId),
          gte(profileViews.viewedAt, start),
          lt(profileViews.viewedAt, end),
        ),
      ),
    ctx.db
      .select({
        subscriptions: sql<number>`count(*) filter (where ${orders.kind} in ('subscription', 'renewal'))::int`,
        buyers: countDistinct(orders.buyerId),
      })
      .from(orders)
      .where(paidWhere(userId, range)),
    ctx.db
      .select({ n: sum(ledgerEntries.amountCents) })
      .from(ledgerEntries)
      .where(earningsWhere(userId, range)),
    ctx.db
      .select({ n: count() })
      .from(userSubscriptions)
      .where(
        and(
          eq(userSubscriptions.creatorId, userId),
          gte(userSubscriptions.cancelledAt, start),
          lt(userSubscriptions.cancelledAt, end),
        ),
      ),
    creatorBalanceCents(ctx.db, userId),
  ]);
  return {
    total_click: Number(clicks?.n ?? 0),
    total_subscription: Number(paid?.subscriptions ?? 0),
    total_view: Number(views?.n ?? 0),
    total_buyer: Number(paid?.buyers ?? 0),
    total_income_count: centsToAmount(cents(income?.n)),
    total_unsubscription: Number(cancelled?.n ?? 0),
    balance: centsToAmount(balance),
  };
}

/**
 * Days of the range the post was out (from its publication or the start, to the end or now), at
 * least one: what its daily average views divide by.
 */
function daysOut(displayAt: Date, range: StatsRange, now: Date): number {
  const { start, end } = dates(range);
  const from = Math.max(start.getTime(), displayAt.getTime());
  const to = Math.min(end.getTime(), now.getTime());
  return Math.max(1, (to - from) / DAY_MS);
}

/** One page of the creator's published posts, newest first, each with its numbers over the range. */
export async function postStats(
  ctx: StatsContext,
  userId: number,
  query: StatsRange & { page: number; limit: number },
): Promise<PostPerformance[]> {
  const { start, end } = dates(query);
  const rows = await selectPosts(ctx.db)
    .where(listedPostsWhere(userId))
    .orderBy(desc(posts.displayAt), desc(posts.id))
    .limit(query.limit)
    .offset(offsetOf(query));
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const [wire, views, likes, postComments, sales, income] = await Promise.all([
    wirePostsOf(ctx, rows),
    ctx.db
      .select({ postId: postViews.postId, n: count() })
      .from(postViews)
      .where(and(inArray(postViews.postId, ids), viewsInRange(query)))
      .groupBy(postViews.postId),
    ctx.db
      .select({ postId: postLikes.postId, n: count() })
      .from(postLikes)
      .where(
        and(inArray(postLikes.postId, ids), gte(postLikes.createdAt, start), lt(postLikes.createdAt, end)),
      )
      .groupBy(postLikes.postId),
    // Comments and replies written in the range (a post's comment_num counts both).
    ctx.db
      .select({ postId: comments.postId, n: count() })
      .from(comments)
      .where(and(inArray(comments.postId, ids), gte(comments.createdAt, start), lt(comments.createdAt, end)))
      .groupBy(comments.postId),
    ctx.db
      .select({ postId: orders.itemId, n: count() })
      .from(orders)
      .where(and(paidWhere(userId, query), eq(orders.kind, 'post'), inArray(orders.itemId, ids)))
      .groupBy(orders.itemId),
    ctx.db
      .select({ postId: orders.itemId, n: sum(ledgerEntries.amountCents) })
      .from(ledgerEntries)
      .innerJoin(orders, eq(orders.id, ledgerEntries.orderId))
      .where(and(earningsWhere(userId, query), eq(orders.kind, 'post'), inArray(orders.itemId, ids)))
      .groupBy(orders.itemId),
  ]);
  const byPost = <T extends { postId: number; n: unknown }>(list: T[]) =>
    new Map(list.map((row) => [row.postId, row.n]));
  const [viewsOf, likesOf, commentsOf, salesOf, incomeOf] = [
    byPost(views),
    byPost(likes),
    byPost(postComments),
    byPost(sales),
    byPost(income),
  ];
  const now = ctx.now();
  return wire.map((post, i) => {
    const row = rows[i]!;
    const viewed = Number(viewsOf.get(row.id) ?? 0);
    const statistics: PostStatistics = {
      total_view: viewed,
      total_comment: Number(commentsOf.get(row.id) ?? 0),
      total_like: Number(likesOf.get(row.id) ?? 0),
      // All time: a share is not recorded with its time (share_num, kept as the post's).
      total_share: row.shareCount,
      total_average_view: Math.round((viewed / daysOut(row.displayAt, query, now)) * 100) / 100,
      total_buy_article_count: Number(salesOf.get(row.id) ?? 0),
      total_buy_article_income: centsToAmount(cents(incomeOf.get(row.id) as string | null)),
    };
    return { ...post, statistics };
  });
}
