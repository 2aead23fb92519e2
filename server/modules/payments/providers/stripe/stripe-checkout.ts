/**
 * Orders paid on Stripe's page: a Checkout Session per order, in the fan's language, with the pay
 * ways of the order's payment type, closing after an hour and sending the fan back to our page.
 */
import type Stripe from 'stripe';
import type { Checkout, ProviderOrder } from '../provider.ts';
import { STRIPE_METADATA } from './stripe-customers.ts';
import { stripeLocaleOf, stripeMethodsOf } from './stripe-pay-ways.ts';

/**
 * How long a Stripe checkout stays open: an hour (Stripe takes 30 minutes to a day; the sandbox's
 * 30 minutes would be refused by Stripe when our clock runs a little behind its own).
 */
export const STRIPE_CHECKOUT_LIFETIME_MS = 60 * 60 * 1000;

/** Where Stripe sends the fan back: our page that says to close the window (stripe-return.routes.ts). */
export function returnUrlOf(publicUrl: string, result: 'success' | 'cancel', locale: string): string {
  return `${publicUrl}/payments/return?result=${result}&lang=${encodeURIComponent(locale)}`;
}

/** Opens the Checkout Session of `order`; a retry for the same order gets the same session. */
export async function createStripeCheckout(
  stripe: Stripe,
  publicUrl: string,
  order: ProviderOrder,
  at: Date,
): Promise<Checkout> {
  const methods = stripeMethodsOf(order.paymentType);
  const session = await stripe.checkout.sessions.create(
    {
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: order.currency.toLowerCase(),
            unit_amount: order.amountCents,
            product_data: { name: order.description },
          },
        },
      ],
      ...(methods === 'dashboard' ? {} : { allowed_payment_method_types: [...methods] }),
      client_reference_id: order.publicId,
      metadata: { [STRIPE_METADATA.order]: order.publicId },
      payment_intent_data: {
        description: order.description,
        metadata: { [STRIPE_METADATA.order]: order.publicId, [STRIPE_METADATA.flow]: 'checkout' },
      },
      locale: stripeLocaleOf(order.locale) as Stripe.Checkout.SessionCreateParams.Locale,
      success_url: returnUrlOf(publicUrl, 'success', order.locale),
      cancel_url: returnUrlOf(publicUrl, 'cancel', order.locale),
      expires_at: Math.floor((at.getTime() + STRIPE_CHECKOUT_LIFETIME_MS) / 1000),
    },
    { idempotencyKey: `fanvault-checkout-${order.publicId}` },
  );
  if (!session.url) throw new Error(`Stripe answered checkout session ${session.id} without a URL`);
  return { reference: session.id, url: session.url };
}
