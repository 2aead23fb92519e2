/** Refunds at Stripe (the operator's command): the whole payment of one order, asked once per order. */
import type Stripe from 'stripe';
import { STRIPE_METADATA } from './stripe-customers.ts';

/**
 * Refunds the payment of `order`, whose reference is its Checkout Session (`cs_…`, paid on
 * Stripe's page) or its PaymentIntent (a saved-card charge).
 */
export async function refundStripeOrder(
  stripe: Stripe,
  order: { publicId: string; reference: string },
): Promise<void> {
  const intent = order.reference.startsWith('cs_')
    ? await stripe.checkout.sessions.retrieve(order.reference).then((session) => session.payment_intent)
    : order.reference;
  const paymentIntent = typeof intent === 'string' ? intent : intent?.id;
  if (!paymentIntent) throw new Error(`No payment of order ${order.publicId} to refund at Stripe`);
  await stripe.refunds.create(
    { payment_intent: paymentIntent, metadata: { [STRIPE_METADATA.order]: order.publicId } },
    { idempotencyKey: `fanvault-refund-${order.publicId}` },
  );
}
