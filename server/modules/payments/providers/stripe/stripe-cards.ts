/**
 * Saved cards at Stripe: a SetupIntent on the fan's Customer saves one, a PaymentIntent charges it
 * (on session for embedPay, off session for renewals), and detaching forgets it.
 */
import Stripe from 'stripe';
import { ServiceError } from '../../../../core/service-error.ts';
import type { Transaction } from '../../../../db/client.ts';
import type { CardSetupStart, ChargeOptions, ProviderOrder } from '../provider.ts';
import { ensureStripeCustomer, STRIPE_METADATA, stripeCustomerOf } from './stripe-customers.ts';

/** Charges the buyer's saved card for `order`; answers the PaymentIntent's id, declined or not. */
export async function chargeStripeCard(
  stripe: Stripe,
  tx: Transaction,
  order: ProviderOrder,
  methodId: string,
  charge: ChargeOptions,
): Promise<string> {
  const customer = order.buyerId === null ? undefined : await stripeCustomerOf(tx, order.buyerId);
  if (!customer) throw new ServiceError('info.invalidCard');
  try {
    const intent = await stripe.paymentIntents.create(
      {
        amount: order.amountCents,
        currency: order.currency.toLowerCase(),
        customer,
        payment_method: methodId,
        allowed_payment_method_types: ['card'],
        confirm: true,
        // Off session: the fan is not there, so Stripe may not ask them anything. On session the
        // app cannot show a bank's check either (embedPay answers an order id only): a card that
        // needs one fails, and the fan pays on the checkout page instead.
        ...(charge.offSession ? { off_session: true } : { error_on_requires_action: true }),
        description: order.description,
        metadata: { [STRIPE_METADATA.order]: order.publicId, [STRIPE_METADATA.flow]: 'card' },
      },
      { idempotencyKey: `fanvault-charge-${order.publicId}` },
    );
    return intent.id;
  } catch (error) {
    // A declined card still made a PaymentIntent; its payment_intent.payment_failed ends the order.
    if (error instanceof Stripe.errors.StripeCardError && error.payment_intent)
      return error.payment_intent.id;
    throw error;
  }
}

/** Starts saving a card on the fan's Customer (made now if they have none): the app's card form confirms it. */
export async function startStripeCardSetup(
  stripe: Stripe,
  publishableKey: string,
  tx: Transaction,
  userId: number,
  at: Date,
): Promise<CardSetupStart> {
  const customer = await ensureStripeCustomer(tx, stripe, userId, at);
  const intent = await stripe.setupIntents.create({
    customer,
    usage: 'off_session',
    allowed_payment_method_types: ['card'],
    metadata: { [STRIPE_METADATA.user]: String(userId) },
  });
  if (!intent.client_secret) throw new Error(`Stripe answered setup ${intent.id} without a client secret`);
  return { publishableKey, clientSecret: intent.client_secret, confirmUrl: '' };
}

/** Detaches a saved card from its Customer. */
export async function detachStripeCard(stripe: Stripe, methodId: string): Promise<void> {
  try {
    await stripe.paymentMethods.detach(methodId);
  } catch (error) {
    // Already detached or gone at Stripe: what we wanted.
    if (error instanceof Stripe.errors.StripeInvalidRequestError) return;
    throw error;
  }
}
