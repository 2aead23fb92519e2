/**
 * Creating orders (`payment/subscriptionCreater`, `payment/buyPost`, `payment/embedPay`,
 * `payment/tip`): a pending order for exactly the item's price, within the pay way's range,
 * idempotent by the app's client key. The provider's page is opened in the same transaction; a saved card is charged once
 * the order is committed (card-charges.service.ts), so a retry never charges twice.
 */
import { and, eq } from 'drizzle-orm';
import type { OrderCreated } from '../../../src/contract/entities-money.ts';
import { amountToCents, centsToAmount } from '../../../src/contract/rules/money-rules.ts';
import { orders } from '../../db/schema.ts';
import { ServiceError } from '../../core/service-error.ts';
import type { MessageValues } from '../../i18n/messages.ts';
import { priceText } from '../../i18n/price.ts';
import type { Transaction } from '../../db/client.ts';
import type { MoneyDeps } from './money-deps.ts';
import { chargeOrderWithCard } from './card-charges.service.ts';
import { planItem, postItem, type OrderItem } from './order-items.ts';
import type { OrderKind } from '../../../src/contract/enums.ts';
import { offeredPayWayOf, type PayWayConfig } from './pay-ways.ts';
import { providerOrderOf, type OrderRow } from './order-row.ts';
import { refuseChargeOverCap } from './spending-caps.service.ts';

export const CURRENCY = 'USD';

export interface OrderRequest {
  item_id: number;
  aff: number;
  amount: number;
  pay_type_id: number;
  client_key: string;
}

/**
 * What an order is for: its kind and the item as the request names it (what a repeated client key
 * must name again), the item itself as the order's transaction finds it (its own refusals), and
 * what else its creation writes (a tip's message).
 */
export interface OrderFor {
  kind: OrderKind;
  itemId: number;
  item(tx: Transaction, now: Date): Promise<OrderItem>;
  recorded?(tx: Transaction, order: OrderRow): Promise<void>;
}

/** A plan (`subscription`) or a pay-per-post post, with the rules of order-items.ts. */
export function catalogueItem(
  kind: 'subscription' | 'post',
  buyerId: number,
  request: OrderRequest,
): OrderFor {
  return {
    kind,
    itemId: request.item_id,
    item: (tx, now) =>
      kind === 'subscription'
        ? planItem(tx, buyerId, request.item_id, request.aff, now)
        : postItem(tx, buyerId, request.item_id, request.aff, now),
  };
}

/** How the order is paid: on the provider's page, or with a saved card. */
export type PaymentRoute = { via: 'checkout' } | { via: 'card'; cardId: number; methodId: string };

export interface OrderContext {
  deps: MoneyDeps;
  buyerId: number;
  locale: string;
  /** Names a pay way in the caller's language (the range error). */
  translate(id: PayWayConfig['nameId'], values?: MessageValues): string;
}

function sameRequest(
  order: OrderRow,
  item: { kind: string; itemId: number },
  amountCents: number,
  payTypeId: number,
) {
  return (
    order.kind === item.kind &&
    order.itemId === item.itemId &&
    order.amountCents === amountCents &&
    order.payTypeId === payTypeId
  );
}

/** The buyer's order with this client key, or undefined. */
async function orderOfKey(
  tx: Transaction,
  buyerId: number,
  clientKey: string,
): Promise<OrderRow | undefined> {
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.buyerId, buyerId), eq(orders.clientKey, clientKey)));
  return order;
}

/** An order the same key already made answers again; another request with that key is refused. */
function repeated(order: OrderRow, item: OrderFor, request: OrderRequest): OrderRow {
  if (!sameRequest(order, item, amountToCents(request.amount), request.pay_type_id))
    throw new ServiceError('server.payment.clientKeyReused');
  return order;
}

/**
 * Places an order for a plan, a post or a tip (`item`), paid by `route`. Refusals in the
 * order the app meets them: an unknown pay way (or one the provider does not take), the item's
 * own rules (order-items.ts, tips.service.ts), an amount that is not the price, a price outside the pay way's range,
 * a charge over one of the fan's spending caps (spending-caps.service.ts).
 * The same client key again answers the same order (and finishes charging its card if a failure
 * stopped that before).
 */
export async function placeOrder(
  order: OrderContext,
  item: OrderFor,
  request: OrderRequest,
  route: PaymentRoute,
): Promise<OrderRow> {
  const placed = await recordOrder(order, item, request, route);
  if (route.via === 'checkout') return placed;
  return chargeOrderWithCard(order.deps, placed.id, { offSession: false });
}

async function recordOrder(
  order: OrderContext,
  orderFor: OrderFor,
  request: OrderRequest,
  route: PaymentRoute,
): Promise<OrderRow> {
  const { deps, buyerId } = order;
  const way = offeredPayWayOf(deps.provider, request.pay_type_id);
  if (!way) throw new ServiceError('server.payment.payTypeUnknown');
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const earlier = await orderOfKey(tx, buyerId, request.client_key);
    if (earlier) return repeated(earlier, orderFor, request);
    const item: OrderItem = await orderFor.item(tx, now);
    const amountCents = amountToCents(request.amount);
    if (amountCents !== item.priceCents)
      throw new ServiceError('server.payment.amountNotPrice', { price: centsToAmount(item.priceCents) });
    if (amountCents < way.minCents || amountCents > way.maxCents)
      throw new ServiceError('payment.error.amountRange', {
        name: order.translate(way.nameId),
        min: priceText(order.locale, centsToAmount(way.minCents)),
        max: priceText(order.locale, centsToAmount(way.maxCents)),
      });
    // Before anything is written or the provider asked: a refused payment leaves nothing behind.
    await refuseChargeOverCap(tx, order.locale, {
      fanId: buyerId,
      creatorId: item.creatorId,
      amountCents,
      now,
    });
    const [created] = await tx
      .insert(orders)
      .values({
        publicId: deps.ids('ord'),
        buyerId,
        kind: item.kind,
        itemId: item.itemId,
        itemName: item.itemName,
        creatorId: item.creatorId,
        amountCents,
        currency: CURRENCY,
        payTypeId: way.payTypeId,
        provider: deps.provider.name,
        savedCardId: route.via === 'card' ? route.cardId : null,
        clientKey: request.client_key,
        locale: order.locale,
        offerId: item.offerId ?? null,
        listPriceCents: item.listPriceCents ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    // Another request with the same key committed first (a double tap): answer its order.
    if (!created) return repeated((await orderOfKey(tx, buyerId, request.client_key))!, orderFor, request);
    await orderFor.recorded?.(tx, created);
    if (route.via === 'card') return created;
    const checkout = await deps.provider.createCheckout(tx, providerOrderOf(created, way.paymentType), now);
    const [opened] = await tx
      .update(orders)
      .set({ providerRef: checkout.reference, checkoutUrl: checkout.url })
      .where(eq(orders.id, created.id))
      .returning();
    return opened!;
  });
}

/** The answer of an order-creating call. */
export function toOrderCreated(order: OrderRow): OrderCreated {
  return { order_id: order.publicId, url: order.checkoutUrl };
}
