/**
 * Offers on plans (issue 25; docs/decisions/offers.md): a creator puts a percentage off one of
 * their own plans until an end date, and may end it early; a plan has one running offer at a
 * time. The price a fan pays is read from here in the order's transaction (payments/order-items.ts),
 * so an offer that ended a second ago no longer applies. The bounds are offer-rules.ts's.
 */
import { and, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import type { PlanOffer } from '../../../src/contract/entities-social.ts';
import { centsToAmount } from '../../../src/contract/rules/money-rules.ts';
import {
  isOfferEnd,
  isOfferPercent,
  OFFER_DAYS_MAX,
  OFFER_PERCENT_MAX,
  OFFER_PERCENT_MIN,
  offerKeepsMinimum,
  offerPriceCents,
  type OfferScope,
} from '../../../src/contract/rules/offer-rules.ts';
import { PLAN_PRICE_MIN } from '../../../src/contract/rules/plan-rules.ts';
import { ServiceError } from '../../core/service-error.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { planOffers, subscriptionPlans } from '../../db/schema.ts';
import type { CallContext } from '../../http/call-context.ts';
import { lockCreator } from '../accounts/creator-lock.ts';

export type OffersContext = Pick<CallContext, 'db' | 'now'>;

/** A running offer as the order and the plan lists read it. */
export interface RunningOffer {
  id: number;
  planId: number;
  percent: number;
  scope: OfferScope;
  endsAt: Date;
}

const offerColumns = {
  id: planOffers.id,
  planId: planOffers.planId,
  percent: planOffers.percent,
  scope: planOffers.scope,
  endsAt: planOffers.endsAt,
};

/** Running at `now`: begun, not ended early, its end ahead. */
const runningAt = (now: Date) =>
  and(isNull(planOffers.endedAt), lte(planOffers.startsAt, now), gt(planOffers.endsAt, now));

const asRunning = (row: { scope: string } & Omit<RunningOffer, 'scope'>): RunningOffer => ({
  ...row,
  scope: row.scope === 'every' ? 'every' : 'first',
});

/** The running offers of these plans at `now`, by plan id. */
export async function runningOffersOf(
  db: Database | Transaction,
  planIds: number[],
  now: Date,
): Promise<Map<number, RunningOffer>> {
  if (planIds.length === 0) return new Map();
  const rows = await db
    .select(offerColumns)
    .from(planOffers)
    .where(and(inArray(planOffers.planId, planIds), runningAt(now)));
  return new Map(rows.map((row) => [row.planId, asRunning(row)]));
}

/** The plan's running offer at `now`, or undefined. */
export async function runningOfferOf(
  db: Database | Transaction,
  planId: number,
  now: Date,
): Promise<RunningOffer | undefined> {
  return (await runningOffersOf(db, [planId], now)).get(planId);
}

/** The offer as a plan's `offer` field shows it, its price taken off `priceCents`. */
export function toWireOffer(offer: RunningOffer, priceCents: number): PlanOffer {
  return {
    percent: offer.percent,
    scope: offer.scope,
    price: centsToAmount(offerPriceCents(priceCents, offer.percent)),
    ends_ts: Math.floor(offer.endsAt.getTime() / 1000),
    ends_at: offer.endsAt.toISOString(),
  };
}

/** Refuses a discount that would take `priceCents` below the lowest plan price. */
function refuseBelowMinimum(priceCents: number, percent: number): void {
  if (!offerKeepsMinimum(priceCents, percent))
    throw new ServiceError('server.offer.belowMinimum', {
      percent,
      price: centsToAmount(offerPriceCents(priceCents, percent)),
      min: PLAN_PRICE_MIN,
    });
}

/** The creator's own plan, or server.plan.notFound. */
async function ownPlan(tx: Transaction, userId: number, planId: number) {
  const [plan] = await tx
    .select({ id: subscriptionPlans.id, priceCents: subscriptionPlans.priceCents })
    .from(subscriptionPlans)
    .where(and(eq(subscriptionPlans.id, planId), eq(subscriptionPlans.userId, userId)));
  if (!plan) throw new ServiceError('server.plan.notFound');
  return plan;
}

export interface OfferInput {
  subscription_id: number;
  percent: number;
  scope: OfferScope;
  ends_ts: number;
}

/**
 * Puts an offer on one of the creator's plans, from now until `ends_ts`. Refused: someone else's
 * plan (server.plan.notFound), a percentage outside 5..90, a price below the minimum after it, an
 * end not ahead or past 90 days, a plan with an offer running (server.offer.running).
 */
export async function setOffer(ctx: OffersContext, userId: number, input: OfferInput): Promise<PlanOffer> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    await lockCreator(tx, userId);
    const plan = await ownPlan(tx, userId, input.subscription_id);
    if (!isOfferPercent(input.percent))
      throw new ServiceError('server.offer.percent', { min: OFFER_PERCENT_MIN, max: OFFER_PERCENT_MAX });
    refuseBelowMinimum(plan.priceCents, input.percent);
    const endsAt = new Date(input.ends_ts * 1000);
    if (!isOfferEnd(endsAt, now)) throw new ServiceError('server.offer.endsAt', { max: OFFER_DAYS_MAX });
    if (await runningOfferOf(tx, plan.id, now)) throw new ServiceError('server.offer.running');
    const [created] = await tx
      .insert(planOffers)
      .values({
        planId: plan.id,
        percent: input.percent,
        scope: input.scope,
        startsAt: now,
        endsAt,
        createdAt: now,
      })
      .returning(offerColumns);
    return toWireOffer(asRunning(created!), plan.priceCents);
  });
}

/** Ends the running offer of one of the creator's plans now (server.offer.notFound when none runs). */
export async function endOffer(
  ctx: OffersContext,
  userId: number,
  planId: number,
): Promise<Record<string, never>> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    await lockCreator(tx, userId);
    await ownPlan(tx, userId, planId);
    const running = await runningOfferOf(tx, planId, now);
    if (!running) throw new ServiceError('server.offer.notFound');
    await tx.update(planOffers).set({ endedAt: now }).where(eq(planOffers.id, running.id));
    return {};
  });
}

/** A plan's new price must leave its running offer a plan price (plans.service.ts updatePlan asks). */
export async function refuseOfferBelowMinimum(
  tx: Transaction,
  planId: number,
  priceCents: number,
  now: Date,
): Promise<void> {
  const running = await runningOfferOf(tx, planId, now);
  if (running) refuseBelowMinimum(priceCents, running.percent);
}

/**
 * The percentage an order's offer keeps off every renewal: its percent for an 'every period'
 * offer, null for a 'first period' one or none. Read from the offer the order was priced with,
 * whether or not it still runs (the fan bought what it said).
 */
export async function everyPeriodPercentOf(tx: Transaction, offerId: number | null): Promise<number | null> {
  if (offerId === null) return null;
  const [offer] = await tx
    .select({ percent: planOffers.percent, scope: planOffers.scope })
    .from(planOffers)
    .where(eq(planOffers.id, offerId));
  return offer?.scope === 'every' ? offer.percent : null;
}
