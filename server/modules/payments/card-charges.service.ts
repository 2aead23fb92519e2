/**
 * Charging an order's saved card (`payment/embedPay` on session, renewals off session). The order
 * is committed before the provider is asked, and the charge happens under the order's row lock
 * only while the order is pending and has no charge yet: two requests, two job runs or a retry
 * after a failure charge it once. A provider that fails mid-way (Stripe unreachable) leaves the
 * order pending and uncharged, and asking again finishes it; Stripe's idempotency key is the
 * order's id, so a charge Stripe made but we never heard of is answered again, not made twice.
 */
import { eq } from 'drizzle-orm';
import { PAYMENT_TYPE } from '../../../src/contract/enums.ts';
import { orders, savedCards } from '../../db/schema.ts';
import type { Transaction } from '../../db/client.ts';
import { isCardUsable, type CardRow } from './cards.service.ts';
import type { MoneyDeps } from './money-deps.ts';
import { providerOrderOf, type OrderRow } from './order-row.ts';
import { noteOrderUnpaid } from './renewal-notices.ts';
import type { ChargeOptions } from './providers/provider.ts';

/** Whether a saved card can pay with this provider now: live, not banned nor expired, and the provider's own. */
export function canPayWith(card: CardRow, providerName: string, now: Date): boolean {
  return card.deletedAt === null && card.provider === providerName && isCardUsable(card, now);
}

async function cardOfOrder(tx: Transaction, order: OrderRow): Promise<CardRow | undefined> {
  if (order.savedCardId === null) return undefined;
  const [card] = await tx.select().from(savedCards).where(eq(savedCards.id, order.savedCardId));
  return card;
}

/**
 * Charges the card an order names, once. Answers the order as it then stands: charged (its
 * provider reference set; the outcome arrives as an event), already charged or ended (as it was),
 * or failed `no_card` when its card can no longer pay (deleted, banned or expired meanwhile).
 */
export async function chargeOrderWithCard(
  deps: MoneyDeps,
  orderId: number,
  options: ChargeOptions,
): Promise<OrderRow> {
  return deps.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw new Error(`order ${orderId} does not exist`);
    if (order.status !== 'pending' || order.providerRef !== null) return order;
    const now = deps.now();
    const card = await cardOfOrder(tx, order);
    if (!card || !canPayWith(card, deps.provider.name, now)) {
      const [failed] = await tx
        .update(orders)
        .set({ status: 'failed', reason: 'no_card', updatedAt: now })
        .where(eq(orders.id, order.id))
        .returning();
      await noteOrderUnpaid(tx, failed!);
      return failed!;
    }
    const reference = await deps.provider.chargeSavedCard(
      tx,
      providerOrderOf(order, PAYMENT_TYPE.CREDIT_CARD),
      card.providerMethodId,
      now,
      options,
    );
    const [charged] = await tx
      .update(orders)
      .set({ providerRef: reference, updatedAt: now })
      .where(eq(orders.id, order.id))
      .returning();
    return charged!;
  });
}
