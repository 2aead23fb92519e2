/**
 * Applying a provider's events exactly once (docs/decisions.md, "Money"). Each event is recorded
 * by its id first: a repeat finds it recorded and changes nothing, however many arrive at once
 * (the unique index makes concurrent repeats wait for the first and then do nothing). A payment
 * event then locks its order row, checks the amount and currency, and in the same transaction
 * grants what was paid for, writes the ledger lines and marks the order paid. A refund or
 * chargeback that arrives before its payment is kept and applied right after it.
 */
import { and, asc, eq } from 'drizzle-orm';
import { orders, providerEvents } from '../../db/schema.ts';
import type { Transaction } from '../../db/client.ts';
import { LEDGER_KIND, negationOf, paymentLines } from '../ledger/ledger-accounts.ts';
import { orderLines, postTransaction } from '../ledger/ledger.service.ts';
import { saveAttachedCard } from './cards.service.ts';
import { grantOrder, revokeOrder } from './entitlements.service.ts';
import type { MoneyDeps } from './money-deps.ts';
import { saleRatesOf } from '../../config/payments.ts';
import type { OrderRow } from './order-row.ts';
import type { ProviderEvent } from './providers/provider.ts';
import { noteOrderUnpaid } from './renewal-notices.ts';
import { paidTipMessage } from './tip-messages.ts';
import { changedPaidMessage } from './paid-messages.service.ts';
import type { StoredChatMessage } from '../chat/chat-store.ts';

export interface EventResult {
  /** What became of the event ('duplicate' when it was seen before). */
  outcome: string;
  /** Users whose entitlements changed (the media routes forget what they remembered of them). */
  changed: number[];
  /** Chat messages the event posted (a paid tip sent from the chat), for live delivery. */
  chatMessages: StoredChatMessage[];
}

type PaymentEvent = Exclude<ProviderEvent, { type: 'card.attached' }>;
type ReversalEvent = Extract<ProviderEvent, { type: 'payment.refunded' | 'payment.disputed' }>;

/** Why an order failed or ended, as the codes checkOrderStatus translates. */
const FAILURE_REASONS = new Set(['declined', 'card_declined']);

async function lockOrder(tx: Transaction, publicId: string): Promise<OrderRow | undefined> {
  const [order] = await tx.select().from(orders).where(eq(orders.publicId, publicId)).for('update');
  return order;
}

async function setStatus(tx: Transaction, order: OrderRow, fields: Partial<OrderRow>, now: Date) {
  await tx
    .update(orders)
    .set({ ...fields, updatedAt: now })
    .where(eq(orders.id, order.id));
}

/** Takes back a paid order: the entitlement, then the exact negation of its payment's lines. */
async function reverse(tx: Transaction, order: OrderRow, event: ReversalEvent, now: Date): Promise<string> {
  if (event.amountCents !== order.amountCents || event.currency !== order.currency)
    return 'ignored: the amount is not the order’s';
  await revokeOrder(tx, order, now);
  const lines = await orderLines(tx, order.id, LEDGER_KIND.payment);
  if (lines.length > 0)
    await postTransaction(tx, {
      kind: LEDGER_KIND.reversal,
      lines: negationOf(lines),
      orderId: order.id,
      at: now,
    });
  await setStatus(tx, order, { status: event.type === 'payment.refunded' ? 'refunded' : 'disputed' }, now);
  return 'applied';
}

/** The reversals that arrived before this order's payment, in the order they came. */
async function applyKeptReversals(tx: Transaction, order: OrderRow, now: Date): Promise<void> {
  const kept = await tx
    .select()
    .from(providerEvents)
    .where(and(eq(providerEvents.orderPublicId, order.publicId), eq(providerEvents.outcome, 'deferred')))
    .orderBy(asc(providerEvents.id))
    .for('update');
  let current = order;
  for (const row of kept) {
    const event = row.payload as unknown as ReversalEvent;
    const outcome =
      current.status === 'paid' ? await reverse(tx, current, event, now) : 'ignored: already reversed';
    await tx.update(providerEvents).set({ outcome, appliedAt: now }).where(eq(providerEvents.id, row.id));
    current = (await lockOrder(tx, order.publicId))!;
  }
}

async function applySuccess(
  tx: Transaction,
  deps: MoneyDeps,
  order: OrderRow,
  event: Extract<ProviderEvent, { type: 'payment.succeeded' }>,
  now: Date,
): Promise<string> {
  if (['paid', 'refunded', 'disputed'].includes(order.status)) return `ignored: the order is ${order.status}`;
  if (event.amountCents !== order.amountCents || event.currency !== order.currency) {
    await setStatus(tx, order, { status: 'failed', reason: 'mismatch' }, now);
    await noteOrderUnpaid(tx, order);
    return 'ignored: the amount is not the order’s';
  }
  // A success after a failure, an expiry or a cancellation still grants: money taken is never lost.
  const granted = await grantOrder(tx, order, now);
  await postTransaction(tx, {
    kind: LEDGER_KIND.payment,
    lines: paymentLines(order.amountCents, saleRatesOf(deps.config), order.creatorId),
    orderId: order.id,
    at: now,
  });
  await setStatus(
    tx,
    order,
    // The payment's own id (Stripe: the PaymentIntent, not the Checkout Session): refunds name it.
    { status: 'paid', reason: '', paidAt: now, providerRef: event.reference },
    now,
  );
  const paid = (await lockOrder(tx, order.publicId))!;
  await applyKeptReversals(tx, paid, now);
  if (granted === 'granted') return 'applied';
  // Nothing to give (the post was bought already, or the plan or post is gone): the money goes back.
  await deps.provider.refund(tx, { publicId: order.publicId, reference: event.reference }, now);
  return `applied: refund asked (${granted})`;
}

async function applyPaymentEvent(
  tx: Transaction,
  deps: MoneyDeps,
  event: PaymentEvent,
  now: Date,
): Promise<string> {
  const order = await lockOrder(tx, event.orderRef);
  if (!order || order.provider !== deps.provider.name) return 'ignored: no such order';
  switch (event.type) {
    case 'payment.succeeded':
      return applySuccess(tx, deps, order, event, now);
    case 'payment.failed':
    case 'payment.expired': {
      if (order.status !== 'pending') return `ignored: the order is ${order.status}`;
      const failed = event.type === 'payment.failed';
      const reason = failed ? (FAILURE_REASONS.has(event.reason) ? event.reason : 'declined') : 'expired';
      await setStatus(tx, order, { status: failed ? 'failed' : 'expired', reason }, now);
      await noteOrderUnpaid(tx, order);
      return 'applied';
    }
    case 'payment.refunded':
    case 'payment.disputed':
      if (order.status === 'paid') return reverse(tx, order, event, now);
      if (order.status === 'refunded' || order.status === 'disputed') return 'ignored: already reversed';
      return 'deferred';
  }
}

function orderRefOf(event: ProviderEvent): string | null {
  return event.type === 'card.attached' ? null : event.orderRef;
}

/** Applies one verified event once; answers what became of it. */
export async function applyProviderEvent(deps: MoneyDeps, event: ProviderEvent): Promise<EventResult> {
  return deps.db.transaction(async (tx) => {
    const now = deps.now();
    const [recorded] = await tx
      .insert(providerEvents)
      .values({
        provider: deps.provider.name,
        eventId: event.id,
        type: event.type,
        orderPublicId: orderRefOf(event),
        payload: event as unknown as Record<string, unknown>,
        outcome: 'received',
        receivedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: providerEvents.id });
    if (!recorded) return { outcome: 'duplicate', changed: [], chatMessages: [] };
    const outcome =
      event.type === 'card.attached'
        ? await saveAttachedCard(tx, deps.provider, event.userId, event.card, now)
        : await applyPaymentEvent(tx, deps, event, now);
    await tx
      .update(providerEvents)
      .set({ outcome, appliedAt: outcome === 'deferred' ? null : now })
      .where(eq(providerEvents.id, recorded.id));
    const buyer =
      event.type === 'card.attached'
        ? undefined
        : (
            await tx
              .select({ buyerId: orders.buyerId })
              .from(orders)
              .where(eq(orders.publicId, event.orderRef))
          )[0]?.buyerId;
    const tipMessage =
      event.type === 'payment.succeeded' ? await paidTipMessage(tx, event.orderRef) : undefined;
    // A paid message unlocked (or locked again by a refund) goes to both people again.
    const paidMessage =
      event.type === 'card.attached' ? undefined : await changedPaidMessage(tx, event.orderRef);
    const chatMessages = [tipMessage, paidMessage].filter((message) => message !== undefined);
    return { outcome, changed: buyer ? [buyer] : [], chatMessages };
  });
}
