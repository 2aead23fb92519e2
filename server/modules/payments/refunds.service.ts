/**
 * An operator's refund, from the shell (`npm run ops -- refund <order_id>`) or the console's
 * members page (ops/refundOrder, which records it in the audit log): the provider is asked to give
 * the money back, and its `payment.refunded` event does the rest through the webhook (revokes the
 * entitlement, writes the negation), as for a refund started at the provider. The sandbox can also
 * simulate the cardholder's bank taking a payment back (`dispute`), which arrives as
 * `payment.disputed`.
 */
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';
import type { MoneyDeps } from './money-deps.ts';
import { reversePayment } from './providers/sandbox/sandbox-payments.ts';
import { queueDelivery, type SandboxEventSink } from './providers/sandbox/sandbox-events.ts';

/** Why a refund was not asked: no such order, or one that is not paid (or has no payment yet). */
export type RefundProblem = 'notFound' | 'notPaid';
export type RefundOutcome =
  { ok: true; orderId: string } | { ok: false; reason: string; problem?: RefundProblem };

type OrderRow = typeof orders.$inferSelect;

async function paidOrder(deps: MoneyDeps, publicId: string) {
  const [order] = await deps.db.select().from(orders).where(eq(orders.publicId, publicId));
  if (!order) return { ok: false as const, problem: 'notFound' as const, reason: `No order ${publicId}.` };
  if (order.status !== 'paid' || !order.providerRef)
    return {
      ok: false as const,
      problem: 'notPaid' as const,
      reason: `Order ${publicId} is ${order.status}; only a paid order can be refunded.`,
    };
  return { ok: true as const, order };
}

/**
 * Asks the provider to refund a paid order. `alongside` runs in the same transaction (the
 * console's audit row), so the request and its record stand or fall together.
 */
export async function requestRefund(
  deps: MoneyDeps,
  publicId: string,
  alongside?: (tx: Transaction, order: OrderRow) => Promise<void>,
): Promise<RefundOutcome> {
  const found = await paidOrder(deps, publicId);
  if (!found.ok) return found;
  const { order } = found;
  await deps.db.transaction(async (tx) => {
    await deps.provider.refund(tx, { publicId: order.publicId, reference: order.providerRef! }, deps.now());
    await alongside?.(tx, order);
  });
  return { ok: true, orderId: publicId };
}

/** The sandbox's chargeback: the cardholder's bank takes a paid order's money back. */
export async function simulateDispute(
  deps: MoneyDeps,
  publicId: string,
  sink: SandboxEventSink = queueDelivery,
): Promise<RefundOutcome> {
  if (deps.provider.name !== 'sandbox')
    return { ok: false, reason: 'Disputes can only be simulated with the sandbox provider.' };
  const found = await paidOrder(deps, publicId);
  if (!found.ok) return found;
  const done = await deps.db.transaction((tx) =>
    reversePayment(tx, { ids: deps.ids, sink }, found.order.providerRef!, 'dispute', deps.now()),
  );
  return done
    ? { ok: true, orderId: publicId }
    : { ok: false, reason: `The sandbox holds no payment for ${publicId}.` };
}
