/**
 * Who may see which post: the one rule lists, likes, creator pages, video paths and the media
 * routes use. Visibility (`visiblePostsWhere`) says which posts a viewer may list; entitlement
 * (`canSeeOriginals`) says whose originals they may open: their own, free ones, the ones they
 * bought, and those a running subscription of theirs unlocks (docs/decisions.md, "Money").
 */
import { and, eq, gt, isNull, lte, ne, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { ARTICLE_TYPE, RESOURCE_TYPE, REVIEW_STATUS } from '../../src/contract/enums.ts';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import { preparedPerDatabase } from '../db/prepared.ts';
import { planPosts, posts, purchases, subscriptionPlans, userSubscriptions } from '../db/schema.ts';
import type { Viewer } from '../core/viewer.ts';
import { UNBOUND_VIEWER, type MediaUrls } from '../media/signing.ts';
import { notBlockedByWhere } from './block-rule.ts';
import { notSuspendedWhere } from './suspension-rule.ts';

/**
 * Only who is asking matters to the rule: a signed-in user's id, or nobody; or a creator's preview
 * of their own page as a subscriber (access/creator-preview.ts).
 */
export type PostViewer = Pick<Viewer, 'userId' | 'previewSubscriberOf'>;

/** Someone signed out: what the public sees (a creator's post count on their profile). */
export const PUBLIC_VIEWER: PostViewer = { userId: undefined };

/**
 * The posts `viewer` may see at `now` (the server's clock, `ctx.now()`): published, past their
 * display time, not private unless they are the viewer's own, and not of an account the viewer
 * blocked (access/block-rule.ts) nor of a suspended one (access/suspension-rule.ts). Locked posts are visible (their preview is public); whether the
 * originals are is `canSeeOriginals`. A prepared statement passes placeholders for the viewer's id
 * and the time (posts.service.ts, the unfiltered feeds).
 */
export function visiblePostsWhere(
  viewer: { userId?: number | Placeholder | undefined },
  now: Date | Placeholder,
): SQL {
  const notPrivate = ne(posts.articleType, ARTICLE_TYPE.private);
  const readable = viewer.userId === undefined ? notPrivate : or(notPrivate, eq(posts.userId, viewer.userId));
  return and(
    eq(posts.status, REVIEW_STATUS.published),
    lte(posts.displayAt, now),
    readable,
    notBlockedByWhere(viewer.userId, posts.userId),
    notSuspendedWhere(posts.userId, now),
  ) as SQL;
}

export interface PostAccessFacts {
  id: number;
  authorId: number;
  articleType: number;
  displayAt: Date;
  /** The plans that contain the post (plan_posts). */
  planIds: readonly number[];
}

/**
 * What a viewer holds, loaded once per page of posts (`entitlementsOf`), never per post: the
 * posts among them they bought, and their subscriptions that have not expired.
 */
export interface Entitlements {
  userId: number | undefined;
  /** Posts bought and not refunded. */
  purchased: ReadonlySet<number>;
  /**
   * Plans of the viewer's subscriptions that have not expired (running, or cancelled but not yet
   * ended), each with the start of its unlock window: posts displayed from then on are open;
   * null opens every post of the plan (unlock_day_after_subscribe 1000).
   */
  plans: ReadonlyMap<number, Date | null>;
  /**
   * An operator reviewing posts (the console's queue, issue 23): every post's originals are open
   * to them, as review needs; set only by `reviewerEntitlements`, never for a member.
   */
  reviewing?: true;
}

/** A viewer who holds nothing (a visitor, or a test of the plain rule). */
export function noEntitlements(viewer: PostViewer): Entitlements {
  return { userId: viewer.userId, purchased: new Set(), plans: new Map() };
}

/** What an operator holds while reviewing posts: every original, whoever the post is for. */
export function reviewerEntitlements(): Entitlements {
  return { userId: undefined, purchased: new Set(), plans: new Map(), reviewing: true };
}

/**
 * The viewer's entitlements among `postIds` at `now` (the server's clock): two indexed queries
 * for a whole page, whatever its length. A visitor holds nothing.
 */
export async function entitlementsOf(
  db: Database,
  viewer: PostViewer,
  now: Date,
  postIds: readonly number[],
): Promise<Entitlements> {
  const userId = viewer.userId;
  const [bought, held] = await Promise.all([
    userId === undefined || postIds.length === 0
      ? Promise.resolve([])
      : purchasedAmong(db).execute({ userId, postIds: [...postIds] }),
    subscriptionEntitlementsOf(db, viewer, now),
  ]);
  return { ...held, purchased: new Set(bought.map((row) => row.postId)) };
}

/**
 * What the viewer holds by subscription at `now`, with no purchase: the caller adds the posts of a
 * page they bought, asked with the rest of the page (`boughtSql`; posts.service.ts). One indexed
 * query; nothing for a visitor.
 */
export async function subscriptionEntitlementsOf(
  db: Database,
  viewer: PostViewer,
  now: Date,
): Promise<Entitlements> {
  const userId = viewer.userId;
  if (userId === undefined) {
    return viewer.previewSubscriberOf === undefined
      ? noEntitlements(viewer)
      : previewSubscriberEntitlements(db, viewer.previewSubscriberOf);
  }
  return subscriptionEntitlementsFrom(userId, await runningSubscriptions(db).execute({ userId, now }));
}

/** A subscription of the viewer's that still runs: its plan, and the display time it unlocks from. */
export interface RunningSubscription {
  planId: number;
  /** A Date from a row; milliseconds since 1970 from `runningSubscriptionsJson`. */
  unlockFrom: Date | number | null;
}

/** What the member holds by their running subscriptions (with no purchase). */
export function subscriptionEntitlementsFrom(
  userId: number,
  running: readonly RunningSubscription[],
): Entitlements {
  const plans = new Map(
    running.map((row) => [row.planId, row.unlockFrom === null ? null : new Date(row.unlockFrom)]),
  );
  return { userId, purchased: new Set(), plans };
}

/** Which of `userId`'s subscriptions run at `now`: not yet expired. */
function runningSubscriptionWhere(userId: number | Placeholder | SQL, now: Date | Placeholder): SQL {
  return and(eq(userSubscriptions.userId, userId), gt(userSubscriptions.expireAt, now))!;
}

/**
 * The member's running subscriptions as one JSON array, a column of a page's own statement
 * (posts.service.ts), so a page of posts costs no second round trip for them.
 */
export function runningSubscriptionsJson(userId: Placeholder | SQL, now: Placeholder): SQL {
  return sql`(select coalesce(json_agg(json_build_object('planId', ${userSubscriptions.planId},
      'unlockFrom', floor(extract(epoch from ${userSubscriptions.unlockFrom}) * 1000)::bigint)), '[]')
    from ${userSubscriptions} where ${runningSubscriptionWhere(userId, now)})`;
}

/** Whether `userId` bought the post `post` (an id column or SQL) and holds it still (not refunded), as SQL. */
export function boughtSql(userId: number | Placeholder, post: AnyPgColumn | SQL): SQL {
  return sql`exists (select 1 from ${purchases} where ${purchases.userId} = ${userId}
    and ${purchases.postId} = ${post} and ${purchases.revokedAt} is null)`;
}

/** entitlementsOf's statements, prepared: every page of posts a member opens asks them. */
const purchasedAmong = preparedPerDatabase((db) =>
  db
    .select({ postId: purchases.postId })
    .from(purchases)
    .where(
      and(
        eq(purchases.userId, sql.placeholder('userId')),
        isNull(purchases.revokedAt),
        sql`${purchases.postId} = any(${sql.placeholder('postIds')}::integer[])`,
      ),
    )
    .prepare('entitlements_purchased'),
);

const runningSubscriptions = preparedPerDatabase((db) =>
  db
    .select({ planId: userSubscriptions.planId, unlockFrom: userSubscriptions.unlockFrom })
    .from(userSubscriptions)
    .where(runningSubscriptionWhere(sql.placeholder('userId'), sql.placeholder('now')))
    .prepare('entitlements_subscriptions'),
);

/**
 * What a subscriber of every plan of the creator holds, from the start of each plan: a creator's
 * preview of their own page (nothing bought, no other creator's plans).
 */
async function previewSubscriberEntitlements(db: Database, creatorId: number): Promise<Entitlements> {
  const plans = await db
    .select({ id: subscriptionPlans.id })
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.userId, creatorId));
  return { userId: undefined, purchased: new Set(), plans: new Map(plans.map((plan) => [plan.id, null])) };
}

/**
 * The one rule: an operator reviewing posts sees every original (reviewerEntitlements); the
 * author sees their own posts' originals; everyone sees free posts'; anyone else sees a
 * non-private post's when they bought it (not refunded) or when a subscription of theirs that
 * has not expired is to a plan containing it and the post's display time falls in that
 * subscription's unlock window. `entitledWhere` is the same rule in SQL.
 */
export function canSeeOriginals(post: PostAccessFacts, held: Entitlements): boolean {
  if (held.reviewing) return true;
  if (held.userId !== undefined && held.userId === post.authorId) return true;
  if (post.articleType === ARTICLE_TYPE.free) return true;
  if (post.articleType === ARTICLE_TYPE.private) return false;
  // A visitor holds nothing; a preview as a subscriber holds plans only (previewSubscriberEntitlements).
  if (held.purchased.has(post.id)) return true;
  return post.planIds.some((planId) => {
    if (!held.plans.has(planId)) return false;
    const unlockFrom = held.plans.get(planId);
    return unlockFrom === null || unlockFrom === undefined || post.displayAt >= unlockFrom;
  });
}

/**
 * `canSeeOriginals` as a condition on `posts`, for lists filtered or counted by it (the liked
 * and bought lists' `unlock`); the server tests hold the two forms to the same answers.
 */
export function entitledWhere(viewer: PostViewer, now: Date): SQL {
  const userId = viewer.userId;
  if (userId === undefined) return eq(posts.articleType, ARTICLE_TYPE.free);
  const bought = boughtSql(userId, posts.id);
  const subscribed = sql`exists (select 1 from ${planPosts} inner join ${userSubscriptions}
    on ${userSubscriptions.planId} = ${planPosts.planId}
    where ${planPosts.postId} = ${posts.id} and ${userSubscriptions.userId} = ${userId}
      and ${userSubscriptions.expireAt} > ${now.toISOString()}::timestamptz
      and (${userSubscriptions.unlockFrom} is null or ${posts.displayAt} >= ${userSubscriptions.unlockFrom}))`;
  return or(
    eq(posts.userId, userId),
    eq(posts.articleType, ARTICLE_TYPE.free),
    and(ne(posts.articleType, ARTICLE_TYPE.private), or(bought, subscribed)),
  ) as SQL;
}

/**
 * The creators whose posts make the viewer's subscribed feed: those they hold a subscription to
 * that has not ended (running, or cancelled and still running to its end), as a subquery of their
 * ids (`creator_id`), each once. The viewer and the time may be placeholders (the subscribed feed's
 * prepared statement).
 */
export function subscribedCreatorIds(userId: number | Placeholder, now: Date | Placeholder): SQL {
  const at = now instanceof Date ? now.toISOString() : now;
  return sql`select distinct ${userSubscriptions.creatorId} as creator_id from ${userSubscriptions}
    where ${userSubscriptions.userId} = ${userId}
      and ${userSubscriptions.expireAt} > ${at}::timestamptz`;
}

/** Posts of the creators of `subscribedCreatorIds`, as a condition on `posts`. */
export function subscribedCreatorsWhere(userId: number | Placeholder, now: Date | Placeholder): SQL {
  return sql`${posts.userId} in (${subscribedCreatorIds(userId, now)})`;
}

/**
 * Whom a post's signed media URLs are bound to, for a viewer `canSeeOriginals` lets in: nobody
 * for a free post (its URL is no secret; shared caches may keep it), else the viewer, whose
 * media pass the media routes then require on every request (docs/decisions.md), and whose
 * entitlement they check again (access/media-entitlement.ts).
 */
export function mediaViewerKeyOf(
  post: Pick<PostAccessFacts, 'articleType'>,
  viewer: Pick<Viewer, 'key'>,
): string {
  return post.articleType === ARTICLE_TYPE.free ? UNBOUND_VIEWER : viewer.key;
}

/**
 * Whether a post's originals leave the server encrypted for the app to decrypt (spec §7; docs/
 * decisions.md, "Locked media: encrypted originals"): the pictures of image posts of every level
 * but free. A video post's poster stays plain (signed and bound all the same): its video's
 * segments are plain HLS, so encrypting one frame of it would protect nothing.
 */
export function encryptsOriginals(post: { articleType: number; resourceType: number }): boolean {
  return post.articleType !== ARTICLE_TYPE.free && post.resourceType !== RESOURCE_TYPE.video;
}

/** The signed URL of one original of a post, bound to `boundTo`: encrypted when the post's level says so. */
export function originalUrlOf(
  media: MediaUrls,
  post: { articleType: number; resourceType: number },
  originalKey: string,
  boundTo: string,
): string {
  return encryptsOriginals(post)
    ? media.encryptedUrl(originalKey, boundTo)
    : media.signedUrl(originalKey, boundTo);
}
