/**
 * What a paid order gives and what a refund takes back (docs/decisions.md, "Money"): a plan's
 * period (a new subscription, a re-subscription after expiry, a period added at the end of a
 * running one, or a renewal's), a post's purchase, a tip's message in the chat, or a paid chat
 * message's unlock. Runs inside the transaction that applies the payment event.
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { PLAN_UNLOCK_ALL_DAYS } from '../../../src/contract/rules/plan-rules.ts';
import type { NotificationType } from '../../../src/contract/entities-notifications.ts';
import type { OrderKind } from '../../../src/contract/enums.ts';
import { posts, purchases, subscriptionPlans, tips, userSubscriptions } from '../../db/schema.ts';
import { notify } from '../notifications/notify.ts';
import type { Transaction } from '../../db/client.ts';
import type { OrderRow } from './order-row.ts';
import { postPaidTipInChat } from './tip-messages.ts';
import { everyPeriodPercentOf } from '../plans/offers.service.ts';
import { grantMessageUnlock, revokeMessageUnlock } from './paid-messages.service.ts';

const DAY_MS = 24 * 3600 * 1000;

/** granted, or why nothing could be (the money is then given back: events.service.ts). */
export type GrantResult = 'granted' | 'alreadyBought' | 'itemGone';

/** Starts or extends the buyer's subscription to the order's plan at `now`. */
async function grantPeriod(
  tx: Transaction,
  order: OrderRow,
  buyerId: number,
  now: Date,
): Promise<GrantResult> {
  const [plan] = await tx
    .select({
      id: subscriptionPlans.id,
      userId: subscriptionPlans.userId,
      expireDays: subscriptionPlans.expireDays,
      unlockDays: subscriptionPlans.unlockDays,
    })
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.id, order.itemId));
  if (!plan) return 'itemGone';
  const length = plan.expireDays * DAY_MS;
  const unlockFrom =
    plan.unlockDays >= PLAN_UNLOCK_ALL_DAYS ? null : new Date(now.getTime() - plan.unlockDays * DAY_MS);
  const [held] = await tx
    .select()
    .from(userSubscriptions)
    .where(and(eq(userSubscriptions.userId, buyerId), eq(userSubscriptions.planId, plan.id)))
    .for('update');
  // A new run keeps an 'every period' offer's percentage for its renewals (docs/decisions/offers.md).
  const offerPercent = await everyPeriodPercentOf(tx, order.offerId);
  if (!held) {
    await tx.insert(userSubscriptions).values({
      userId: buyerId,
      planId: plan.id,
      creatorId: plan.userId,
      startedAt: now,
      periodStart: now,
      expireAt: new Date(now.getTime() + length),
      unlockFrom,
      lastOrderId: order.id,
      offerPercent,
      createdAt: now,
      updatedAt: now,
    });
  } else if (held.expireAt > now) {
    // Paid in advance while it runs: the new period follows the current one.
    await tx
      .update(userSubscriptions)
      .set({
        periodStart: held.expireAt,
        expireAt: new Date(held.expireAt.getTime() + length),
        lastOrderId: order.id,
        updatedAt: now,
      })
      .where(eq(userSubscriptions.id, held.id));
  } else if (order.kind === 'renewal') {
    // A renewal charged before the end whose payment was confirmed after it: the same run goes on
    // (its start, unlock window and renewal choice kept), its new period counted from now.
    await tx
      .update(userSubscriptions)
      .set({
        periodStart: now,
        expireAt: new Date(now.getTime() + length),
        lastOrderId: order.id,
        updatedAt: now,
      })
      .where(eq(userSubscriptions.id, held.id));
  } else {
    // Re-subscribed after it expired: a new run, with its own unlock window.
    await tx
      .update(userSubscriptions)
      .set({
        startedAt: now,
        periodStart: now,
        expireAt: new Date(now.getTime() + length),
        unlockFrom,
        cancelledAt: null,
        lastOrderId: order.id,
        offerPercent,
        updatedAt: now,
      })
      .where(eq(userSubscriptions.id, held.id));
  }
  return 'granted';
}

/** Records the buyer's purchase of the order's post; a post bought twice keeps the first. */
async function grantPurchase(
  tx: Transaction,
  order: OrderRow,
  buyerId: number,
  now: Date,
): Promise<GrantResult> {
  const [post] = await tx.select({ id: posts.id }).from(posts).where(eq(posts.id, order.itemId));
  if (!post) return 'itemGone';
  const added = await tx
    .insert(purchases)
    .values({ userId: buyerId, postId: post.id, orderId: order.id, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: purchases.id });
  if (added.length === 0) return 'alreadyBought';
  await tx
    .update(posts)
    .set({ buyCount: sql`${posts.buyCount} + 1` })
    .where(eq(posts.id, post.id));
  return 'granted';
}

/**
 * A tip gives the creator the money (the ledger) and, sent from the chat, a message there; a
 * creator whose account is gone cannot be tipped, and the money goes back.
 */
async function grantTip(
  tx: Transaction,
  order: OrderRow,
  now: Date,
): Promise<{ result: GrantResult; message: string }> {
  if (order.creatorId === null) return { result: 'itemGone', message: '' };
  const [tip] = await tx
    .select({ message: tips.message, inChat: tips.inChat })
    .from(tips)
    .where(eq(tips.orderId, order.id));
  if (tip?.inChat === 1) await postPaidTipInChat(tx, order, tip.message, now);
  return { result: 'granted', message: tip?.message ?? '' };
}

/** Gives the buyer what the order paid for, and tells the creator once it is given. */
export async function grantOrder(tx: Transaction, order: OrderRow, now: Date): Promise<GrantResult> {
  if (order.buyerId === null) return 'itemGone';
  let result: GrantResult;
  // A tip's message, read once: the chat posts it and the creator's notification quotes it.
  let tipMessage = '';
  if (order.kind === 'tip') ({ result, message: tipMessage } = await grantTip(tx, order, now));
  else if (order.kind === 'message') result = await grantMessageUnlock(tx, order, order.buyerId, now);
  else if (order.kind === 'post') result = await grantPurchase(tx, order, order.buyerId, now);
  else result = await grantPeriod(tx, order, order.buyerId, now);
  if (result === 'granted') await notifySale(tx, order, tipMessage, now);
  return result;
}

/**
 * Each kind of order as the creator's notification names it; a paid message's sale
 * (`message_purchase`) is told by grantMessageUnlock (paid-messages.service.ts), which knows the
 * message's sender.
 */
const SALE_NOTIFICATION: Record<OrderKind, NotificationType | null> = {
  subscription: 'subscriber',
  renewal: 'renewal',
  post: 'purchase',
  tip: 'tip',
  message: null,
};

/** The creator's notification of a sale: who paid, how much, for what (a tip with its message). */
async function notifySale(tx: Transaction, order: OrderRow, tipMessage: string, now: Date): Promise<void> {
  if (order.creatorId === null) return;
  const type = SALE_NOTIFICATION[order.kind as OrderKind];
  if (type === null) return;
  await notify(
    tx,
    {
      userId: order.creatorId,
      type,
      actorId: order.buyerId,
      postId: order.kind === 'post' ? order.itemId : null,
      amountCents: order.amountCents,
      planName: order.kind === 'subscription' || order.kind === 'renewal' ? order.itemName : '',
      text: tipMessage,
    },
    now,
  );
}

/**
 * Takes back what a refunded or disputed order gave: its purchase is revoked; a subscription it
 * paid for ends now (spec: a refunded period ends the subscription). A tip gave only money, which
 * the ledger's reversal takes back; its message stays in the conversation as it was sent.
 */
export async function revokeOrder(tx: Transaction, order: OrderRow, now: Date): Promise<void> {
  if (order.kind === 'tip') return;
  if (order.kind === 'message') return revokeMessageUnlock(tx, order, now);
  if (order.kind === 'post') {
    const revoked = await tx
      .update(purchases)
      .set({ revokedAt: now })
      .where(and(eq(purchases.orderId, order.id), isNull(purchases.revokedAt)))
      .returning({ postId: purchases.postId });
    for (const { postId } of revoked) {
      await tx
        .update(posts)
        .set({ buyCount: sql`greatest(${posts.buyCount} - 1, 0)` })
        .where(eq(posts.id, postId));
    }
    return;
  }
  if (order.buyerId === null) return;
  await tx
    .update(userSubscriptions)
    .set({ expireAt: now, updatedAt: now })
    .where(
      and(
        eq(userSubscriptions.userId, order.buyerId),
        eq(userSubscriptions.planId, order.itemId),
        gt(userSubscriptions.expireAt, now),
      ),
    );
}
