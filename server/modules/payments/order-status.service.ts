/**
 * Where a fan's orders stand: `payment/checkOrderStatus` and `checkEmbedPay` (polled by the app
 * every 5 s) and `payment/orderHistory` (mine-buy's transactions). Only the caller's own orders:
 * anyone else's order id is "not found", never a hint that it exists.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { OrderStatusAnswer, Transaction } from '../../../src/contract/entities-money.ts';
import type { OrderKind, OrderStatus } from '../../../src/contract/enums.ts';
import { centsToAmount } from '../../../src/contract/rules/money-rules.ts';
import { orders, users } from '../../db/schema.ts';
import { ServiceError } from '../../core/service-error.ts';
import type { CallContext } from '../../http/call-context.ts';
import type { MessageId } from '../../i18n/messages.ts';
import { offsetOf } from '../../core/paging.ts';

/** What these services take from a call's context. */
export type OrderStatusContext = Pick<CallContext, 'db' | 'translate'>;

const REASONS: Record<string, MessageId> = {
  declined: 'server.payment.reason.declined',
  card_declined: 'server.payment.reason.card_declined',
  expired: 'server.payment.reason.expired',
  cancelled: 'server.payment.reason.cancelled',
  mismatch: 'server.payment.reason.mismatch',
  no_card: 'server.payment.reason.no_card',
  spending_cap: 'server.payment.reason.spending_cap',
};

/** The order's reason in the caller's language ('' unless it failed, expired or was cancelled). */
function reasonOf(ctx: OrderStatusContext, status: string, reason: string): string {
  if (!['failed', 'expired', 'cancelled'].includes(status)) return '';
  return ctx.translate(REASONS[reason] ?? REASONS[status === 'expired' ? 'expired' : 'declined']!);
}

/** One of the caller's orders as the app polls it; success 1 once it is paid. */
export async function orderStatus(
  ctx: OrderStatusContext,
  buyerId: number,
  publicId: string,
): Promise<OrderStatusAnswer> {
  const [order] = await ctx.db
    .select({ publicId: orders.publicId, status: orders.status, reason: orders.reason })
    .from(orders)
    .where(and(eq(orders.publicId, publicId), eq(orders.buyerId, buyerId)));
  if (!order) throw new ServiceError('server.payment.orderNotFound');
  return {
    order_id: order.publicId,
    success: order.status === 'paid' ? 1 : 0,
    status: order.status as OrderStatus,
    reason: reasonOf(ctx, order.status, order.reason),
  };
}

/** The caller's orders, newest first, paged. */
export async function orderHistory(
  ctx: OrderStatusContext,
  buyerId: number,
  page: { page: number; limit: number },
): Promise<Transaction[]> {
  const rows = await ctx.db
    .select({
      publicId: orders.publicId,
      itemName: orders.itemName,
      itemId: orders.itemId,
      amountCents: orders.amountCents,
      kind: orders.kind,
      status: orders.status,
      createdAt: orders.createdAt,
      creator: users.username,
    })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.creatorId))
    .where(eq(orders.buyerId, buyerId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(page.limit)
    .offset(offsetOf(page));
  return rows.map((row) => ({
    order_id: row.publicId,
    item_name: row.itemName,
    item_id: row.itemId,
    pay_amount: centsToAmount(row.amountCents),
    kind: row.kind as OrderKind,
    status: row.status as OrderStatus,
    username: row.creator ?? '',
    created_ts: Math.floor(row.createdAt.getTime() / 1000),
    created_at: row.createdAt.toISOString(),
  }));
}
