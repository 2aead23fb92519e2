/** A stored order, and what a payment provider is told of it (orders, card charges and renewal notices read both). */
import type { orders } from '../../db/schema.ts';
import type { ProviderOrder } from './providers/provider.ts';

export type OrderRow = typeof orders.$inferSelect;

export function providerOrderOf(order: OrderRow, paymentType: number): ProviderOrder {
  return {
    publicId: order.publicId,
    buyerId: order.buyerId,
    amountCents: order.amountCents,
    currency: order.currency,
    description: order.itemName,
    paymentType,
    locale: order.locale,
  };
}
