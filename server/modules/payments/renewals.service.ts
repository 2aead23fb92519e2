/**
 * Renewals (docs/decisions.md, "Renewals"): a subscription that is not cancelled is renewed in the
 * last day of its period with the fan's default saved card, off session, by a `renewal` order that
 * pays for the next period through the same events as any payment. One order per subscription and
 * period, by its key `renewal:<subscription>:<end in ms>` (unique per buyer), made under the
 * subscription's row lock and charged once under the order's: the sweep may run twice, or in two
 * processes at once. A renewal that cannot be made or paid leaves the subscription to end at its
 * end, and the fan is told by mail (renewal-notices.ts); one that would pass a spending cap of the
 * fan's (spending-caps.service.ts) ends unpaid so too. A cancelled one is never renewed.
 */
import { and, eq, gt, isNull, lte, not, sql } from 'drizzle-orm';
import { DEFAULT_PAY_TYPE_ID } from '../../../src/contract/enums.ts';
import { renewalPriceCents } from '../../../src/contract/rules/offer-rules.ts';
import { orders, savedCards, subscriptionPlans, userSubscriptions, users } from '../../db/schema.ts';
import type { Transaction } from '../../db/client.ts';
import { canPayWith, chargeOrderWithCard } from './card-charges.service.ts';
import type { MoneyDeps } from './money-deps.ts';
import { CURRENCY } from './orders.service.ts';
import type { OrderRow } from './order-row.ts';
import { noteOrderUnpaid } from './renewal-notices.ts';
import { capPassedBy } from './spending-caps.service.ts';

/** A subscription is renewed from this long before its end (the sweep has a day of chances). */
export const RENEWAL_LEAD_MS = 24 * 3600 * 1000;
/** Subscriptions one sweep takes at most; the next sweep takes the rest. */
const SWEEP_LIMIT = 500;

type SubscriptionRow = typeof userSubscriptions.$inferSelect;

/** The key of the one renewal order of a subscription's period ending at `end`. */
export const renewalKey = (subscriptionId: number, end: Date) => `renewal:${subscriptionId}:${end.getTime()}`;

const dueAt = (now: Date) =>
  and(
    isNull(userSubscriptions.cancelledAt),
    gt(userSubscriptions.expireAt, now),
    lte(userSubscriptions.expireAt, new Date(now.getTime() + RENEWAL_LEAD_MS)),
  );

/** An order that still has to be charged (made, then the charge was cut short). */
const unfinished = (order: OrderRow) =>
  order.kind === 'renewal' && order.status === 'pending' && order.providerRef === null;

/**
 * A renewal order already made for the subscription's current period and not left unfinished
 * (the key `renewalKey` builds, in SQL: the end in whole milliseconds, as JavaScript has it).
 */
const renewedAlready = sql`exists (
  select 1 from ${orders}
  where ${orders.buyerId} = ${userSubscriptions.userId}
    and ${orders.clientKey} = 'renewal:' || ${userSubscriptions.id} || ':' ||
      floor(extract(epoch from ${userSubscriptions.expireAt}) * 1000)::bigint
    and not (${orders.status} = 'pending' and ${orders.providerRef} is null)
)`;

/** The subscriptions due for renewal at `now` whose period has no renewal yet (or one to finish), soonest end first. */
export async function dueRenewals(deps: Pick<MoneyDeps, 'db'>, now: Date): Promise<number[]> {
  const due = await deps.db
    .select({ id: userSubscriptions.id })
    .from(userSubscriptions)
    .where(and(dueAt(now), not(renewedAlready)))
    .orderBy(userSubscriptions.expireAt, userSubscriptions.id)
    .limit(SWEEP_LIMIT);
  return due.map((row) => row.id);
}

type Failure = 'no_card' | 'plan_unavailable' | 'price_raised' | 'spending_cap';

/** Why this period cannot be renewed, or the card that pays it. */
async function renewalPlanOf(
  tx: Transaction,
  deps: MoneyDeps,
  held: SubscriptionRow,
  now: Date,
): Promise<{ fail: Failure } | { cardId: number }> {
  const [plan] = await tx
    .select({ status: subscriptionPlans.status, priceCents: subscriptionPlans.priceCents })
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.id, held.planId));
  if (!plan || plan.status !== 1) return { fail: 'plan_unavailable' };
  // A renewal never takes more than the fan last paid for this plan without them.
  const [last] =
    held.lastOrderId === null
      ? []
      : await tx
          .select({ amountCents: orders.amountCents, listPriceCents: orders.listPriceCents })
          .from(orders)
          .where(eq(orders.id, held.lastOrderId));
  // Plan price against plan price: an offer's discount on the last order is no rise when it ends.
  if (last && plan.priceCents > (last.listPriceCents ?? last.amountCents)) return { fail: 'price_raised' };
  const charge = {
    fanId: held.userId,
    creatorId: held.creatorId,
    amountCents: renewalPriceCents(plan.priceCents, held.offerPercent),
    now,
  };
  if (await capPassedBy(tx, charge)) return { fail: 'spending_cap' };
  const [card] = await tx
    .select()
    .from(savedCards)
    .where(
      and(eq(savedCards.userId, held.userId), eq(savedCards.isDefault, 1), isNull(savedCards.deletedAt)),
    );
  if (!card || !canPayWith(card, deps.provider.name, now)) return { fail: 'no_card' };
  return { cardId: card.id };
}

/** Makes the renewal order of the subscription's current period, or finds the one made; undefined when not due. */
async function renewalOrderOf(
  deps: MoneyDeps,
  subscriptionId: number,
  now: Date,
): Promise<OrderRow | undefined> {
  return deps.db.transaction(async (tx) => {
    const [held] = await tx
      .select()
      .from(userSubscriptions)
      .where(and(eq(userSubscriptions.id, subscriptionId), dueAt(now)))
      .for('update');
    if (!held) return undefined;
    const key = renewalKey(held.id, held.expireAt);
    const [made] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.buyerId, held.userId), eq(orders.clientKey, key)));
    if (made) return made;
    const [plan] = await tx
      .select({
        name: subscriptionPlans.name,
        creatorId: subscriptionPlans.userId,
        priceCents: subscriptionPlans.priceCents,
      })
      .from(subscriptionPlans)
      .where(eq(subscriptionPlans.id, held.planId));
    const [fan] = await tx.select({ locale: users.locale }).from(users).where(eq(users.id, held.userId));
    const decided = await renewalPlanOf(tx, deps, held, now);
    const failed = 'fail' in decided;
    const [order] = await tx
      .insert(orders)
      .values({
        publicId: deps.ids('ord'),
        buyerId: held.userId,
        kind: 'renewal',
        itemId: held.planId,
        itemName: plan?.name ?? '',
        creatorId: plan?.creatorId ?? held.creatorId,
        // An 'every period' offer the run began under keeps its percentage off (docs/decisions/offers.md).
        amountCents: renewalPriceCents(plan?.priceCents ?? 0, held.offerPercent),
        listPriceCents: held.offerPercent === null ? null : (plan?.priceCents ?? null),
        currency: CURRENCY,
        payTypeId: DEFAULT_PAY_TYPE_ID,
        provider: deps.provider.name,
        savedCardId: failed ? null : decided.cardId,
        clientKey: key,
        status: failed ? 'failed' : 'pending',
        reason: failed ? decided.fail : '',
        locale: fan?.locale ?? 'en',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (failed) await noteOrderUnpaid(tx, order!);
    return order!;
  });
}

export type RenewalOutcome = 'notDue' | 'charged' | 'failed' | 'done';

/**
 * Renews one subscription's current period if it is due: makes its renewal order (failed at once
 * when nothing can pay it) and charges the card off session. Safe to call any number of times.
 */
export async function renewSubscription(deps: MoneyDeps, subscriptionId: number): Promise<RenewalOutcome> {
  const order = await renewalOrderOf(deps, subscriptionId, deps.now());
  if (!order) return 'notDue';
  if (!unfinished(order)) return order.status === 'failed' ? 'failed' : 'done';
  const charged = await chargeOrderWithCard(deps, order.id, { offSession: true });
  return charged.status === 'failed' ? 'failed' : 'charged';
}

/**
 * One sweep: renews every due subscription, each on its own; one that fails (the provider cannot
 * be reached) is tried again by the next sweep. Answers what became of each.
 */
export async function sweepRenewals(
  deps: MoneyDeps,
  log?: { error(obj: object, msg: string): void },
): Promise<Record<RenewalOutcome | 'error', number>> {
  const counts = { notDue: 0, charged: 0, failed: 0, done: 0, error: 0 };
  for (const id of await dueRenewals(deps, deps.now())) {
    try {
      counts[await renewSubscription(deps, id)] += 1;
    } catch (error) {
      counts.error += 1;
      log?.error({ err: error, subscription: id }, 'renewal failed; the next sweep tries again');
    }
  }
  return counts;
}
