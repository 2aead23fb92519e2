/**
 * A fan's subscriptions (spec §3 "User subscription", §4 subscription actions): the lists
 * (`subscription/mySubscription`, `user/listSubs`) and cancel / restore
 * (`payment/cancelSubscription`). Re-subscribing and paying in advance are orders
 * (`payment/subscriptionCreater`); expiry is a time, not a job: a subscription gives access
 * while `expire_at` is ahead of the server's clock.
 */
import { and, asc, desc, eq, gt, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { UserSubscription } from '../../../src/contract/entities-social.ts';
import {
  CANCEL_SUBSCRIPTION_TYPE,
  SUBSCRIPTION_POSITION,
  USER_SUBSCRIPTION_STATUS,
  type UserSubscriptionStatus,
} from '../../../src/contract/enums.ts';
import type { Database } from '../../db/client.ts';
import {
  creatorProfiles,
  posts,
  subscriptionPlans,
  trialClaims,
  userSubscriptions,
  users,
} from '../../db/schema.ts';
import { ServiceError } from '../../core/service-error.ts';
import type { CallContext } from '../../http/call-context.ts';
import {
  type PlanMapContext,
  toWireUserSubscription,
  type UserSubscriptionRow,
} from '../plans/plans.mapper.ts';
import { PUBLIC_VIEWER, visiblePostsWhere } from '../../access/post-access.ts';
import { offsetOf } from '../../core/paging.ts';
import { notify } from '../notifications/notify.ts';

/** What these services take from a call's context. */
export type SubscriptionsContext = Pick<CallContext, 'db' | 'now'> & PlanMapContext;

/** 1 running, 0 cancelled but still running, 2 expired, at `now`. */
export function subscriptionStatusOf(
  row: { expireAt: Date; cancelledAt: Date | null },
  now: Date,
): UserSubscriptionStatus {
  if (row.expireAt <= now) return USER_SUBSCRIPTION_STATUS.expired;
  return row.cancelledAt ? USER_SUBSCRIPTION_STATUS.cancelled : USER_SUBSCRIPTION_STATUS.running;
}

function selectSubscriptions(ctx: SubscriptionsContext) {
  const now = ctx.now();
  const postCount = sql<number>`(select count(*)::int from ${posts} where ${posts.userId} = ${userSubscriptions.creatorId} and ${visiblePostsWhere(PUBLIC_VIEWER, now)})`;
  // A free trial not yet followed by a paid period (docs/decisions/trials.md).
  const trial = sql<boolean>`(${userSubscriptions.lastOrderId} is null and exists (select 1 from ${trialClaims} where ${trialClaims.subscriptionId} = ${userSubscriptions.id}))`;
  return ctx.db
    .select({
      id: userSubscriptions.id,
      planId: userSubscriptions.planId,
      planName: subscriptionPlans.name,
      priceCents: subscriptionPlans.priceCents,
      expireAt: userSubscriptions.expireAt,
      cancelledAt: userSubscriptions.cancelledAt,
      thumb: users.thumb,
      nickname: users.nickname,
      username: users.username,
      uuid: users.uuid,
      aff: users.aff,
      postCount,
      viewCount: creatorProfiles.viewCount,
      trial,
    })
    .from(userSubscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, userSubscriptions.planId))
    .innerJoin(users, eq(users.id, userSubscriptions.creatorId))
    .leftJoin(creatorProfiles, eq(creatorProfiles.userId, userSubscriptions.creatorId));
}

type SelectedRow = Awaited<ReturnType<ReturnType<typeof selectSubscriptions>['where']>>[number];

function toWire(ctx: SubscriptionsContext, row: SelectedRow): UserSubscription {
  const wire: UserSubscriptionRow = {
    id: row.id,
    planId: row.planId,
    planName: row.planName,
    priceCents: row.priceCents,
    status: subscriptionStatusOf(row, ctx.now()),
    expiresAt: row.expireAt,
    creator: {
      thumb: row.thumb,
      nickname: row.nickname,
      username: row.username,
      uuid: row.uuid,
      aff: row.aff,
      postCount: Number(row.postCount),
      viewCount: row.viewCount ?? 0,
    },
  };
  const mapped = toWireUserSubscription(ctx, wire);
  return row.trial ? { ...mapped, trial: 1 } : mapped;
}

/**
 * The fan's subscriptions at one position, paged: valid (1) are those still giving access,
 * running or cancelled before their end, the soonest end first; expired (2), the latest end first.
 */
export async function listSubscriptions(
  ctx: SubscriptionsContext,
  userId: number,
  query: { position: number; page: number; limit: number },
): Promise<UserSubscription[]> {
  const now = ctx.now();
  const valid = query.position === SUBSCRIPTION_POSITION.valid;
  const rows = await selectSubscriptions(ctx)
    .where(
      and(
        eq(userSubscriptions.userId, userId),
        valid ? gt(userSubscriptions.expireAt, now) : lte(userSubscriptions.expireAt, now),
      ),
    )
    .orderBy(
      valid ? asc(userSubscriptions.expireAt) : desc(userSubscriptions.expireAt),
      asc(userSubscriptions.id),
    )
    .limit(query.limit)
    .offset(offsetOf(query));
  return rows.map((row) => toWire(ctx, row));
}

/** Every subscription of the fan still giving access (`subscription/mySubscription`), soonest end first. */
export function mySubscriptionList(ctx: SubscriptionsContext, userId: number): Promise<UserSubscription[]> {
  return listSubscriptions(ctx, userId, { position: SUBSCRIPTION_POSITION.valid, page: 1, limit: 1000 });
}

/**
 * Turns renewal off (cancel) or on again (restore) for one of the fan's subscriptions that has
 * not ended; doing it twice changes nothing more. Answers false when there is no such
 * subscription of the fan, 'ended' when it has ended.
 */
export async function setRenewal(
  db: Database,
  userId: number,
  subscriptionId: number,
  cancel: boolean,
  now: Date,
): Promise<true | false | 'ended'> {
  const mine = and(eq(userSubscriptions.id, subscriptionId), eq(userSubscriptions.userId, userId));
  const [held] = await db
    .select({ expireAt: userSubscriptions.expireAt })
    .from(userSubscriptions)
    .where(mine);
  if (!held) return false;
  if (held.expireAt <= now) return 'ended';
  const change: SQL | undefined = cancel
    ? isNull(userSubscriptions.cancelledAt)
    : isNotNull(userSubscriptions.cancelledAt);
  await db.transaction(async (tx) => {
    const changed = await tx
      .update(userSubscriptions)
      .set({ cancelledAt: cancel ? now : null, updatedAt: now })
      .where(and(mine, gt(userSubscriptions.expireAt, now), change))
      .returning({ creatorId: userSubscriptions.creatorId, planId: userSubscriptions.planId });
    const cancelled = cancel ? changed[0] : undefined;
    if (!cancelled) return;
    // The creator hears of a cancellation (the subscription runs to its end), not of a restore.
    const [plan] = await tx
      .select({ name: subscriptionPlans.name })
      .from(subscriptionPlans)
      .where(eq(subscriptionPlans.id, cancelled.planId));
    await notify(
      tx,
      { userId: cancelled.creatorId, type: 'cancellation', actorId: userId, planName: plan?.name ?? '' },
      now,
    );
  });
  return true;
}

/**
 * Cancels (type 0: no renewal, it runs to its end) or restores (type 1: it renews again) one of
 * the fan's subscriptions (`payment/cancelSubscription`). An expired subscription is refused
 * (server.subscription.expired: it is bought again instead). Answers it as it now stands.
 */
export async function changeRenewal(
  ctx: SubscriptionsContext,
  userId: number,
  input: { type: number; userSubscriptionId: number },
): Promise<UserSubscription> {
  const cancel = input.type === CANCEL_SUBSCRIPTION_TYPE.cancel;
  const changed = await setRenewal(ctx.db, userId, input.userSubscriptionId, cancel, ctx.now());
  if (changed === false) throw new ServiceError('server.subscription.notFound');
  if (changed === 'ended') throw new ServiceError('server.subscription.expired');
  const [row] = await selectSubscriptions(ctx).where(
    and(eq(userSubscriptions.id, input.userSubscriptionId), eq(userSubscriptions.userId, userId)),
  );
  return toWire(ctx, row!);
}
