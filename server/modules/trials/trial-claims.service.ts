/**
 * Claiming a free trial (issue 25; docs/decisions/trials.md). A fan new to a creator claims a link's
 * trial once: an ordinary subscription on the link's plan that runs `days` and then renews at the
 * plan's price through the renewal sweep, with no order and no money now. Refused, in this order,
 * for a link ended, expired or full, a plan off sale, one's own link, a block either way, a trial of
 * this creator claimed before, and a subscription (running or past) to this creator.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { TrialClaim, TrialOffer } from '../../../src/contract/entities-trials.ts';
import { centsToAmount } from '../../../src/contract/rules/money-rules.ts';
import { PLAN_UNLOCK_ALL_DAYS } from '../../../src/contract/rules/plan-rules.ts';
import type { TrialRefusal } from '../../../src/contract/rules/trial-link-limits.ts';
import { blockedEitherWay } from '../../access/block-rule.ts';
import { ServiceError } from '../../core/service-error.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { subscriptionPlans, trialClaims, trialLinks, userSubscriptions, users } from '../../db/schema.ts';
import type { CallContext } from '../../http/call-context.ts';
import type { MessageId } from '../../i18n/messages.ts';
import { notify } from '../notifications/notify.ts';
import { trialLinkState } from './trial-link-wire.ts';

export type TrialClaimsContext = Pick<CallContext, 'db' | 'now' | 'media'>;

const DAY_MS = 24 * 3600_000;

/**
 * The message each refusal is answered with when claiming: the claim page's own words (one text,
 * one id: docs/decisions/one-id-per-text.md), but one's own link, which the page words for its owner.
 */
export const TRIAL_REFUSAL_MESSAGES: Record<TrialRefusal, MessageId> = {
  expired: 'trialClaim.refusal.expired',
  ended: 'trialClaim.refusal.ended',
  full: 'trialClaim.refusal.full',
  plan_off: 'trialClaim.refusal.planOff',
  self: 'server.trial.self',
  blocked: 'trialClaim.refusal.blocked',
  claimed: 'trialClaim.refusal.claimed',
  subscribed: 'trialClaim.refusal.subscribed',
};

type LinkRow = typeof trialLinks.$inferSelect;

async function linkByCode(db: Database | Transaction, code: string, lock: boolean) {
  const query = db
    .select({
      link: trialLinks,
      plan: {
        id: subscriptionPlans.id,
        name: subscriptionPlans.name,
        content: subscriptionPlans.content,
        priceCents: subscriptionPlans.priceCents,
        expireDays: subscriptionPlans.expireDays,
        unlockDays: subscriptionPlans.unlockDays,
        status: subscriptionPlans.status,
      },
    })
    .from(trialLinks)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, trialLinks.planId))
    .where(eq(trialLinks.code, code));
  const [found] = lock ? await query.for('update', { of: trialLinks }) : await query;
  if (!found) throw new ServiceError('server.trial.notFound');
  return found;
}

/** Why `fanId` (undefined: a visitor) cannot claim `link` at `now`, or null when they can. */
async function refusalOf(
  db: Database | Transaction,
  link: LinkRow,
  planStatus: number,
  fanId: number | undefined,
  now: Date,
): Promise<TrialRefusal | null> {
  const state = trialLinkState(link, now);
  if (state !== 'active') return state;
  if (planStatus !== 1) return 'plan_off';
  if (fanId === undefined) return null;
  if (fanId === link.creatorId) return 'self';
  if (await blockedEitherWay(db as Database, fanId, link.creatorId)) return 'blocked';
  const [claimed] = await db
    .select({ id: trialClaims.id })
    .from(trialClaims)
    .where(and(eq(trialClaims.fanId, fanId), eq(trialClaims.creatorId, link.creatorId)));
  if (claimed) return 'claimed';
  const [held] = await db
    .select({ id: userSubscriptions.id })
    .from(userSubscriptions)
    .where(and(eq(userSubscriptions.userId, fanId), eq(userSubscriptions.creatorId, link.creatorId)));
  return held ? 'subscribed' : null;
}

/** The link as the viewer would claim it now: creator, plan, the trial's end and the price after. */
export async function trialOffer(
  ctx: TrialClaimsContext,
  viewerId: number | undefined,
  code: string,
): Promise<TrialOffer> {
  const now = ctx.now();
  const { link, plan } = await linkByCode(ctx.db, code, false);
  const [creator] = await ctx.db
    .select({
      uuid: users.uuid,
      aff: users.aff,
      username: users.username,
      nickname: users.nickname,
      thumb: users.thumb,
    })
    .from(users)
    .where(eq(users.id, link.creatorId));
  const endsAt = new Date(now.getTime() + link.days * DAY_MS);
  return {
    code: link.code,
    days: link.days,
    creator: { ...creator!, thumb: ctx.media.publicUrl(creator!.thumb) },
    plan: {
      id: plan.id,
      name: plan.name,
      content: plan.content,
      price: centsToAmount(plan.priceCents),
      expire_days: plan.expireDays,
    },
    trial_ends_at: endsAt.toISOString(),
    trial_ends_ts: Math.floor(endsAt.getTime() / 1000),
    refusal: await refusalOf(ctx.db, link, plan.status, viewerId, now),
  };
}

/**
 * Claims the link's trial for `fanId`: under the link's row lock (so its claims never pass the
 * limit), one claim per fan and creator (also the unique index), a subscription of `days` with no
 * paying order, the creator told of a new subscriber. Nothing moves in the ledger.
 */
export async function claimTrial(ctx: TrialClaimsContext, fanId: number, code: string): Promise<TrialClaim> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const { link, plan } = await linkByCode(tx, code, true);
    const refusal = await refusalOf(tx, link, plan.status, fanId, now);
    if (refusal) throw new ServiceError(TRIAL_REFUSAL_MESSAGES[refusal]);
    const endsAt = new Date(now.getTime() + link.days * DAY_MS);
    const unlockFrom =
      plan.unlockDays >= PLAN_UNLOCK_ALL_DAYS ? null : new Date(now.getTime() - plan.unlockDays * DAY_MS);
    const [subscription] = await tx
      .insert(userSubscriptions)
      .values({
        userId: fanId,
        planId: plan.id,
        creatorId: link.creatorId,
        startedAt: now,
        periodStart: now,
        expireAt: endsAt,
        unlockFrom,
        lastOrderId: null,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: userSubscriptions.id });
    await tx.insert(trialClaims).values({
      linkId: link.id,
      fanId,
      creatorId: link.creatorId,
      subscriptionId: subscription!.id,
      trialEndsAt: endsAt,
      claimedAt: now,
    });
    await tx
      .update(trialLinks)
      .set({ claims: sql`${trialLinks.claims} + 1` })
      .where(eq(trialLinks.id, link.id));
    await notify(
      tx,
      { userId: link.creatorId, type: 'subscriber', actorId: fanId, planName: plan.name },
      now,
    );
    return {
      user_subscription_id: subscription!.id,
      plan_id: plan.id,
      plan_name: plan.name,
      trial_ends_at: endsAt.toISOString(),
      trial_ends_ts: Math.floor(endsAt.getTime() / 1000),
      renew_price: centsToAmount(plan.priceCents),
      expire_days: plan.expireDays,
    };
  });
}
